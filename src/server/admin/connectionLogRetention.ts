import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/types';
import { purgeSecurityJournal } from './securityJournal';

/**
 * Connection logs are personal data (identifier, IP, browser): kept a bounded time, then deleted
 * (the CNIL recommends keeping connection logs between 6 months and a year). The
 * duration is the setting CONNECTION_LOG_RETENTION_MONTHS (12 by default, ServerConfig). The purge
 * runs when the server starts and then every few hours: one DELETE by date, idempotent, so two
 * server processes on one database purging at the same time do no harm.
 */
export const DEFAULT_CONNECTION_LOG_RETENTION_MONTHS = 12;
const PURGE_EVERY_MS = 6 * 60 * 60_000;

/** The oldest moment still kept: `months` calendar months before `now`. */
export function retentionCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

/** Deletes the attempts older than the retention; returns how many went. */
export async function purgeConnectionLogs(db: Queryable, now: Date, months: number): Promise<number> {
  const { affectedRows } = await db.query('DELETE FROM connection_logs WHERE at < $1', [retentionCutoff(now, months)]);
  return affectedRows;
}

/** At start-up (before the server answers), then periodically while it runs. */
export default async function connectionLogRetention(app: FastifyInstance): Promise<void> {
  const months = app.config.connectionLogRetentionMonths;
  const purge = async () => {
    try {
      const purged = await purgeConnectionLogs(app.db, app.config.now(), months);
      if (purged > 0) app.log.info({ purged, months }, 'connection logs past their retention deleted');
      // The security journal names people and addresses too: kept as long, no longer.
      const journal = await purgeSecurityJournal(app.db, retentionCutoff(app.config.now(), months));
      if (journal > 0) app.log.info({ purged: journal, months }, 'security journal lines past their retention deleted');
    } catch (error) {
      // A failed purge is retried at the next run; it must not stop the server.
      app.log.error({ err: error }, 'connection log purge failed');
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await purge();
    timer = setInterval(() => void purge(), PURGE_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
