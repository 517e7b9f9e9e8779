import http from 'node:http';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import Provider, { type ClientMetadata } from 'oidc-provider';

/**
 * A real OpenID Connect provider (the certified `oidc-provider` package) on this machine's loopback,
 * for the demo (started beside the portal by main.ts) and the tests (started by each test that
 * needs one). Its login page accepts any password for the identities below; « Cancel » refuses.
 */
export interface LocalIdentity {
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  birthdate?: string;
  numero_contrat?: string;
  nir?: string;
}

/** The demo's identities (listed in the README). */
export const DEMO_IDENTITIES: Record<string, LocalIdentity> = {
  // Sophie DURAND: her account adherent@demo.fr is linked by the verified e-mail at the first login.
  sophie: { email: 'adherent@demo.fr', email_verified: true, given_name: 'Sophie', family_name: 'DURAND', birthdate: '1980-05-15' },
  // Nobody at the mutuelle has this e-mail: the portal says so and creates nothing.
  inconnu: { email: 'inconnu@exemple.fr', email_verified: true, given_name: 'Jean', family_name: 'INCONNU', birthdate: '1975-01-01' },
};

export interface LocalProviderOptions {
  /** 0: any free port. */
  port: number;
  clients: ClientMetadata[];
  identities: Record<string, LocalIdentity>;
}

export interface LocalProvider {
  issuer: string;
  close(): Promise<void>;
}

export async function startLocalIdentityProvider(options: LocalProviderOptions): Promise<LocalProvider> {
  const server = http.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const issuer = `http://127.0.0.1:${port}`;
  const key = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
  const provider = new Provider(issuer, {
    clients: options.clients,
    jwks: { keys: [{ ...key, kid: randomBytes(8).toString('hex'), use: 'sig', alg: 'RS256' }] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'birthdate'],
      mutuelle: ['numero_contrat', 'nir'],
    },
    // The ID token carries the claims the portal links accounts by (no userinfo call needed).
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true }, rpInitiatedLogout: { enabled: true } },
    // The portal is the provider's own first-party client: no consent page, the scopes asked are granted.
    async loadExistingGrant(ctx) {
      const grantId = ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session?.grantIdFor(ctx.oidc.client!.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client!.clientId, accountId: ctx.oidc.session!.accountId });
      grant.addOIDCScope([...(ctx.oidc.requestParamScopes ?? [])].join(' '));
      await grant.save();
      return grant;
    },
    async findAccount(_ctx, id) {
      const identity = options.identities[id];
      if (!identity) return undefined;
      return { accountId: id, claims: async () => ({ sub: id, ...identity }) };
    },
  });
  // oidc-provider warns on every start that its development login page is in use: that is the point here.
  server.on('request', provider.callback());
  return {
    issuer,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
