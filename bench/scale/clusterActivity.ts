/**
 * What the cluster did besides the portal's requests while a load ran: backends of the database
 * waiting for a lock (shared state serialising requests would show there), autovacuum workers at
 * work and checkpoints. A load's p99 is judged beside them: a vacuum of the fill's tables or a
 * checkpoint of its gigabytes shares the same two cores and disk as the requests.
 */
import type pg from 'pg';

export interface ClusterActivity {
  samples: number;
  /** backends of the database found waiting for a lock, summed over the samples */
  lockWaits: number;
  /** samples in which at least one autovacuum worker was at work */
  autovacuumSamples: number;
  /** what those workers were doing, as PostgreSQL names it (« VACUUM ANALYZE public.outbox ») */
  autovacuumTables: string[];
  /** checkpoints that started or ended while the load ran (timed or requested) */
  checkpoints: number;
}

const SAMPLE_MS = 50;

const checkpointCount = async (admin: pg.Client) =>
  Number((await admin.query<{ n: string }>('SELECT (checkpoints_timed + checkpoints_req)::text AS n FROM pg_stat_bgwriter')).rows[0].n);

/** Samples the cluster every 50 ms from now until stopped; `admin` is a connection of its own. */
export function sampleActivity(admin: pg.Client, database: string): { stop(): Promise<ClusterActivity> } {
  let running = true;
  const tables = new Set<string>();
  const counted = { samples: 0, lockWaits: 0, autovacuumSamples: 0 };
  const started = checkpointCount(admin);
  const loop = (async () => {
    await started;
    while (running) {
      const { rows } = await admin.query<{ waiting: number; workers: string[] }>(
        `SELECT count(*) FILTER (WHERE datname = $1 AND wait_event_type = 'Lock')::int AS waiting,
                coalesce(array_agg(coalesce(substring(query FROM '^autovacuum: (.*)$'), '?')) FILTER (WHERE backend_type = 'autovacuum worker'), '{}') AS workers
           FROM pg_stat_activity`,
        [database],
      );
      counted.samples += 1;
      counted.lockWaits += rows[0].waiting;
      if (rows[0].workers.length) counted.autovacuumSamples += 1;
      for (const worker of rows[0].workers) tables.add(worker);
      await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      const checkpoints = (await checkpointCount(admin)) - (await started);
      return { ...counted, autovacuumTables: [...tables].sort(), checkpoints };
    },
  };
}

/**
 * The fill's aftermath out of the way before the figures: its dirty pages written (a checkpoint),
 * then the autovacuum workers it woke left to finish (three minutes at most). A portal in service
 * does not run right after ten gigabytes were written; its routine vacuums and checkpoints still
 * happen during the loads, and sampleActivity reports them beside each figure.
 */
export async function settle(admin: pg.Client, log: (text: string) => void): Promise<void> {
  const seconds = (since: number) => Math.round((performance.now() - since) / 100) / 10;
  const start = performance.now();
  await admin.query('CHECKPOINT');
  const checkpointS = seconds(start);
  const waitStart = performance.now();
  let workers: string[] = [];
  for (let waited = 0; waited < 180_000; waited += 500) {
    const { rows } = await admin.query<{ query: string }>("SELECT query FROM pg_stat_activity WHERE backend_type = 'autovacuum worker'");
    workers = rows.map((row) => row.query);
    if (!workers.length) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  log(`settled: checkpoint ${checkpointS} s, autovacuum ${seconds(waitStart)} s${workers.length ? ` (still at work: ${workers.join('; ')})` : ''}`);
}

/** The maintenance that ran during a load, for the log and the table (empty when none did). */
export function describeActivity(activity: ClusterActivity): string {
  const parts = [
    activity.autovacuumSamples ? `autovacuum in ${activity.autovacuumSamples} of ${activity.samples} samples (${activity.autovacuumTables.join(', ')})` : '',
    activity.checkpoints ? `${activity.checkpoints} checkpoint(s)` : '',
  ].filter(Boolean);
  return parts.length ? `; ${parts.join(', ')}` : '';
}
