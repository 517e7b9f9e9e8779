/**
 * The query plans of the scale part, as PostgreSQL ran them for the real server: auto_explain
 * (loaded with the cluster, off until asked) writes every statement's plan with its actual rows,
 * times and buffers to the cluster's JSON log while one request runs; the bench reads the lines
 * that request added. A sequential scan of a table over 100 000 rows is a failure of the part.
 */
import { appendFileSync, closeSync, copyFileSync, existsSync, mkdirSync, openSync, readSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type pg from 'pg';

/**
 * The cluster's settings for the scale part: memory for a million members, auto_explain loaded (its
 * log_min_duration stays off, the default: a setting given here would win over ALTER SYSTEM).
 */
export const SCALE_CLUSTER_OPTIONS = [
  'shared_buffers=2GB', 'effective_cache_size=12GB', 'work_mem=32MB', 'maintenance_work_mem=1GB', 'max_wal_size=16GB',
  'checkpoint_timeout=30min', 'wal_level=minimal', 'max_wal_senders=0', 'random_page_cost=1.1', 'jit=off',
  'max_parallel_maintenance_workers=2', 'shared_preload_libraries=auto_explain',
  'auto_explain.log_format=json', 'auto_explain.log_buffers=on', 'auto_explain.log_nested_statements=on',
  'logging_collector=on', 'log_destination=jsonlog', 'log_directory=log', 'log_filename=postgresql', 'log_rotation_size=0',
].map((setting) => `-c ${setting}`).join(' ');

export const SEQ_SCAN_LIMIT = 100_000;

export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Actual Total Time'?: number;
  Plans?: PlanNode[];
  [key: string]: unknown;
}

export interface StatementPlan {
  query: string;
  durationMs: number;
  plan: PlanNode;
}

export interface RequestPlans {
  statements: StatementPlan[];
  /** « Seq Scan on actes_remboursement (30 000 000 rows) », one per scan of a big table */
  seqScans: string[];
}

/** Turns auto_explain on (every statement, with ANALYZE) or off, for every session of the cluster. */
export async function explainEverything(admin: pg.Client, on: boolean): Promise<void> {
  await admin.query(`ALTER SYSTEM SET auto_explain.log_min_duration = ${on ? 0 : -1}`);
  await admin.query(`ALTER SYSTEM SET auto_explain.log_analyze = ${on ? 'on' : 'off'}`);
  await admin.query('SELECT pg_reload_conf()');
  await new Promise((resolve) => setTimeout(resolve, 300)); // each backend reloads at its next command
}

/** The start of each log line, in this run, that was not a JSON entry: a plan may be missing where one was. */
export const unreadableLogLines: string[] = [];

/** The cluster's JSON log, read from an offset: what one request added. */
export class PlanLog {
  private readonly file: string;
  private offset = 0;

  constructor(clusterDir: string) {
    this.file = path.join(clusterDir, 'data', 'log', 'postgresql.json');
  }

  /** Forget what is already written. */
  async mark(): Promise<void> {
    this.offset = existsSync(this.file) ? statSync(this.file).size : 0;
    await this.completeLines(); // a line being written as the mark was taken belongs to before it
  }

  /** The plans written since mark(), for statements of database `database`. */
  async since(database: string): Promise<StatementPlan[]> {
    await new Promise((resolve) => setTimeout(resolve, 250)); // the collector writes asynchronously
    const plans: StatementPlan[] = [];
    for (const line of (await this.completeLines()).split('\n')) {
      if (!line.trim()) continue;
      const entry = this.entry(line);
      if (!entry) continue;
      const match = entry.dbname === database ? /^duration: ([\d.]+) ms\s+plan:\s*([\s\S]*)$/.exec(entry.message ?? '') : null;
      if (!match) continue;
      const explained = JSON.parse(match[2]) as { 'Query Text': string; Plan: PlanNode };
      plans.push({ query: explained['Query Text'], durationMs: Number(match[1]), plan: explained.Plan });
    }
    return plans;
  }

  /**
   * The whole lines from the offset to the end of the file, the offset moved past them. A long plan
   * reaches the file in several writes: a read can end inside a line (and an offset taken then
   * would start the next read inside it), so this waits, up to 5 s, for the file to end a line.
   */
  private async completeLines(): Promise<string> {
    let bytes: Buffer = Buffer.alloc(0);
    for (let attempt = 0; attempt < 50; attempt++) {
      bytes = this.read(this.offset, existsSync(this.file) ? statSync(this.file).size : 0);
      if (bytes.length === 0 || bytes[bytes.length - 1] === 0x0a) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const end = bytes.lastIndexOf(0x0a) + 1; // a line still unfinished after the wait is left for the next read
    this.offset += end;
    return bytes.subarray(0, end).toString('utf8');
  }

  /**
   * One line of the log as its JSON entry, or null: a line that is not one (seen twice at a million
   * members, never reproduced smaller) is counted and kept aside (bench/.out) rather than failing
   * the part, and the part reports the count beside the plans.
   */
  private entry(line: string): { dbname?: string; message?: string } | null {
    try {
      return JSON.parse(line) as { dbname?: string; message?: string };
    } catch {
      unreadableLogLines.push(line.slice(0, 300));
      const outDir = path.resolve(import.meta.dirname, '../.out');
      mkdirSync(outDir, { recursive: true });
      const first = unreadableLogLines.length === 1; // a run's first one replaces an earlier run's files
      (first ? writeFileSync : appendFileSync)(path.join(outDir, 'scale-unreadable-log-lines.txt'), `offset ${this.offset}: ${line}\n`);
      if (first) copyFileSync(this.file, path.join(outDir, 'scale-postgresql.json'));
      return null;
    }
  }

  private read(from: number, to: number): Buffer {
    const buffer = Buffer.alloc(Math.max(0, to - from));
    if (buffer.length === 0) return buffer;
    const fd = openSync(this.file, 'r');
    try {
      readSync(fd, buffer, 0, buffer.length, from);
    } finally {
      closeSync(fd);
    }
    return buffer;
  }
}

function* nodes(plan: PlanNode): Generator<PlanNode> {
  yield plan;
  for (const child of plan.Plans ?? []) yield* nodes(child);
}

/** The sequential scans of tables over SEQ_SCAN_LIMIT rows (`rowsByTable`: pg_class.reltuples). */
export function bigSeqScans(statements: StatementPlan[], rowsByTable: Map<string, number>): string[] {
  const found: string[] = [];
  for (const statement of statements) {
    for (const node of nodes(statement.plan)) {
      if (!node['Node Type'].endsWith('Seq Scan') || !node['Relation Name']) continue;
      const rows = rowsByTable.get(node['Relation Name']) ?? 0;
      if (rows > SEQ_SCAN_LIMIT) found.push(`${node['Node Type']} on ${node['Relation Name']} (${Math.round(rows).toLocaleString('fr-FR')} lignes)`);
    }
  }
  return [...new Set(found)];
}

/** One line per plan node that read something: type, table/index, actual rows, time. */
export function planSummary(statements: StatementPlan[]): string[] {
  return statements.flatMap((statement) =>
    [...nodes(statement.plan)]
      .filter((node) => node['Relation Name'] || node['Index Name'])
      .map((node) => `${node['Node Type']} ${node['Index Name'] ?? node['Relation Name']}: ${node['Actual Rows']} rows, ${node['Actual Total Time']} ms`),
  );
}

/** reltuples of every table of the database (a partition counts as its own table). */
export async function tableRows(client: pg.Client): Promise<Map<string, number>> {
  const { rows } = await client.query<{ relname: string; n: number }>(
    "SELECT c.relname, c.reltuples::float8 AS n FROM pg_class c JOIN pg_namespace s ON s.oid = c.relnamespace WHERE c.relkind IN ('r', 'p') AND s.nspname = 'public'",
  );
  return new Map(rows.map((row) => [row.relname, Number(row.n)]));
}
