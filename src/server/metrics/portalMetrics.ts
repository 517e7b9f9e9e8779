import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Db } from '../db/types';
import { outboxBacklog } from '../mail/outboxDelivery';

/**
 * What /metrics exposes, in Prometheus' text format (prom-client), one registry per app (tests
 * build several apps in one process). Counters are this instance's; the outbox figures are read
 * from the database when scraped, so they are the same on every instance.
 */
export interface PortalMetrics {
  registry: Registry;
  /** A request answered: its route pattern (never the raw URL, whose values would make a series each), status and time. */
  request(method: string, route: string, status: number, seconds: number): void;
  /** A login attempt that failed, by its motif in the connection log; 'trop_tentatives' is also a lockout. */
  loginFailure(motif: string): void;
  upload(): void;
  outboxAttempt(channel: string, outcome: string): void;
}

export function createPortalMetrics(db: Db): PortalMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'portail_' });

  const requests = new Counter({
    name: 'portail_http_requests_total',
    help: 'Requêtes HTTP répondues, par méthode, route et statut',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'portail_http_request_duration_seconds',
    help: 'Durée des réponses HTTP, par méthode, route et statut',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const loginFailures = new Counter({
    name: 'portail_login_failures_total',
    help: 'Connexions refusées, par motif du journal des connexions',
    labelNames: ['motif'] as const,
    registers: [registry],
  });
  const lockouts = new Counter({
    name: 'portail_login_lockouts_total',
    help: 'Connexions bloquées après trop de tentatives',
    registers: [registry],
  });
  const uploads = new Counter({ name: 'portail_uploads_total', help: 'Documents déposés', registers: [registry] });
  const outboxAttempts = new Counter({
    name: 'portail_outbox_attempts_total',
    help: "Essais d'envoi de la boîte d'envoi, par canal et issue (sent, retry, undelivered)",
    labelNames: ['channel', 'outcome'] as const,
    registers: [registry],
  });

  new Gauge({
    name: 'portail_db_pool_connections',
    help: 'Connexions du pool PostgreSQL, par état (total, idle, waiting = requêtes en attente de connexion, max)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = db.poolStats?.();
      if (!stats) return;
      for (const [state, value] of Object.entries(stats)) this.set({ state }, value);
    },
  });
  // One query for the three outbox figures of a scrape (prom-client collects them side by side).
  let reading: ReturnType<typeof outboxBacklog> | null = null;
  const backlog = () => (reading ??= outboxBacklog(db).finally(() => (reading = null)));
  const outboxGauge = (name: string, help: string, pick: (figures: Awaited<ReturnType<typeof outboxBacklog>>) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        this.set(pick(await backlog()));
      },
    });
  outboxGauge('portail_outbox_pending', "Messages en attente d'envoi", (figures) => figures.pending);
  outboxGauge('portail_outbox_oldest_pending_seconds', "Âge du plus ancien message en attente d'envoi", (figures) => figures.oldestAgeSeconds);
  outboxGauge('portail_outbox_undelivered', 'Messages non distribués (à renvoyer par la gestion)', (figures) => figures.undelivered);

  return {
    registry,
    request(method, route, status, seconds) {
      const labels = { method, route, status: String(status) };
      requests.inc(labels);
      latency.observe(labels, seconds);
    },
    loginFailure(motif) {
      loginFailures.inc({ motif });
      if (motif === 'trop_tentatives') lockouts.inc();
    },
    upload: () => uploads.inc(),
    outboxAttempt: (channel, outcome) => outboxAttempts.inc({ channel, outcome }),
  };
}
