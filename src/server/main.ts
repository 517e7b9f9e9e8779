import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { openDb } from './db/open';
import { migrate } from './db/migrate';
import type { Db } from './db/types';
import { buildApp } from './app';
import { defaultConfig } from './config';
import { ConfigError, settingsFromEnv } from './envConfig';
import { pino, type Logger } from 'pino';
import { bufferedStdout, prettyStdout } from './logDestination';
import { seedIdentity } from './demo/seedIdentity';
import { seedContent } from './demo/seedContent';

/**
 * npm start / npm run server. Environment:
 * PORT (8080), HOST (0.0.0.0; localhost with DEV_TOOLS=1), DATA_DIR (./data, PGlite), DATABASE_URL (postgres://…, wins over
 * DATA_DIR), SMTP_URL, MAIL_FROM, PUBLIC_URL (base of mail links; required in production),
 * NODE_ENV, DEV_TOOLS=1 (dev mailbox, widget gallery, test controls: `npm start` sets it for the
 * demo), COOKIE_SECRET (else generated once and kept in the database, shared by every instance),
 * LOG_LEVEL, STATIC_DIR (./dist), SERVE_STATIC=0 to serve /api only (`npm run dev`: Vite serves the app), TRUST_PROXY (hop count or proxy addresses), CONNECTION_LOG_RETENTION_MONTHS
 * (12: how long login attempts are kept), DEMO_OIDC=0 (no demo identity provider; else on DEMO_OIDC_PORT, PORT + 1 by default),
 * SMS_GATEWAY_URL and SMS_GATEWAY_KEY (the SMS gateway), METRICS_TOKEN (opens /metrics), MAX_EVENT_LOOP_DELAY_MS
 * (overload shedding: 1000 in production, 0 off), SEED_DEMO=0 to
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

/** The first start's steps, in French, each with how far it got: creating the database takes a while. */
function progressOf(log: Logger) {
  let lastQuarter = -1;
  return {
    migration(position: number, total: number) {
      const quarter = Math.floor((position / total) * 4);
      if (quarter === lastQuarter) return;
      lastQuarter = quarter;
      log.info(`Base de données : mise à jour, fichier ${position} sur ${total}…`);
    },
  };
}

async function main(): Promise<void> {
  const env = process.env;
  const settings = settingsFromEnv(env);
  // JSON lines in production (for the log collector), readable lines elsewhere.
  const logStream = settings.nodeEnv === 'production' ? (env.LOG_SYNC === '1' ? undefined : bufferedStdout()) : prettyStdout();
  const logLevel = env.LOG_LEVEL ?? 'info';
  const startLog = pino({ level: logLevel }, logStream ?? process.stdout);
  const progress = progressOf(startLog);

  const db = await openDb({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR ?? './data' });
  startLog.info(db.kind === 'pglite' ? `Base de données : PGlite dans ${path.resolve(env.DATA_DIR ?? './data')}` : 'Base de données : PostgreSQL (DATABASE_URL)');
  const applied = await migrate(db, undefined, (_name, position, total) => progress.migration(position, total));
  if (applied.length) startLog.info(`Base de données : ${applied.length} fichiers de migration appliqués`);
  const config = defaultConfig({
    nodeEnv: settings.nodeEnv,
    cookieSecret: await cookieSecret(db),
    smtpUrl: settings.smtpUrl,
    publicUrl: settings.publicUrl,
    devTools: settings.devTools,
    trustProxy: settings.trustProxy,
    connectionLogRetentionMonths: settings.connectionLogRetentionMonths,
    ...(settings.smsGateway ? { smsGateway: settings.smsGateway } : {}),
    maxEventLoopDelayMs: settings.maxEventLoopDelayMs,
    ...(settings.metricsToken ? { metricsToken: settings.metricsToken } : {}),
    staticDir: settings.serveStatic ? path.resolve(env.STATIC_DIR ?? 'dist') : undefined,
    uploadDir: path.join(path.resolve(env.DATA_DIR ?? './data'), 'uploads'),
    logLevel,
    ...(logStream ? { logStream } : {}),
    ...(env.MAIL_FROM ? { mailFrom: env.MAIL_FROM } : {}),
  });
  if (env.SEED_DEMO !== '0') {
    startLog.info('Données de démonstration : comptes, contrats et contenus…');
    const seeded = await seedIdentity(db, config.argon2);
    await seedContent(db);
    startLog.info(seeded ? 'Données de démonstration : créées' : 'Données de démonstration : déjà là');
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
  startLog.info('Serveur : chargement des routes et de l’aperçu des pages…');
  const app = await buildApp({ db, config });
  if (config.devTools) {
    app.log.warn(
      { host: settings.host },
      "DEV_TOOLS=1 : la boîte d'envoi de développement et la galerie des widgets sont ouvertes à quiconque atteint cette adresse (démonstration seulement)",
    );
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'Arrêt : plus de nouvelles connexions, les requêtes en cours se terminent');
    // app.close() stops listening, waits for in-flight requests, then runs onClose hooks.
    await app.close();
    await demoProvider?.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: settings.port, host: settings.host, listenTextResolver: (address) => `Serveur à l'écoute sur ${address}` });
  app.log.info({ database: db.kind }, `Espace Adhérent prêt : ${settings.publicUrl} — comptes de démonstration : README.md, section « Essayer »`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
