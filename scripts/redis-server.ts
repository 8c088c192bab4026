/**
 * A throw-away redis-server (Debian's, or REDIS_SERVER_BIN) on a free loopback port, without
 * persistence, for tests and benchmarks that run several servers on one Redis:
 *
 *   const redis = await start();   // { url: 'redis://127.0.0.1:PORT', stop() }
 *   ...
 *   await redis.stop();
 *
 * `npx tsx scripts/redis-server.ts` starts one, prints its URL and stops it on Ctrl-C.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.ts';

export interface RedisServer {
  /** redis://127.0.0.1:PORT */
  url: string;
  /** Stops the server (SIGTERM, SIGKILL after a grace) and removes its directory. */
  stop(): Promise<void>;
}

const START_TIMEOUT_MS = 15_000;
const STOP_GRACE_MS = 5_000;
/** Another process may take the free port before redis-server binds it: try a new one. */
const PORT_ATTEMPTS = 3;

/** Whether a Redis on the port answers PING. */
function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
    socket.once('connect', () => socket.write('PING\r\n'));
  });
}

async function startOnce(binary: string): Promise<RedisServer | 'port taken'> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'casino-redis-'));
  const child = spawn(binary, [
    '--port', String(port), '--bind', '127.0.0.1', '--dir', dir,
    '--save', '', '--appendonly', 'no', '--loglevel', 'warning', '--daemonize', 'no',
  ], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => { stderr += chunk.toString(); });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const failed = new Promise<Error>((resolve) => child.once('error', resolve));
  // A test run that dies must not leave its Redis behind.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const cleanUp = () => {
    process.removeListener('exit', killOnExit);
    rmSync(dir, { recursive: true, force: true });
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    const outcome = await Promise.race([failed, answersPing(port)]);
    if (outcome instanceof Error) {
      cleanUp();
      throw new Error(`could not run ${binary} (${outcome.message}): install Debian's redis-server or set REDIS_SERVER_BIN`);
    }
    if (outcome) break;
    if (child.exitCode !== null || child.signalCode !== null) {
      cleanUp();
      if (/address already in use/i.test(stderr)) return 'port taken';
      throw new Error(`${binary} exited at start: ${stderr.trim() || `code ${child.exitCode}`}`);
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      await exited;
      cleanUp();
      throw new Error(`${binary} did not answer on port ${port} within ${START_TIMEOUT_MS / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }

  let stopping: Promise<void> | null = null;
  return {
    url: `redis://127.0.0.1:${port}`,
    stop() {
      stopping ??= (async () => {
        if (child.exitCode === null && child.signalCode === null) {
          child.kill('SIGTERM');
          const force = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
          await exited;
          clearTimeout(force);
        }
        cleanUp();
      })();
      return stopping;
    },
  };
}

/** Starts a redis-server on a free loopback port and waits until it answers. */
export async function start(binary = process.env.REDIS_SERVER_BIN ?? 'redis-server'): Promise<RedisServer> {
  for (let attempt = 1; ; attempt++) {
    const started = await startOnce(binary);
    if (started !== 'port taken') return started;
    if (attempt >= PORT_ATTEMPTS) throw new Error(`${binary}: no free port after ${PORT_ATTEMPTS} attempts`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const redis = await start();
  console.log(redis.url);
  const stop = () => void redis.stop().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
