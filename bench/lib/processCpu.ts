/**
 * CPU time of processes from Linux's /proc (user + system, in ms): what a load cost the portal's
 * processes and PostgreSQL's, to tell a limit of the cores from a wait on shared state.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The fields of /proc/<pid>/stat after the command's name (which may hold spaces and parentheses). */
function statFields(pid: number): string[] {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/** utime + stime of a process, in ms (clock ticks of 10 ms). */
export function processCpuMs(pid: number): number {
  const fields = statFields(pid);
  // after the command: state is field 3, ppid 4, utime 14 and stime 15 (1-based in proc(5))
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** The postmaster of the cluster in `clusterDir` (tests/server/globalSetup.ts: its data in data/) and its backends. */
export function clusterPids(clusterDir: string): number[] {
  const postmaster = Number(readFileSync(path.join(clusterDir, 'data', 'postmaster.pid'), 'utf8').split('\n')[0]);
  const children = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry)).map(Number).filter((pid) => {
    try {
      return Number(statFields(pid)[1]) === postmaster;
    } catch {
      return false; // ended meanwhile
    }
  });
  return [postmaster, ...children];
}

/** The CPU time `pids` spend from now until the returned function is called (a process that ended counts what it had). */
export function cpuSince(pids: number[]): () => number {
  const last = new Map(pids.map((pid) => [pid, processCpuMs(pid)]));
  const start = new Map(last);
  return () => {
    for (const pid of pids) {
      try {
        last.set(pid, processCpuMs(pid));
      } catch {
        // ended: its last reading stands
      }
    }
    return pids.reduce((sum, pid) => sum + last.get(pid)! - start.get(pid)!, 0);
  };
}
