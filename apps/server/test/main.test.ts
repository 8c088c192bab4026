import { spawn } from 'node:child_process';
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));
// Resolved here: the server runs from a scratch directory where a bare 'tsx' would not resolve.
const TSX = createRequire(import.meta.url).resolve('tsx');

const freePort = () => new Promise<number>((resolve) => {
  const server = createServer().listen(0, '127.0.0.1', () => {
    const { port } = server.address() as { port: number };
    server.close(() => resolve(port));
  });
});

interface Started { child: ChildProcessWithoutNullStreams; output: () => string; exited: Promise<number | null> }

function startServer(cwd: string, env: Record<string, string>): Started {
  // The process environment may point tests at PostgreSQL; the server under test uses its own data directory.
  const { DATABASE_URL: _db, TEST_DB: _t, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', pathToFileURL(TSX).href, MAIN], { cwd, env: { ...inherited, LOG_LEVEL: 'info', ...env } });
  let text = '';
  child.stdout.on('data', (d: Buffer) => { text += d.toString(); });
  child.stderr.on('data', (d: Buffer) => { text += d.toString(); });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => text, exited };
}

async function waitFor(check: () => boolean, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('main', () => {
  it('starts on a data directory, refuses a second server on it, and stops cleanly on SIGTERM', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'server-main-'));
    const port = await freePort();
    const first = startServer(cwd, { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: './data', PASSWORD_PRIVATE_KEY: '' });
    try {
      // Generous: a first start generates the RSA key and migrates a fresh embedded database, on a shared CI machine.
      await waitFor(() => first.output().includes('Server listening'), 60_000);
      const health = await fetch(`http://127.0.0.1:${port}/healthz`);
      expect(await health.json()).toEqual({ status: 'ok' });
      expect(existsSync(join(cwd, 'data', 'keys', 'password-rsa.pem'))).toBe(true);
      // Logs are JSON lines.
      for (const line of first.output().trim().split('\n')) expect(() => JSON.parse(line), line).not.toThrow();

      const second = startServer(cwd, { PORT: String(await freePort()), DATA_DIR: './data' });
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain(`data directory ./data is in use by process ${first.child.pid}`);

      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);
      expect(first.output()).toContain('shutting down');
      expect(existsSync(join(cwd, 'data', 'server.lock'))).toBe(false);
    } finally {
      first.child.kill('SIGKILL');
    }
  }, 120_000);

  it('exits with the names of invalid settings', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'server-main-'));
    const bad = startServer(cwd, { PORT: 'eighty', REGISTER_TYPE: 'email' });
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toContain('PORT:');
    expect(bad.output()).toContain('REGISTER_TYPE:');
  });
});
