/**
 * The scale part: the portal on a mutuelle of a million members (fill.ts) against the same
 * requests on the demo's data, in one run on one throwaway PostgreSQL cluster. Every member read
 * and every back-office list, search and statistic (requests.ts) is loaded by autocannon through
 * the real server in production mode (10 connections, a member of the sample or a search of the
 * rotation per call); then each runs once more with auto_explain on, and its plans are kept
 * (plans.ts). The connection log's purge and the outbox claim are timed through the server's own
 * functions, before the server starts (it purges at start-up).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { purgeConnectionLogs } from '../../src/server/admin/connectionLogRetention';
import { claimNextDue } from '../../src/server/mail/outboxDelivery';
import { openPostgres } from '../../src/server/db/postgres';
import { startPortal, type RunningServer } from '../lib/portalServer';
import { startPostgres, type PgCluster } from '../lib/postgres';
import { clusterPids, cpuSince } from '../lib/processCpu';
import { round } from '../lib/stats';
import { browserCookies } from '../server';
import { FILLED_TABLES, fillUserId, fillStreams, HEAVY_MEMBERS, helpersSql } from './fill';
import { describeActivity, sampleActivity, settle, type ClusterActivity } from './clusterActivity';
import { bigSeqScans, explainEverything, PlanLog, planSummary, SCALE_CLUSTER_OPTIONS, tableRows, unreadableLogLines, type StatementPlan } from './plans';
import { backOfficeRequests, MEMBER_REQUESTS, type Kind, type SampleMember, type ScaleRequest } from './requests';

export const SCALE_MEMBERS = Number(process.env.BENCH_SCALE_MEMBERS ?? 1_000_000);
const SECONDS = Number(process.env.BENCH_SCALE_SECONDS ?? 4);
const CONNECTIONS = 10;
const SAMPLE = 40;
/** seconds of warm-up per portal process before the scale-out's measure */
const SCALE_OUT_WARM_S = 2;
export const SCALE_BUDGETS: Record<Kind, number> = { member: 20, list: 200, statistic: 1000 };
export const MEMBER_GROWTH_BUDGET = 2;
const PASSWORD = 'Demo#2026pass';
const STAFF = 'admin@demo.fr';

export interface Latency {
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
}

export interface ScaleRow {
  name: string;
  kind: Kind;
  demo: Latency;
  scale: Latency;
  /** p50 at a million ÷ p50 on the demo */
  growth: number;
  budgetMs: number;
  seqScans: string[];
  /** what the cluster did besides the requests while each load ran (clusterActivity.ts) */
  activity: { demo: ClusterActivity; scale: ClusterActivity };
  ok: boolean;
}

export interface FilledCounts {
  members: number;
  contrats: number;
  beneficiaires: number;
  decomptes: number;
  lines: number;
  demandes: number;
  demandeStatuts: number;
  connectionLogs: number;
  courriers: number;
  notifications: number;
  featureChanges: number;
  outboxBacklog: number;
  users: number;
}

export interface ScaleResult {
  members: number;
  counts: FilledCounts;
  fillSeconds: number;
  rows: ScaleRow[];
  /** lines of the cluster's log that were not a JSON entry (a plan may be missing where one was) */
  unreadableLogLines: number;
  purge: { deleted: number; ms: number; seqScans: string[] };
  outboxClaim: { backlog: number; claims: number; p50Ms: number; p99Ms: number; seqScans: string[] };
  scaleOut: {
    processes: number;
    requestsPerSec: number;
    p99Ms: number;
    errors: number;
    /** CPU time of the portal's processes, and of PostgreSQL's, per request served */
    portalCpuPerRequestMs: number;
    postgresCpuPerRequestMs: number;
    /** both together ÷ the time of the load: the number of cores when every one is busy */
    coresBusy: number;
    /** backends waiting for a lock, autovacuum and checkpoints during the load */
    activity: ClusterActivity;
  }[];
  plansFile: string;
}

const log = (text: string) => console.error(`  scale: ${text}`);
const since = (start: number) => round((performance.now() - start) / 1000, 1);

async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

/** Migrations and the demo seed, by the server itself; then stopped. */
async function prepared(cluster: PgCluster, name: string): Promise<string> {
  const url = await cluster.database(name);
  const portal = await startPortal({ databaseUrl: url });
  await portal.stop();
  return url;
}

/** The fill (fill.ts): secondary indexes off, two streams at once, indexes back, statistics. */
export async function fill(url: string, members: number): Promise<number> {
  const start = performance.now();
  const [a, b] = [await connect(url), await connect(url)];
  try {
    const { rows: demo } = await a.query<{ password_hash: string }>("SELECT password_hash FROM users WHERE user_name = 'adherent@demo.fr'");
    await a.query(helpersSql(members));
    const { rows: indexes } = await a.query<{ indexname: string; indexdef: string }>(
      `SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' AND tablename = ANY ($1)
          AND indexname NOT IN (SELECT conname FROM pg_constraint)`,
      [FILLED_TABLES],
    );
    for (const index of indexes) await a.query(`DROP INDEX ${index.indexname}`);
    for (const client of [a, b]) await client.query("SET session_replication_role = replica; SET work_mem = '256MB'");
    const { people, activity } = fillStreams(members, demo[0].password_hash);
    const run = async (client: pg.Client, statements: [string, string][]) => {
      for (const [name, sql] of statements) {
        const t = performance.now();
        await client.query(sql);
        log(`${name} (${since(t)} s)`);
      }
    };
    await Promise.all([run(a, people), run(b, activity)]);
    log(`rows written (${since(start)} s); indexes`);
    const halves = [indexes.filter((_, i) => i % 2 === 0), indexes.filter((_, i) => i % 2 === 1)];
    await Promise.all([a, b].map(async (client, i) => {
      for (const index of halves[i]) await client.query(index.indexdef);
    }));
    for (const table of FILLED_TABLES) {
      const { rows: serial } = await a.query<{ seq: string | null }>(`SELECT pg_get_serial_sequence('${table}', 'id') AS seq`);
      if (serial[0].seq) await a.query(`SELECT setval('${serial[0].seq}', (SELECT max(id) FROM ${table}))`);
    }
    log(`indexes (${since(start)} s); analyze`);
    await Promise.all([a, b].map(async (client, i) => {
      for (const table of FILLED_TABLES.filter((_, j) => j % 2 === i)) await client.query(`VACUUM (ANALYZE) ${table}`);
    }));
    // the counts the database keeps by trigger (migrations 900, 910, 920 and 960), from what was written without them
    await Promise.all([
      a.query('SELECT connexions_par_jour_rebuild(); SELECT demandes_par_jour_rebuild(); SELECT comptes_par_client_rebuild(); SELECT membres_audience_rebuild()'),
      b.query('SELECT noms_comptes_rebuild()'),
    ]);
    // vacuumed as well: autovacuum came for these rebuilt tables a minute later, during the demo's loads
    await a.query('VACUUM (ANALYZE) connexions_par_jour, demandes_par_jour, demandes_par_mois, comptes_par_client, membres_audience, audience_effectifs, noms_comptes');
    await verifyTriggerColumns(a);
    await a.query('DROP SCHEMA scale_fill CASCADE');
  } finally {
    await Promise.all([a.end(), b.end()]);
  }
  return since(start);
}

/**
 * What the fill wrote itself (triggers off) equals what the database's triggers write, on a sample:
 * each acte's stored JSON text and its décompte's kept columns (migrations 580 and 930), each
 * account's kept name (migration 910).
 */
async function verifyTriggerColumns(client: pg.Client): Promise<void> {
  const samples = [
    { table: 'actes_remboursement', columns: "json_item || '|' || tiers_payant || '|' || date_paiement", sample: 'SYSTEM (0.01) WHERE id > 1000000', touch: 'num_pers = num_pers' },
    { table: 'users', columns: "nom_compte || '|' || prenom_compte", sample: 'SYSTEM (0.1) WHERE adherent_id IS NOT NULL', touch: 'adherent_id = adherent_id' },
  ];
  await client.query('SET session_replication_role = origin');
  for (const { table, columns, sample, touch } of samples) {
    await client.query('BEGIN');
    try {
      const { rows: before } = await client.query<{ id: string; kept: string }>(`SELECT id::text, ${columns} AS kept FROM ${table} TABLESAMPLE ${sample} LIMIT 500`);
      const { rows: after } = await client.query<{ id: string; kept: string }>(
        `UPDATE ${table} SET ${touch} WHERE id::text = ANY ($1::text[]) RETURNING id::text, ${columns} AS kept`,
        [before.map((row) => row.id)],
      );
      const written = new Map(after.map((row) => [row.id, row.kept]));
      const wrong = before.filter((row) => written.get(row.id) !== row.kept);
      if (!before.length || wrong.length) throw new Error(`fill: ${wrong.length} of ${before.length} ${table}.${columns} differ from the trigger's (${wrong[0]?.kept} ≠ ${written.get(wrong[0]?.id)})`);
    } finally {
      await client.query('ROLLBACK');
    }
  }
}

/** The rows the database holds after the fill, as the results report them. */
async function countsOf(url: string): Promise<FilledCounts> {
  const client = await connect(url);
  try {
    const count = async (table: string) => Number((await client.query(`SELECT count(*)::bigint AS n FROM ${table}`)).rows[0].n);
    return {
      members: await count('adherents'),
      contrats: await count('contrats'),
      beneficiaires: await count('beneficiaires'),
      decomptes: await count('decomptes'),
      lines: await count('actes_remboursement'),
      demandes: await count('demandes'),
      demandeStatuts: await count('demande_statuts'),
      connectionLogs: await count('connection_logs'),
      courriers: await count('courriers'),
      notifications: await count('notifications'),
      featureChanges: await count('feature_changes'),
      outboxBacklog: await count('outbox'),
      users: await count('users'),
    };
  } finally {
    await client.end();
  }
}

/**
 * Members of the sample, one per call in turn: the heavy ones spread through it, one every
 * SAMPLE / 5 calls, the first one first (the plans are taken as it and as the last member), and
 * members of the default client (the host's) between them. Side by side, the five heavy members'
 * requests were sent together once per turn of the sample and waited behind each other on two
 * cores; members arrive independently of each other, and a hundred heavy ones among a million
 * never come five at a time.
 */
function sampleNumbers(members: number): number[] {
  const heavy = [1, 2, 3, 4, 5].filter((n) => n <= members);
  const others: number[] = [];
  for (let i = 1; others.length < SAMPLE - heavy.length; i++) {
    const n = HEAVY_MEMBERS + 1 + ((i * 7_919 * 104_729) % Math.max(1, members - HEAVY_MEMBERS));
    if (n % 10 < 7 && n <= members && !others.includes(n)) others.push(n);
  }
  const sample = [...others];
  heavy.forEach((n, i) => sample.splice(i * Math.floor(SAMPLE / heavy.length), 0, n));
  return sample;
}

async function logins(portal: RunningServer, url: string, userNames: string[]): Promise<SampleMember[]> {
  const client = await connect(url);
  try {
    const out: SampleMember[] = [];
    for (const userName of userNames) {
      const { rows } = await client.query<{ numero: string }>(
        `SELECT k.numero_contrat_individuel AS numero FROM users u JOIN contrats k ON k.adherent_id = u.adherent_id
          WHERE u.user_name = $1 ORDER BY k.is_actif DESC, k.numero_contrat_individuel LIMIT 1`,
        [userName],
      );
      out.push({ numero: rows[0]?.numero ?? '', cookie: await browserCookies(portal.url, { userName, password: PASSWORD }) });
    }
    return out;
  } finally {
    await client.end();
  }
}

async function loadOne(base: string, request: ScaleRequest, sample: SampleMember[], seconds: number, connections = CONNECTIONS): Promise<Latency> {
  let call = 0;
  const next = () => {
    const member = sample[call % sample.length];
    return { path: request.path(member, call++), cookie: member.cookie };
  };
  const result = await autocannon({
    url: base,
    connections,
    duration: seconds,
    requests: [{ setupRequest: (req: Record<string, unknown>) => {
      const { path: p, cookie } = next();
      return { ...req, method: 'GET', path: p, headers: { cookie } };
    } }],
  } as unknown as autocannon.Options);
  return { requestsPerSec: round(result.requests.average, 0), p50Ms: result.latency.p50, p99Ms: result.latency.p99, errors: result.errors + result.timeouts + result.non2xx };
}

interface Measured {
  latency: Latency;
  activity: ClusterActivity;
  plans: StatementPlan[];
}

/** Each request: a check that it answers 200, a warm-up, the load, then its plans (one call as a heavy member, one as another). */
async function measureAll(portal: RunningServer, url: string, cluster: PgCluster, members: SampleMember[], staff: SampleMember[], requests: ScaleRequest[]): Promise<Map<string, Measured>> {
  const out = new Map<string, Measured>();
  const database = new URL(url).pathname.slice(1);
  const admin = await connect(cluster.url);
  try {
    await settle(admin, (text) => log(`${database} ${text}`));
    await loadEach(portal, database, admin, members, staff, requests, out);
    await planEach(portal, url, cluster, database, admin, members, staff, requests, out);
  } finally {
    await explainEverything(admin, false);
    await admin.end();
  }
  return out;
}

/** The loads of measureAll, each with what the cluster did meanwhile. */
async function loadEach(portal: RunningServer, database: string, admin: pg.Client, members: SampleMember[], staff: SampleMember[], requests: ScaleRequest[], out: Map<string, Measured>): Promise<void> {
  for (const request of requests) {
    const sample = request.kind === 'member' ? members : staff;
    const first = request.path(sample[0], 0);
    const check = await fetch(`${portal.url}${first}`, { headers: { cookie: sample[0].cookie } });
    if (!check.ok) throw new Error(`${request.name} (${first}): ${check.status} ${(await check.text()).slice(0, 200)}`);
    await loadOne(portal.url, request, sample, 1);
    const sampler = sampleActivity(admin, database);
    const latency = await loadOne(portal.url, request, sample, SECONDS);
    const activity = await sampler.stop();
    out.set(request.name, { latency, activity, plans: [] });
    log(`${database} ${request.name}: p50 ${latency.p50Ms} / p99 ${latency.p99Ms} ms${latency.errors ? `, ${latency.errors} errors` : ''}${describeActivity(activity)}`);
  }
}

/** Each request once more with auto_explain on: its plans (one call as a heavy member, one as another). */
async function planEach(portal: RunningServer, url: string, cluster: PgCluster, database: string, admin: pg.Client, members: SampleMember[], staff: SampleMember[], requests: ScaleRequest[], out: Map<string, Measured>): Promise<void> {
  const target = await connect(url);
  const rowsByTable = await tableRows(target);
  await target.end();
  const planLog = new PlanLog(cluster.dir);
  await explainEverything(admin, true);
  for (const request of requests) {
    const sample = request.kind === 'member' ? members.slice(0, 1).concat(members.slice(-1)) : staff;
    // A statement still running from a load (a slow statistic's last calls) would be logged as this request's.
    await idle(admin, database);
    await planLog.mark();
    for (const [i, who] of sample.entries()) await fetch(`${portal.url}${request.path(who, i)}`, { headers: { cookie: who.cookie } });
    out.get(request.name)!.plans = await planLog.since(database);
    const scans = bigSeqScans(out.get(request.name)!.plans, rowsByTable);
    if (scans.length) log(`${database} ${request.name}: ${scans.join('; ')}`);
  }
}

/** Waits (two minutes at most) until no statement runs on `database`: the plans logged next are the next request's. */
async function idle(admin: pg.Client, database: string): Promise<void> {
  for (let waited = 0; waited < 120_000; waited += 200) {
    const { rows } = await admin.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND state = 'active' AND pid <> pg_backend_pid()",
      [database],
    );
    if (rows[0].n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The purge and the claim, through the server's own functions, with their plans. */
async function purgeAndClaim(url: string, cluster: PgCluster, rowsByTable: Map<string, number>) {
  const db = await openPostgres(url, 2);
  const admin = await connect(cluster.url);
  const planLog = new PlanLog(cluster.dir);
  const database = new URL(url).pathname.slice(1);
  try {
    await explainEverything(admin, true);
    await planLog.mark();
    const t = performance.now();
    const deleted = await purgeConnectionLogs(db, new Date(), 12);
    const purgeMs = round(performance.now() - t, 0);
    const purgePlans = await planLog.since(database);
    await explainEverything(admin, false);
    const backlog = Number((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox WHERE sent_at IS NULL AND failed_at IS NULL')).rows[0].n);
    const times: number[] = [];
    for (let i = 0; i < 300; i++) {
      const c = performance.now();
      if (!(await claimNextDue(db, ['mail'], 60_000))) throw new Error('outbox: nothing to claim');
      times.push(performance.now() - c);
    }
    await explainEverything(admin, true);
    await planLog.mark();
    await claimNextDue(db, ['mail'], 60_000);
    const claimPlans = await planLog.since(database);
    await explainEverything(admin, false);
    // the backlog is the bench's: gone before the server starts (it would try to send it)
    await db.query("DELETE FROM outbox WHERE recipient LIKE '%@exemple.fr'");
    // what autovacuum would do about these two bulk deletes a minute later, in the middle of the
    // loads (seen: VACUUM of outbox during the demo's reads): done now, before any figure
    await db.exec('VACUUM (ANALYZE) outbox, connection_logs');
    times.sort((x, y) => x - y);
    return {
      purge: { deleted, ms: purgeMs, seqScans: bigSeqScans(purgePlans, rowsByTable), plans: purgePlans },
      outboxClaim: {
        backlog,
        claims: times.length,
        p50Ms: round(times[Math.floor(times.length / 2)], 2),
        p99Ms: round(times[Math.floor(times.length * 0.99)], 2),
        seqScans: bigSeqScans(claimPlans, rowsByTable),
        plans: claimPlans,
      },
    };
  } finally {
    await admin.end();
    await db.close();
  }
}

/**
 * 1, 2 and 4 portal processes on the million-member database, the same member reads, 10
 * connections in all (3 + 3 + 2 + 2 for four). V8 optimises a process's code after enough calls
 * of its own, so the processes are warmed together for SCALE_OUT_WARM_S seconds each: every
 * process gets as many warm-up calls as one alone (1 s split four ways measured them still
 * warming). Beside the throughput: the CPU one request cost the portal's processes and
 * PostgreSQL's, how busy both cores were, and how often a backend waited for a lock held by
 * another (sampled every 50 ms): shared state that serialised processes would show there.
 */
async function scaleOut(url: string, cluster: PgCluster, members: SampleMember[]): Promise<ScaleResult['scaleOut']> {
  const mix: ScaleRequest = {
    name: 'lectures de l’adhérent',
    kind: 'member',
    path: (member, call) => MEMBER_REQUESTS[call % MEMBER_REQUESTS.length].path(member, call),
  };
  const database = new URL(url).pathname.slice(1);
  const admin = await connect(cluster.url);
  const out: ScaleResult['scaleOut'] = [];
  try {
    await settle(admin, (text) => log(`scale-out ${text}`));
    for (const processes of [1, 2, 4]) {
      // one after the other: several starting at once on two busy cores can pass Fastify's plugin timeout
      const portals: RunningServer[] = [];
      for (let i = 0; i < processes; i++) portals.push(await startPortal({ databaseUrl: url }));
      const connections = (i: number) => Math.floor(CONNECTIONS / processes) + (i < CONNECTIONS % processes ? 1 : 0);
      try {
        await Promise.all(portals.map((portal, i) => loadOne(portal.url, mix, members, SCALE_OUT_WARM_S * processes, connections(i))));
        const portalCpu = cpuSince(portals.map((portal) => portal.pid));
        const postgresCpu = cpuSince(clusterPids(cluster.dir)); // after the warm-up: the pools' backends are open
        const sampler = sampleActivity(admin, database);
        const start = performance.now();
        const runs = await Promise.all(portals.map((portal, i) => loadOne(portal.url, mix, members, SECONDS * 2, connections(i))));
        const elapsedMs = performance.now() - start;
        const activity = await sampler.stop();
        const requestsPerSec = runs.reduce((sum, r) => sum + r.requestsPerSec, 0);
        const requests = requestsPerSec * (elapsedMs / 1000);
        const [portalMs, postgresMs] = [portalCpu(), postgresCpu()];
        out.push({
          processes,
          requestsPerSec,
          p99Ms: Math.max(...runs.map((r) => r.p99Ms)),
          errors: runs.reduce((sum, r) => sum + r.errors, 0),
          portalCpuPerRequestMs: round(portalMs / requests, 2),
          postgresCpuPerRequestMs: round(postgresMs / requests, 2),
          coresBusy: round((portalMs + postgresMs) / elapsedMs, 2),
          activity,
        });
        const row = out.at(-1)!;
        log(`${processes} process(es): ${row.requestsPerSec} req/s, CPU per request ${row.portalCpuPerRequestMs} + ${row.postgresCpuPerRequestMs} ms, lock waits ${row.activity.lockWaits} of ${row.activity.samples}${describeActivity(row.activity)}`);
      } finally {
        await Promise.all(portals.map((portal) => portal.stop()));
      }
    }
  } finally {
    await admin.end();
  }
  return out;
}

export async function benchScale(): Promise<ScaleResult> {
  const cluster = await startPostgres(SCALE_CLUSTER_OPTIONS);
  if (!cluster) throw new Error('PostgreSQL absent');
  try {
    log('migrations and demo seed (two databases)');
    const demoUrl = await prepared(cluster, 'scale_demo');
    const bigUrl = await prepared(cluster, 'scale_million');
    log(`fill: ${SCALE_MEMBERS} members`);
    const fillSeconds = await fill(bigUrl, SCALE_MEMBERS);
    const counts = await countsOf(bigUrl);
    log(`filled in ${fillSeconds} s: ${JSON.stringify(counts)}`);
    const probe = await connect(bigUrl);
    const rowsByTable = await tableRows(probe);
    await probe.end();
    const { purge, outboxClaim } = await purgeAndClaim(bigUrl, cluster, rowsByTable);
    log(`purge ${purge.deleted} rows in ${purge.ms} ms; claim p99 ${outboxClaim.p99Ms} ms`);

    const requests = [...MEMBER_REQUESTS, ...backOfficeRequests()];
    const results = new Map<string, Map<string, Measured>>();
    let bigMembers: SampleMember[] = [];
    for (const [label, url] of [['demo', demoUrl], ['million', bigUrl]] as const) {
      const portal = await startPortal({ databaseUrl: url });
      try {
        const userNames = label === 'demo' ? ['adherent@demo.fr'] : await userNamesOf(url, sampleNumbers(SCALE_MEMBERS));
        const members = await logins(portal, url, userNames);
        const staff = [{ numero: '', cookie: await browserCookies(portal.url, { userName: STAFF, password: PASSWORD }) }];
        log(`${label}: ${members.length} members logged in; measuring ${requests.length} requests`);
        results.set(label, await measureAll(portal, url, cluster, members, staff, requests));
        if (label === 'million') bigMembers = members;
      } finally {
        await portal.stop();
      }
    }
    const scaleOutRows = await scaleOut(bigUrl, cluster, bigMembers);

    const plansFile = path.resolve(import.meta.dirname, '../scale-plans.json');
    const plans: Record<string, unknown> = { purge: purge.plans, outboxClaim: outboxClaim.plans };
    const rows: ScaleRow[] = requests.map((request) => {
      const demo = results.get('demo')!.get(request.name)!;
      const big = results.get('million')!.get(request.name)!;
      plans[request.name] = big.plans.map((statement) => ({ ...statement, summary: planSummary([statement]) }));
      const seqScans = bigSeqScans(big.plans, rowsByTable);
      const growth = round(big.latency.p50Ms / Math.max(demo.latency.p50Ms, 0.5), 2);
      const budgetMs = SCALE_BUDGETS[request.kind];
      const ok = big.latency.requestsPerSec > 0 && big.latency.p99Ms <= budgetMs && !seqScans.length && big.latency.errors === 0 && (request.kind !== 'member' || growth <= MEMBER_GROWTH_BUDGET);
      return { name: request.name, kind: request.kind, demo: demo.latency, scale: big.latency, growth, budgetMs, seqScans, activity: { demo: demo.activity, scale: big.activity }, ok };
    });
    writeFileSync(plansFile, `${JSON.stringify(plans, null, 1)}\n`);
    const strip = <T extends { plans: unknown }>({ plans: _plans, ...rest }: T) => rest;
    return { members: SCALE_MEMBERS, counts, fillSeconds, rows, purge: strip(purge), outboxClaim: strip(outboxClaim), scaleOut: scaleOutRows, plansFile: path.basename(plansFile), unreadableLogLines: unreadableLogLines.length };
  } finally {
    await cluster.stop();
  }
}

async function userNamesOf(url: string, numbers: number[]): Promise<string[]> {
  const client = await connect(url);
  try {
    const out: string[] = [];
    for (const n of numbers) {
      const { rows: found } = await client.query<{ user_name: string }>('SELECT user_name FROM users WHERE id = $1', [fillUserId(n)]);
      if (found[0]) out.push(found[0].user_name);
    }
    return out;
  } finally {
    await client.end();
  }
}
