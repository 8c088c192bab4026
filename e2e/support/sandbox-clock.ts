import { mkdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';

/**
 * The clock site's time (SANDBOX_CLOCK, docs/decisions/075): GET /sandbox/clock reads it, POST
 * moves it forward. Its time is the whole server's, so the specs that move it take turns: each
 * holds the site's lock (a directory, shared by the suite's worker processes) while it runs.
 */

const PH_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

export async function serverNow(request: APIRequestContext, baseURL: string): Promise<number> {
  const res = await request.get(`${baseURL}/sandbox/clock`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { now: number }).now;
}

/** Moves the server to one minute past the next Philippine midnight: the next Philippine day. */
export async function nextPhilippineDay(request: APIRequestContext, baseURL: string): Promise<void> {
  const now = await serverNow(request, baseURL);
  const local = now + PH_OFFSET_MS;
  const midnight = local - (local % DAY_MS) + DAY_MS - PH_OFFSET_MS;
  const res = await request.post(`${baseURL}/sandbox/clock`, { data: { advanceMs: midnight + 60_000 - now } });
  expect(res.ok(), await res.text()).toBe(true);
}

/** A lock older than this was left by a run that died. */
const STALE_MS = 180_000;

function tryLock(path: string): boolean {
  try {
    mkdirSync(path);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    try {
      if (Date.now() - statSync(path).mtimeMs > STALE_MS) rmSync(path, { recursive: true, force: true });
    } catch {
      // Released meanwhile: the next try takes it.
    }
    return false;
  }
}

/** Runs `fn` while holding the clock site's lock, so no other spec moves its time meanwhile. */
export async function withServerClock<T>(port: number, fn: () => Promise<T>): Promise<T> {
  const path = join(tmpdir(), `casino-e2e-clock-${port}.lock`);
  await expect.poll(() => tryLock(path), { timeout: 120_000, intervals: [100] }).toBe(true);
  try {
    return await fn();
  } finally {
    rmSync(path, { recursive: true, force: true });
  }
}
