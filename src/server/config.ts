import type { UploadLimits } from './uploads/uploadLimits';
import { DEFAULT_CONNECTION_LOG_RETENTION_MONTHS } from './admin/connectionLogRetention';
import { DEFAULT_RETRY_DELAYS_MS } from './mail/deliveryWorker';

/** Everything the app needs from its environment; main.ts reads env, tests build it by hand. */
export interface ServerConfig {
  /** 'production' requires PUBLIC_URL and refuses DEV_TOOLS (envConfig.ts); 'test' allows the test controls. */
  nodeEnv: string;
  /** HMAC secret for XSRF tokens (env COOKIE_SECRET or generated once and kept in the DB). */
  cookieSecret: string;
  /** smtp://… — when set, nodemailer delivers the outbox. */
  smtpUrl?: string;
  /** SMS gateway (SMTP's counterpart for SMS, mail/smsGateway.ts): SMS_GATEWAY_URL and SMS_GATEWAY_KEY. */
  smsGateway?: { url: string; key: string };
  /** Outbox delivery: delays between attempts, how often each instance looks for due rows, how long it holds one it sends (mail/deliveryWorker.ts). */
  outbox: { retryDelaysMs: readonly number[]; pollMs: number; leaseMs: number };
  /**
   * Overload shedding (@fastify/under-pressure): past this mean event-loop delay a request gets 503
   * « Service momentanément indisponible » at once instead of waiting in a growing queue. 0: off
   * (tests); MAX_EVENT_LOOP_DELAY_MS, 200 by default in production (envConfig.ts).
   */
  maxEventLoopDelayMs: number;
  /** Bearer token that opens /metrics (METRICS_TOKEN); without it /metrics answers 404. */
  metricsToken?: string;
  /** Sender of the mails. */
  mailFrom: string;
  /**
   * Base of the links put in mails (https://portail.example.fr). Never taken from the request
   * (its Host header is the sender's to choose): PUBLIC_URL, else http://localhost:PORT.
   */
  publicUrl: string;
  /** Built front-end served at '/', when present. */
  staticDir?: string;
  /**
   * Developer surfaces: the mailbox at /api/dev/mailbox, the widget gallery, and (with
   * NODE_ENV=test) the test controls. Opt-in (DEV_TOOLS=1, set by `npm start` for the demo).
   */
  devTools: boolean;
  /** Fastify trustProxy: false, a hop count, or the proxies' addresses (TRUST_PROXY). */
  trustProxy: false | number | string[];
  /** Longest a request (headers and body) may take to arrive; slower ones get 408 (slow-body attacks). */
  requestTimeoutMs: number;
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
  /** How long login attempts stay in the connection log (CONNECTION_LOG_RETENTION_MONTHS; admin/connectionLogRetention.ts). */
  connectionLogRetentionMonths: number;
  /** Longest wait for a client's identity provider, in ms (identity/oidc/relyingParty.ts; tests shorten it). */
  oidcTimeoutMs?: number;
}

export function defaultConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    nodeEnv: 'development',
    cookieSecret: '',
    mailFrom: 'Mutuelle Démo <ne-pas-repondre@mutuelle-demo.fr>',
    publicUrl: 'http://localhost:8080',
    devTools: false,
    trustProxy: false,
    requestTimeoutMs: 120_000, // a 10 MB upload (MAX_UPLOAD_BYTES) at 0.7 Mbit/s
    now: () => new Date(),
    logLevel: 'info',
    argon2: { memoryCost: 19_456, timeCost: 2 },
    connectionLogRetentionMonths: DEFAULT_CONNECTION_LOG_RETENTION_MONTHS,
    maxEventLoopDelayMs: 0,
    outbox: { retryDelaysMs: DEFAULT_RETRY_DELAYS_MS, pollMs: 15_000, leaseMs: 300_000 },
    ...overrides,
  };
}

/** Test controls (switching client settings, deleting accounts): developer tools on, and NODE_ENV=test. */
export function testControlsOn(config: Pick<ServerConfig, 'devTools' | 'nodeEnv'>): boolean {
  return config.devTools && config.nodeEnv === 'test';
}
