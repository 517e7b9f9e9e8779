import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { openDb } from './db/open';
import { migrate } from './db/migrate';
import type { Db } from './db/types';
import { buildApp } from './app';
import { defaultConfig } from './config';
import { bufferedStdout } from './logDestination';
import { seedIdentity } from './demo/seedIdentity';
import { seedContent } from './demo/seedContent';

/**
 * npm start / npm run server. Environment:
 * PORT (8080), HOST (0.0.0.0), DATA_DIR (./data, PGlite), DATABASE_URL (postgres://…, wins over
 * DATA_DIR), SMTP_URL, MAIL_FROM, PUBLIC_URL (base of mail links), NODE_ENV, COOKIE_SECRET
 * (else generated once and kept in the database, shared by every instance), LOG_LEVEL,
 * STATIC_DIR (./dist), TRUST_PROXY=1 behind a reverse proxy, SEED_DEMO=0 to skip demo data,
 * LOG_SYNC=1 to write each log line at once (default: buffered, see logDestination.ts).
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
  const db = await openDb({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR ?? './data' });
  await migrate(db);
  const config = defaultConfig({
    nodeEnv: env.NODE_ENV ?? 'development',
    cookieSecret: await cookieSecret(db),
    smtpUrl: env.SMTP_URL || undefined,
    publicUrl: env.PUBLIC_URL || undefined,
    staticDir: path.resolve(env.STATIC_DIR ?? 'dist'),
    uploadDir: path.join(path.resolve(env.DATA_DIR ?? './data'), 'uploads'),
    logLevel: env.LOG_LEVEL ?? 'info',
    ...(env.LOG_SYNC === '1' ? {} : { logStream: bufferedStdout() }),
    ...(env.MAIL_FROM ? { mailFrom: env.MAIL_FROM } : {}),
  });
  if (env.SEED_DEMO !== '0') {
    await seedIdentity(db, config.argon2);
    await seedContent(db);
  }
  const app = await buildApp({ db, config });
  if (config.nodeEnv === 'production' && !config.publicUrl) app.log.warn('PUBLIC_URL is not set: mail links use the request host');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping: no new connections, finishing requests in flight');
    // app.close() stops listening, waits for in-flight requests, then runs onClose hooks.
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: Number(env.PORT ?? 8080), host: env.HOST ?? '0.0.0.0' });
  app.log.info({ database: db.kind }, 'Espace Adhérent prêt');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
