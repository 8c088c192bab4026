import { mkdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';

/**
 * The clock site's time (SANDBOX_CLOCK, docs/decisions/075): GET /sandbox/clock reads it, POST
 * moves it forward, and POST /sandbox/jobs/{name} runs a background job now. Its time is the
 * whole server's and only moves forward, so the specs that move it take turns: each holds the
 * site's lock (a directory, shared by the suite's worker processes) while it runs, and reckons
 * from the server's time, which earlier specs may have moved already.
 */

const PH_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;
const MINUTE = 60_000;

export async function serverNow(request: APIRequestContext, baseURL: string): Promise<number> {
  const res = await request.get(`${baseURL}/sandbox/clock`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { now: number }).now;
}

/** The first moment of the Philippine day after the instant `now` (UTC+8, no daylight saving). */
export function nextPhilippineMidnight(now: number): number {
  const local = now + PH_OFFSET_MS;
  return local - (local % DAY_MS) + DAY_MS - PH_OFFSET_MS;
}

/** Moves the server's time forward by `advanceMs`. */
export async function advanceClock(request: APIRequestContext, baseURL: string, advanceMs: number): Promise<void> {
  const res = await request.post(`${baseURL}/sandbox/clock`, { data: { advanceMs } });
  expect(res.ok(), await res.text()).toBe(true);
}

/** Moves the server to `minutesPast` minutes (default one) past the next Philippine midnight: the next Philippine day. */
export async function nextPhilippineDay(request: APIRequestContext, baseURL: string, minutesPast = 1): Promise<void> {
  const now = await serverNow(request, baseURL);
  await advanceClock(request, baseURL, nextPhilippineMidnight(now) + minutesPast * 60_000 - now);
}

/**
 * Moves the server's time, when needed, to where its Philippine day has room on both sides: at
 * least 11 minutes past midnight (a settlement's 10 minutes of grace over) and 30 before the next.
 */
export async function roomInPhilippineDay(request: APIRequestContext, baseURL: string): Promise<void> {
  const now = await serverNow(request, baseURL);
  const sinceMidnight = now - (nextPhilippineMidnight(now) - DAY_MS);
  if (nextPhilippineMidnight(now) - now < 30 * MINUTE) await nextPhilippineDay(request, baseURL, 11);
  else if (sinceMidnight < 11 * MINUTE) await advanceClock(request, baseURL, 11 * MINUTE - sinceMidnight);
}

/** Runs a background job of the server now (joining a run in progress); answers its outcome: ran, failed or skipped. */
export async function runJob(request: APIRequestContext, baseURL: string, name: string): Promise<string> {
  const res = await request.post(`${baseURL}/sandbox/jobs/${encodeURIComponent(name)}`);
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { outcome: string }).outcome;
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
