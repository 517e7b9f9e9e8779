import http from 'node:http';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { ClientMetadata, Configuration } from 'oidc-provider';

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

/**
 * What oidc-provider says in English on every start about what this provider does on purpose: a
 * Node.js before 22 (it runs on 20), an in-memory store and the development login page. Only these
 * exact warnings are kept off the console (every line `npm start` prints is French); any other goes through.
 */
const DELIBERATE_WARNINGS = [
  'oidc-provider WARNING: Unsupported runtime. Use Node.js v22.x LTS, or a later LTS release.',
  'oidc-provider WARNING: a quick start development-only in-memory adapter is used, you MUST change it in order to not lose all stateful provider data upon restart and to be able to share these between processes',
  'oidc-provider WARNING: a quick start development-only feature devInteractions is enabled, you are expected to disable these interactions and provide your own',
];

async function withoutDeliberateWarnings<T>(run: () => Promise<T>): Promise<T> {
  const warn = console.warn;
  // On a terminal the package colours the line: the text is found inside.
  console.warn = (...args: unknown[]) => {
    if (!(typeof args[0] === 'string' && DELIBERATE_WARNINGS.some((text) => (args[0] as string).includes(text)))) warn.apply(console, args);
  };
  try {
    return await run();
  } finally {
    console.warn = warn;
  }
}

export async function startLocalIdentityProvider(options: LocalProviderOptions): Promise<LocalProvider> {
  // Imported here: the runtime warning is printed when the package loads.
  const { default: Provider } = await withoutDeliberateWarnings(() => import('oidc-provider'));
  const server = http.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const issuer = `http://127.0.0.1:${port}`;
  const key = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
  const configuration: Configuration = {
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
  };
  const provider = await withoutDeliberateWarnings(async () => new Provider(issuer, configuration));
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
