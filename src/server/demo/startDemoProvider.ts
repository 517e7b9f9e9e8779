import type { Db } from '../db/types';
import { saveProviderSettings } from '../identity/oidc/providerSettings';
import { DEMO_IDENTITIES, startLocalIdentityProvider, type LocalProvider } from './localIdentityProvider';
import { AZUR_CLIENT, AZUR_HOST } from './seedOidcClient';

/**
 * The demo's identity provider: started beside the portal on the loopback (port DEMO_OIDC_PORT,
 * else the portal's port + 1) and written as Mutuelle Azur's provider, so
 * http://azur.localhost:8080 logs its members in through it with no extra step.
 */
export const DEMO_CLIENT_ID = 'portail-mutuelle-azur';

export async function startDemoProvider(db: Db, portalPort: number, providerPort: number, serverSecret: string): Promise<LocalProvider> {
  const portal = `http://${AZUR_HOST}:${portalPort}`;
  const secret = `demo-${serverSecret.slice(0, 16)}`;
  const provider = await startLocalIdentityProvider({
    port: providerPort,
    identities: DEMO_IDENTITIES,
    clients: [
      {
        client_id: DEMO_CLIENT_ID,
        client_secret: secret,
        redirect_uris: [`${portal}/api/identity/oidc/callback`],
        post_logout_redirect_uris: [`${portal}/`],
      },
    ],
  });
  await saveProviderSettings(
    db,
    AZUR_CLIENT,
    {
      issuer: provider.issuer,
      clientId: DEMO_CLIENT_ID,
      clientSecret: secret,
      scopes: 'openid email profile',
      linkingMode: 'email',
      identifyingClaim: 'email',
      birthdateClaim: 'birthdate',
      postLogoutRedirect: `${portal}/`,
      staffPasswordLogin: true,
    },
    serverSecret,
  );
  return provider;
}
