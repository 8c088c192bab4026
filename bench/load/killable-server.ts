/**
 * A real server process (apps/server/src/main.ts) that can be killed with SIGKILL and started
 * again on the same loopback port and settings, as the load benchmark and the crash test run
 * several of them. Only the child this object spawned is ever signalled.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const MAIN = fileURLToPath(new URL('../../apps/server/src/main.ts', import.meta.url));
/** How long a start may take before it counts as failed (migrations on a slow machine). */
const START_TIMEOUT_MS = 60_000;
/** SIGTERM's grace before SIGKILL: the server's own shutdown grace is 10 s. */
const STOP_GRACE_MS = 12_000;

export interface KillableServer {
  readonly name: string;
  readonly url: string;
  /** Spawns the server and waits until /healthz answers 200. */
  start(): Promise<void>;
  /** SIGKILL to this server's process, then waits for it to be gone. */
  kill(): Promise<void>;
  /** SIGTERM (graceful), SIGKILL after a grace; waits for the exit. */
  stop(): Promise<void>;
  /** Whether the process is alive. */
  running(): boolean;
  /** The live process's id, or null. */
  pid(): number | null;
}

export interface KillableServerOptions {
  name: string;
  port: number;
  /** Settings by environment (DATABASE_URL, PASSWORD_PRIVATE_KEY, ...), over the inherited environment. */
  env: Record<string, string>;
  /** stdout and stderr are appended here; ignored when left out. */
  logFile?: string;
}

/** Every child still alive when this process exits is killed, so none outlives a crashed run. */
const live = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of live) child.kill('SIGKILL');
});

const exited = (child: ChildProcess): Promise<void> =>
  new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

export function killableServer(options: KillableServerOptions): KillableServer {
  const url = `http://127.0.0.1:${options.port}`;
  let child: ChildProcess | null = null;

  /** The last lines the server wrote, for an error's message. */
  const logTail = () => (options.logFile && existsSync(options.logFile)
    ? `; its last lines:\n${readFileSync(options.logFile, 'utf8').trimEnd().split('\n').slice(-10).join('\n')}`
    : '');

  async function waitHealthy(current: ChildProcess): Promise<void> {
    const deadline = Date.now() + START_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (current.exitCode !== null || current.signalCode !== null) {
        throw new Error(`${options.name} exited during start (${current.exitCode ?? current.signalCode})${logTail()}`);
      }
      try {
        const res = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2_000) });
        if (res.ok) return;
      } catch { /* not listening yet */ }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`${options.name} did not answer /healthz within ${START_TIMEOUT_MS / 1000} s${logTail()}`);
  }

  return {
    name: options.name,
    url,
    async start() {
      if (child && child.exitCode === null && child.signalCode === null) throw new Error(`${options.name} is already running`);
      const log = options.logFile ? openSync(options.logFile, 'a') : null;
      const spawned = spawn(process.execPath, ['--import', 'tsx', MAIN], {
        cwd: REPO_ROOT,
        env: { ...process.env, HOST: '127.0.0.1', PORT: String(options.port), ...options.env },
        stdio: ['ignore', log ?? 'ignore', log ?? 'ignore'],
      });
      if (log !== null) closeSync(log);
      child = spawned;
      live.add(spawned);
      spawned.once('exit', () => live.delete(spawned));
      try {
        await waitHealthy(spawned);
      } catch (err) {
        spawned.kill('SIGKILL');
        await exited(spawned);
        throw err;
      }
    },
    async kill() {
      const current = child;
      if (!current) return;
      current.kill('SIGKILL');
      await exited(current);
    },
    async stop() {
      const current = child;
      if (!current) return;
      current.kill('SIGTERM');
      const force = setTimeout(() => current.kill('SIGKILL'), STOP_GRACE_MS);
      await exited(current);
      clearTimeout(force);
    },
    running: () => child !== null && child.exitCode === null && child.signalCode === null,
    pid: () => (child !== null && child.exitCode === null && child.signalCode === null ? (child.pid ?? null) : null),
  };
}
