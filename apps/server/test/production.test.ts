import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { CONFIG_DOC, ConfigError, parseConfig } from '../src/platform/config.ts';
import { openPglite } from '../src/platform/db.ts';

const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const TSX = createRequire(import.meta.url).resolve('tsx');
const REFUSAL = 'refusing to start in production with sandbox providers: SMS_PROVIDER=sandbox, PAYMENT_PROVIDER=sandbox, GAME_SANDBOX=true; configure real providers or set ALLOW_SANDBOX=true';

/** Runs the server's entry point in a scratch directory with none of the settings inherited. */
function runMain(env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const inherited = { ...process.env };
  for (const { name } of CONFIG_DOC) delete inherited[name];
  delete inherited.NODE_ENV;
  delete inherited.TEST_DB;
  const cwd = mkdtempSync(join(tmpdir(), 'server-production-'));
  const child = spawn(process.execPath, ['--import', pathToFileURL(TSX).href, MAIN], { cwd, env: { ...inherited, PORT: '0', HOST: '127.0.0.1', ...env } });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => { stdout += d.toString(); });
  child.stderr.on('data', (d: Buffer) => { stderr += d.toString(); });
  // A server that did start is stopped, so the test fails on its exit code instead of hanging.
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  return new Promise((resolve) => child.on('exit', (code) => {
    clearTimeout(timer);
    resolve({ code, stdout, stderr });
  }));
}

describe('production with sandbox providers', () => {
  it('the server process exits non-zero with one line naming the sandboxes and the way out', async () => {
    const run = await runMain({ NODE_ENV: 'production' });
    expect(run.code, run.stdout + run.stderr).toBe(1);
    expect(run.stdout).toBe('');
    const lines = run.stderr.split('\n').filter((line) => line.trim() !== '');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] as string)).toMatchObject({ level: 60, msg: REFUSAL });
  }, 90_000);

  it('buildApp refuses such a configuration before it opens anything, closing a database it was given', async () => {
    const config = { ...parseConfig({}), production: true, dataDir: null };
    await expect(buildApp(config)).rejects.toThrow(ConfigError);
    const db = await openPglite(null);
    await expect(buildApp(config, { database: db })).rejects.toThrow(REFUSAL);
    await expect(db.query('SELECT 1')).rejects.toThrow();
  });
});
