import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { openDb } from './db/open';
import { migrate } from './db/migrate';
import type { Db } from './db/types';
import { buildApp } from './app';
import { defaultConfig } from './config';
import { ConfigError, settingsFromEnv } from './envConfig';
import { bufferedStdout } from './logDestination';
import { seedIdentity } from './demo/seedIdentity';
import { seedContent } from './demo/seedContent';

/**
 * npm start / npm run server. Environment:
 * PORT (8080), HOST (0.0.0.0; localhost with DEV_TOOLS=1), DATA_DIR (./data, PGlite), DATABASE_URL (postgres://…, wins over
 * DATA_DIR), SMTP_URL, MAIL_FROM, PUBLIC_URL (base of mail links; required in production),
 * NODE_ENV, DEV_TOOLS=1 (dev mailbox, widget gallery, test controls: `npm start` sets it for the
 * demo), COOKIE_SECRET (else generated once and kept in the database, shared by every instance),
 * LOG_LEVEL, STATIC_DIR (./dist), SERVE_STATIC=0 to serve /api only (`npm run dev`: Vite serves the app), TRUST_PROXY (hop count or proxy addresses), CONNECTION_LOG_RETENTION_MONTHS
 * (12: how long login attempts are kept), DEMO_OIDC=0 (no demo identity provider; else on DEMO_OIDC_PORT, PORT + 1 by default), SEED_DEMO=0 to
 * skip demo data, LOG_SYNC=1 to write each log line at once (default: buffered, see
 * logDestination.ts). Checked by envConfig.ts before anything starts.
 */

/** COOKIE_SECRET from the environment, else one generated on first start and kept in app_secrets. */
async function cookieSecret(db: Db): Promise<string> {
  if (process.env.COOKIE_SECRET) return process.env.COOKIE_SECRET;
  await db.query(`INSERT INTO app_secrets (name, value) VALUES ('cookie', $1) ON CONFLICT (name) DO NOTHING`, [
    randomBytes(32).toString('base64url'),
  ]);
  const { rows } = await db.query<{ value: string }>(`SELECT value FROM app_secrets WHERE name = 'cookie'`);
  return rows[0].value;
}

async function main(): Promise<void> {
  const env = process.env;
  const settings = settingsFromEnv(env);
  const db = await openDb({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR ?? './data' });
  await migrate(db);
  const config = defaultConfig({
    nodeEnv: settings.nodeEnv,
    cookieSecret: await cookieSecret(db),
    smtpUrl: settings.smtpUrl,
    publicUrl: settings.publicUrl,
    devTools: settings.devTools,
    trustProxy: settings.trustProxy,
    connectionLogRetentionMonths: settings.connectionLogRetentionMonths,
    staticDir: settings.serveStatic ? path.resolve(env.STATIC_DIR ?? 'dist') : undefined,
    uploadDir: path.join(path.resolve(env.DATA_DIR ?? './data'), 'uploads'),
    logLevel: env.LOG_LEVEL ?? 'info',
    ...(env.LOG_SYNC === '1' ? {} : { logStream: bufferedStdout() }),
    ...(env.MAIL_FROM ? { mailFrom: env.MAIL_FROM } : {}),
  });
  if (env.SEED_DEMO !== '0') {
    await seedIdentity(db, config.argon2);
    await seedContent(db);
  }
  // The demo's second way in: Mutuelle Azur (azur.localhost) logs in through a local identity provider
  // (loaded only then: other servers never load the provider's code).
  const demoProvider = config.devTools && env.SEED_DEMO !== '0' && settings.nodeEnv !== 'test' && env.DEMO_OIDC !== '0'
    ? await (await import('./demo/startDemoProvider'))
        .startDemoProvider(db, settings.port, Number(env.DEMO_OIDC_PORT ?? settings.port + 1), config.cookieSecret)
        // A busy port must not stop the portal: the demo simply goes without its provider.
        .catch((error: unknown) => {
          console.warn(`Fournisseur d'identité de démonstration non démarré (${String(error)}) : choisir un autre port avec DEMO_OIDC_PORT.`);
          return null;
        })
    : null;
  const app = await buildApp({ db, config });
  if (config.devTools) {
    app.log.warn({ host: settings.host }, 'DEV_TOOLS=1: development mailbox and widget gallery are open to every visitor who reaches this address (demo only)');
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping: no new connections, finishing requests in flight');
    // app.close() stops listening, waits for in-flight requests, then runs onClose hooks.
    await app.close();
    await demoProvider?.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: settings.port, host: settings.host });
  app.log.info({ database: db.kind }, 'Espace Adhérent prêt');
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
