import type { UploadLimits } from './uploads/uploadLimits';

/** Everything the app needs from its environment; main.ts reads env, tests build it by hand. */
export interface ServerConfig {
  /** 'production' disables the development mailbox. */
  nodeEnv: string;
  /** HMAC secret for XSRF tokens (env COOKIE_SECRET or generated once and kept in the DB). */
  cookieSecret: string;
  /** smtp://… — when set, nodemailer delivers the outbox. */
  smtpUrl?: string;
  /** Sender of the mails. */
  mailFrom: string;
  /** Base of the links put in mails (https://portail.example.fr). Default: the request's origin. */
  publicUrl?: string;
  /** Built front-end served at '/', when present. */
  staticDir?: string;
  /** Development mailbox at /api/dev/mailbox (default: nodeEnv !== 'production'). */
  devMailbox: boolean;
  /** Current time; tests move it forward to expire tokens and sessions. */
  now: () => Date;
  /** Pino level, or false to silence logs (tests). */
  logLevel: string | false;
  /** Where log lines go (default stdout); tests read them. */
  logStream?: { write(line: string): void };
  /** Folder of uploaded documents on PGlite (DATA_DIR/uploads); a fresh temporary folder when unset. PostgreSQL keeps them in the database. */
  uploadDir?: string;
  /** Upload quotas and concurrency (defaults: src/server/uploads/uploadLimits.ts). */
  uploadLimits?: Partial<UploadLimits>;
  /** argon2id cost (ASVS 2.4.4: m ≥ 19 MiB, t ≥ 2, p = 1). */
  argon2: { memoryCost: number; timeCost: number };
}

export function defaultConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  const nodeEnv = overrides.nodeEnv ?? 'development';
  return {
    nodeEnv,
    cookieSecret: '',
    mailFrom: 'Mutuelle Démo <ne-pas-repondre@mutuelle-demo.fr>',
    devMailbox: nodeEnv !== 'production',
    now: () => new Date(),
    logLevel: 'info',
    argon2: { memoryCost: 19_456, timeCost: 2 },
    ...overrides,
  };
}
