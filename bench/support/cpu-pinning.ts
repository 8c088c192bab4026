/**
 * Gives PostgreSQL CPUs of its own (Linux sched_setaffinity through util-linux's taskset), as a
 * database server has in production, so that a figure compares the database work per operation
 * of a subject and its anchor rather than how the app server and the database share two CPUs.
 */
import { execFileSync } from 'node:child_process';
import { cpus } from 'node:os';
import { descendants } from './cpu.ts';

export interface Pinning {
  /** CPU list of PostgreSQL (the postmaster, every process it has and every backend it forks later). */
  database: string;
  /** CPU list of everything else: this process and what it starts from now on (servers, load generators, pgbench). */
  rest: string;
}

/** BENCH_PIN=database: PostgreSQL on the first half of the CPUs, the rest on the other half; null otherwise. */
export function pinningFromEnv(): Pinning | null {
  if (process.env.BENCH_PIN !== 'database') return null;
  const count = cpus().length;
  if (count < 2) throw new Error('BENCH_PIN=database needs at least 2 CPUs');
  const half = Math.floor(count / 2);
  const range = (from: number, to: number) => (from === to ? String(from) : `${from}-${to}`);
  return { database: range(0, half - 1), rest: range(half, count - 1) };
}

const setAffinity = (pid: number, cpuList: string) => {
  // -a: every thread of the process.
  execFileSync('taskset', ['-a', '-p', '-c', cpuList, String(pid)], { stdio: 'ignore' });
};

/** Pins the PostgreSQL server of `postmaster` and then this process (its later children inherit it). */
export function applyPinning(pinning: Pinning, postmaster: number): void {
  for (const pid of [postmaster, ...descendants(postmaster)]) setAffinity(pid, pinning.database);
  setAffinity(process.pid, pinning.rest);
}
