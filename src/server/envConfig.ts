import { isIP } from 'node:net';
import type { ServerConfig } from './config';
import { DEFAULT_CONNECTION_LOG_RETENTION_MONTHS } from './admin/connectionLogRetention';

/**
 * Reads and checks the server's environment (README, « Configuration du serveur »). A setting
 * that is wrong, or missing where production needs it, stops the start with every problem
 * listed: a portal that half-works in production (mail links following the Host header, the
 * development mailbox open to anyone) is worse than one that does not start.
 */

export type EnvSettings = Pick<
  ServerConfig,
  'nodeEnv' | 'smtpUrl' | 'publicUrl' | 'devTools' | 'trustProxy' | 'connectionLogRetentionMonths' | 'smsGateway' | 'metricsToken' | 'maxEventLoopDelayMs'
> & {
  port: number;
  host: string;
  /** SERVE_STATIC=0: the server answers /api only (`npm run dev`, where Vite serves the app): never an old build. */
  serveStatic: boolean;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Configuration refusée :\n${problems.map((problem) => `- ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Names proxy-addr (Fastify's trustProxy) understands besides addresses and CIDR ranges. */
const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address, prefix, extra] = entry.split('/');
  if (extra !== undefined || !isIP(address)) return false;
  if (prefix === undefined) return true;
  const bits = isIP(address) === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= bits;
}

/**
 * TRUST_PROXY: how many proxies stand in front of the server (a hop count: `1` for one reverse
 * proxy), or their addresses (`10.0.0.1,10.0.0.2`, CIDR ranges, `loopback`). Only the hops
 * trusted this way may set X-Forwarded-For: trusting every hop would let a client choose its
 * own address and escape every per-address limit.
 */
export function parseTrustProxy(value: string | undefined): { value: ServerConfig['trustProxy']; problem?: string } {
  const raw = (value ?? '').trim();
  if (raw === '' || raw === '0') return { value: false };
  if (/^\d+$/.test(raw)) return { value: Number(raw) };
  const entries = raw.split(',').map((entry) => entry.trim()).filter(Boolean);
  const wrong = entries.filter((entry) => !isProxyAddress(entry));
  if (wrong.length || !entries.length) {
    return {
      value: false,
      problem: `TRUST_PROXY="${raw}" : attendu un nombre de proxys (1 pour un proxy inverse) ou leurs adresses (10.0.0.1,10.0.0.0/8, loopback).`,
    };
  }
  return { value: entries };
}

/** PUBLIC_URL without its trailing slashes, when it is an absolute http(s) URL. */
function parsePublicUrl(value: string): string | null {
  try {
    const url = new URL(value);
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.search || url.hash || url.username) return null;
    return url.toString().replace(/\/+$/, '');
  } catch {
    return null;
  }
}

export function settingsFromEnv(env: NodeJS.ProcessEnv): EnvSettings {
  const problems: string[] = [];
  const nodeEnv = env.NODE_ENV || 'development';
  const production = nodeEnv === 'production';

  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) problems.push(`PORT="${env.PORT}" n'est pas un numéro de port.`);

  const smtpUrl = env.SMTP_URL || undefined;

  const devTools = env.DEV_TOOLS === '1';
  if (env.DEV_TOOLS !== undefined && env.DEV_TOOLS !== '' && env.DEV_TOOLS !== '0' && env.DEV_TOOLS !== '1') {
    problems.push(`DEV_TOOLS="${env.DEV_TOOLS}" : 1 pour les outils de développement, 0 ou rien sinon.`);
  }
  if (devTools && smtpUrl) {
    problems.push("DEV_TOOLS=1 avec SMTP_URL : la boîte d'envoi de développement montrerait à tous les vrais mails envoyés. Retirez l'un des deux.");
  }
  if (devTools && production) problems.push("DEV_TOOLS=1 avec NODE_ENV=production : les outils de développement ne s'ouvrent jamais en production.");

  // Mail links never follow the request's Host header; production names its own address.
  let publicUrl = `http://localhost:${Number.isInteger(port) && port > 0 ? port : 8080}`;
  if (env.PUBLIC_URL) {
    const parsed = parsePublicUrl(env.PUBLIC_URL);
    if (parsed) publicUrl = parsed;
    else problems.push(`PUBLIC_URL="${env.PUBLIC_URL}" : attendu une adresse absolue, par exemple https://adherents.mutuelle.fr.`);
  } else if (production) {
    problems.push('PUBLIC_URL manque : en production, les liens des mails (activation, mot de passe oublié) ont besoin de l’adresse publique du portail.');
  }

  const trustProxy = parseTrustProxy(env.TRUST_PROXY);
  if (trustProxy.problem) problems.push(trustProxy.problem);

  // Connection logs are kept this many months, then deleted (CNIL: 6 months to a year).
  const retention = (env.CONNECTION_LOG_RETENTION_MONTHS ?? '').trim();
  const connectionLogRetentionMonths = retention === '' ? DEFAULT_CONNECTION_LOG_RETENTION_MONTHS : Number(retention);
  if (!/^\d{1,3}$/.test(retention || '12') || connectionLogRetentionMonths < 1 || connectionLogRetentionMonths > 120) {
    problems.push(`CONNECTION_LOG_RETENTION_MONTHS="${env.CONNECTION_LOG_RETENTION_MONTHS}" : attendu un nombre de mois entre 1 et 120 (12 par défaut).`);
  }

  const serveStatic = env.SERVE_STATIC !== '0';
  if (env.SERVE_STATIC !== undefined && env.SERVE_STATIC !== '' && env.SERVE_STATIC !== '0' && env.SERVE_STATIC !== '1') {
    problems.push(`SERVE_STATIC="${env.SERVE_STATIC}" : 0 pour ne servir que l'API (npm run dev), 1 ou rien pour servir aussi l'application (dist/).`);
  }

  // SMS leave through a gateway named by its address and opened by its key: one without the other is a mistake.
  const smsUrl = env.SMS_GATEWAY_URL?.trim() || undefined;
  const smsKey = env.SMS_GATEWAY_KEY?.trim() || undefined;
  if (smsUrl && !parsePublicUrl(smsUrl)) problems.push(`SMS_GATEWAY_URL="${smsUrl}" : attendu l'adresse http(s) de la passerelle SMS.`);
  if (smsUrl && !smsKey) problems.push('SMS_GATEWAY_KEY manque : la passerelle SMS (SMS_GATEWAY_URL) a besoin de sa clé.');
  if (smsKey && !smsUrl) problems.push('SMS_GATEWAY_URL manque : une clé de passerelle SMS (SMS_GATEWAY_KEY) est donnée sans son adresse.');

  const metricsToken = env.METRICS_TOKEN?.trim() || undefined;
  if (metricsToken && metricsToken.length < 16) problems.push('METRICS_TOKEN est trop court : au moins 16 caractères, tirés au hasard.');

  const delay = (env.MAX_EVENT_LOOP_DELAY_MS ?? '').trim();
  // Shedding by default in production only: a loaded development or test machine must not turn its own slowness into 503s.
  // 200 ms: a burst of 300 connections is shed and a visitor's p99 stays near 100 ms; at 1000 ms the
  // same burst was never shed and waits grew past 1.5 s (bench, part overload).
  const maxEventLoopDelayMs = delay === '' ? (production ? 200 : 0) : Number(delay);
  if (!/^\d{1,6}$/.test(delay || '0')) problems.push(`MAX_EVENT_LOOP_DELAY_MS="${delay}" : attendu un nombre de millisecondes (200 par défaut en production, 0 pour ne jamais délester).`);

  // Production never runs on a secret it made up itself or without a way to send its mails.
  if (production && !env.COOKIE_SECRET) {
    problems.push('COOKIE_SECRET manque : en production, le secret des jetons anti-falsification est donné par l’environnement (32 caractères aléatoires au moins).');
  }
  if (production && !smtpUrl) {
    problems.push('SMTP_URL manque : en production, les mails (activation, mot de passe oublié, suivi des demandes) partent par un serveur SMTP (smtp://utilisateur:motdepasse@hôte:587).');
  }

  if (problems.length) throw new ConfigError(problems);
  // The developer tools answer anyone who reaches the server: with them on, only this machine can,
  // unless HOST opens it on purpose. Fastify's 'localhost' listens on both 127.0.0.1 and ::1.
  const host = env.HOST || (devTools ? 'localhost' : '0.0.0.0');
  return {
    nodeEnv,
    port,
    host,
    smtpUrl,
    publicUrl,
    devTools,
    trustProxy: trustProxy.value,
    connectionLogRetentionMonths,
    serveStatic,
    maxEventLoopDelayMs,
    ...(smsUrl && smsKey ? { smsGateway: { url: smsUrl, key: smsKey } } : {}),
    ...(metricsToken ? { metricsToken } : {}),
  };
}
