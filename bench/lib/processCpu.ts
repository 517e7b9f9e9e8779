/**
 * CPU time of processes from Linux's /proc (user + system, in ms): what a load cost the portal's
 * processes and PostgreSQL's, to tell a limit of the cores from a wait on shared state.
 */
import { readdirSync, readFileSync } from 'node:fs';

const TICK_MS = 10; // USER_HZ is 100 on Linux

/** A process's CPU time so far; 0 once it has ended. */
export function processCpuMs(pid: number): number {
  try {
    // the fields after the command's name (which may hold spaces): utime and stime are 14th and 15th
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

/** The processes of every PostgreSQL server running (postmaster and backends). */
export function postgresPids(): number[] {
  return readdirSync('/proc').filter((entry) => /^\d+$/.test(entry)).map(Number).filter((pid) => {
    try {
      return readFileSync(`/proc/${pid}/comm`, 'utf8').startsWith('postgres');
    } catch {
      return false;
    }
  });
}

/** The CPU time of `pids` from now until the returned function is called. */
export function cpuSince(pids: number[]): () => number {
  const start = pids.map(processCpuMs);
  return () => pids.reduce((sum, pid, i) => sum + Math.max(0, processCpuMs(pid) - start[i]), 0);
}
