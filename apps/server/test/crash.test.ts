import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { constants, publicEncrypt, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, wirePath } from '@casino/contract';
import { openPglite, openPostgres } from '../src/platform/db.ts';
import { checkBooks } from '../src/modules/wallet/books.ts';
import { createScratchDatabase, ENRICHMENT, onPostgres } from './helper.ts';

/**
 * The server process is killed (SIGKILL) while money moves, then started again on the same
 * data: the books must balance and every move the client saw succeed must still be there.
 */
const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const START_BALANCE = 1_000_00;
const PORT = 39000 + (process.pid % 1000);
const base = `http://127.0.0.1:${PORT}`;

let dataDir: string;
let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | null = null;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'casino-crash-'));
  if (onPostgres()) scratch = await createScratchDatabase();
});
afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  await scratch?.drop();
});

function startServer(): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: scratch?.url ?? '',
      USER_REGISTER_COIN: String(START_BALANCE), RATE_LIMIT_SCALE: '0', LOG_LEVEL: 'fatal', WEB_DIST_DIR: join(dataDir, 'no-web'),
    },
    stdio: 'ignore',
  });
}

async function waitHealthy(server: ChildProcess): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch { /* not listening yet */ }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not become healthy');
}

const stopped = (server: ChildProcess) => new Promise<void>((resolve) => (server.exitCode !== null ? resolve() : server.once('exit', () => resolve())));

async function post(name: keyof typeof calls, body: object, token?: string): Promise<Record<string, unknown>> {
  const response = await fetch(base + wirePath(calls[name]), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ ...ENRICHMENT, ...body }),
  });
  return (await response.json()) as Record<string, unknown>;
}

describe('a killed server keeps its books', () => {
  it('SIGKILL during transfers, restart: books clean and every acknowledged move present', async () => {
    let server = startServer();
    await waitHealthy(server);
    const config = await post('appConfig', {});
    const key = `-----BEGIN PUBLIC KEY-----\n${String(config.passwordPublicKey).match(/.{1,64}/g)!.join('\n')}\n-----END PUBLIC KEY-----\n`;
    const password = publicEncrypt({ key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from('crash-test-pass')).toString('base64');
    const registered = await post('accountRegist', { declaration: true, account: `c${randomBytes(6).toString('hex')}`, password });
    expect(registered).toMatchObject({ errcode: 0, coin: START_BALANCE });
    const token = String(registered.token);

    const acknowledged: string[] = [];
    let running = true;
    const worker = async (w: number) => {
      for (let i = 0; running; i++) {
        const requestId = `crash-${w}-${String(i).padStart(6, '0')}`;
        try {
          const r = await post('safeboxDeposit', { amount: 1, requestId }, token);
          if (r.errcode === 0) acknowledged.push(requestId);
        } catch {
          return; // the server is gone
        }
      }
    };
    const workers = [0, 1, 2, 3].map(worker);
    while (acknowledged.length < 50) await new Promise((r) => setTimeout(r, 20));
    server.kill('SIGKILL');
    await stopped(server);
    running = false;
    await Promise.all(workers);

    server = startServer();
    await waitHealthy(server);
    const before = await post('getSafebox', {}, token);
    expect(Number(before.coin) + Number(before.safebox)).toBe(START_BALANCE);
    expect(Number(before.safebox)).toBeGreaterThanOrEqual(acknowledged.length);
    // A move that survived answers its replay with success and moves nothing again.
    for (const requestId of acknowledged) {
      expect(await post('safeboxDeposit', { amount: 1, requestId }, token)).toMatchObject({ errcode: 0 });
    }
    expect(await post('getSafebox', {}, token)).toMatchObject({ coin: before.coin, safebox: before.safebox });

    server.kill('SIGTERM');
    await stopped(server);
    const db = scratch ? await openPostgres(scratch.url, 2) : await openPglite(join(dataDir, 'pglite'));
    try {
      const books = await checkBooks(db);
      expect(books.breaches).toEqual([]);
    } finally {
      await db.close();
    }
  }, 120_000);
});
