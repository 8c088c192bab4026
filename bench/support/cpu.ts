/**
 * CPU time used by processes and their descendants (Linux /proc), so a benchmark can say what one
 * operation costs each process (the server, PostgreSQL, the load generator) and not only how many
 * it did: on a small shared machine the CPU, not the disk, is what runs out first.
 */
import { readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';

const TICKS_PER_SECOND = 100;

interface Stat { pid: number; ppid: number; seconds: number }

function readStat(pid: number): Stat | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: fields are counted after its last ')'.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    // utime and stime, plus cutime and cstime: children that exited (pgbench's connections) are counted by their parent.
    const ticks = Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    return { pid, ppid: Number(fields[1]), seconds: ticks / TICKS_PER_SECOND };
  } catch {
    return null;
  }
}

/** CPU seconds of this process's children that have exited and been waited for (null where /proc is missing). */
export function exitedChildrenCpuSeconds(): number | null {
  try {
    const text = readFileSync('/proc/self/stat', 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[13]) + Number(fields[14])) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** Every live process's stat, or null where /proc is missing. */
function processTable(): Stat[] | null {
  try {
    return readdirSync('/proc').filter((d) => /^\d+$/.test(d)).map(Number).map(readStat).filter((s): s is Stat => s !== null);
  } catch {
    return null;
  }
}

/** The live descendants of `root` in `stats`. */
function descendantsIn(stats: readonly Stat[], root: number): Stat[] {
  const children = new Map<number, Stat[]>();
  for (const s of stats) children.set(s.ppid, [...(children.get(s.ppid) ?? []), s]);
  const found: Stat[] = [];
  const visit = (pid: number) => {
    for (const child of children.get(pid) ?? []) {
      found.push(child);
      visit(child.pid);
    }
  };
  visit(root);
  return found;
}

/** The live descendants of `root` (empty where /proc is missing). */
export function descendants(root: number): number[] {
  return descendantsIn(processTable() ?? [], root).map((s) => s.pid);
}

/** User + system CPU seconds of `roots` and every live descendant; null where /proc is missing. */
export function cpuSeconds(roots: readonly number[]): number | null {
  const stats = processTable();
  if (stats === null) return null;
  let total = 0;
  for (const root of roots) {
    const stat = stats.find((s) => s.pid === root);
    if (!stat) return null;
    total += stat.seconds + descendantsIn(stats, root).reduce((sum, s) => sum + s.seconds, 0);
  }
  return total;
}

function isPostgres(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim().startsWith('postgres');
  } catch {
    return false;
  }
}

/** The postmaster of the PostgreSQL server at `url`, when it runs on this machine; null otherwise. */
export async function postmasterPid(url: string): Promise<number | null> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    const backend = rows[0] ? readStat(rows[0].pid) : null;
    // A server elsewhere has its own process ids: only a local postgres process is ours to count.
    if (!backend || !isPostgres(backend.pid) || !isPostgres(backend.ppid)) return null;
    return backend.ppid;
  } finally {
    await client.end();
  }
}

/** Counts CPU seconds of some processes between start() and stop(). */
export function cpuMeter(roots: readonly number[]): { start(): void; stop(): number | null } {
  let before: number | null = null;
  return {
    start() { before = cpuSeconds(roots); },
    stop() {
      const after = cpuSeconds(roots);
      return before === null || after === null ? null : after - before;
    },
  };
}
