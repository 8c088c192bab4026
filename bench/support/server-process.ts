/**
 * An HTTP server in a process of its own (the casino's own main.ts, or the bare Fastify anchor),
 * listening on a free port of 127.0.0.1. With BENCH_PROFILE_DIR set it runs under
 * `node --cpu-prof`, and stopping it (SIGTERM, a clean exit) writes its .cpuprofile there.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { freePort } from '../../scripts/free-port.ts';

export interface ServerProcess {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

const TSX = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
const STARTUP_MS = 120_000;

/** Starts `entry` with PORT and HOST set, and waits until GET /healthz answers. */
export async function startServerProcess(entry: string, env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const profileDir = process.env.BENCH_PROFILE_DIR;
  const flags = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  // Logs go where a production server's stdout would go unread: nowhere. Errors stay visible.
  const child = spawn(process.execPath, [...flags, '--import', TSX, entry], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' }, stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const until = Date.now() + STARTUP_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${entry} exited with ${child.exitCode} before listening`);
    const up = await fetch(`${url}/healthz`).then((r) => r.ok, () => false);
    if (up) break;
    if (Date.now() > until) {
      child.kill('SIGKILL');
      throw new Error(`${entry} did not answer /healthz within ${STARTUP_MS / 1000} s`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    pid: child.pid ?? 0,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(killer);
    },
  };
}
