import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wirePath, SafeboxPasswordWrongReply, WalletErrcode, calls } from '@casino/contract';
import { buildTestApp, encryptPassword, ENRICHMENT, registerPlayer } from './helper.ts';
import type { TestApp } from './helper.ts';
import { checkBooks } from '../src/modules/wallet/books.ts';
import { SAFEBOX_LOCK_MS, SAFEBOX_MAX_FAILURES } from '../src/modules/wallet/safebox.ts';

/**
 * Concurrent debits through real HTTP: 200 moves of 1.00 into the safebox against a balance of
 * 100.00. Exactly 100 may succeed, whatever the interleaving; the rest are refused.
 */
const START_BALANCE = 100_00;
let app: TestApp;
let baseUrl: string;

beforeAll(async () => {
  app = await buildTestApp({ userRegisterCoin: START_BALANCE, databasePoolMax: 20 });
  await app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(() => app.dispose());

async function post(name: keyof typeof calls, body: object, token: string): Promise<Record<string, unknown>> {
  const response = await fetch(baseUrl + wirePath(calls[name]), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ ...ENRICHMENT, ...body }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

describe('wallet over HTTP under concurrency', () => {
  it('200 concurrent debits of 1.00 against 100.00: exactly 100 succeed, the rest are refused, books clean', async () => {
    const player = await registerPlayer(app);
    expect(player.user.coin).toBe(START_BALANCE);

    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) => post('safeboxDeposit', { amount: 100, requestId: `http-race-${String(i).padStart(4, '0')}` }, player.token)),
    );
    const succeeded = results.filter((r) => r.errcode === 0);
    const refused = results.filter((r) => r.errcode !== 0);
    expect(succeeded).toHaveLength(100);
    expect(refused).toHaveLength(100);
    for (const r of refused) expect(r).toMatchObject({ code: 200, errcode: WalletErrcode.InsufficientBalance });

    expect(await post('refreshData', {}, player.token)).toMatchObject({ errcode: 0, coin: 0 });
    expect(await post('getSafebox', {}, player.token)).toMatchObject({ errcode: 0, coin: 0, safebox: START_BALANCE });
    const books = await checkBooks(app.db);
    expect(books.breaches).toEqual([]);
  });

  it('replaying one request id concurrently moves the money once', async () => {
    const player = await registerPlayer(app);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => post('safeboxDeposit', { amount: 250, requestId: 'http-replay-0001' }, player.token)),
    );
    // Every answer is the first result (or a retry hint while it is in flight); never a second move.
    for (const r of results) expect([0, WalletErrcode.RequestInProgress]).toContain(r.errcode);
    expect(await post('getSafebox', {}, player.token)).toMatchObject({ coin: START_BALANCE - 250, safebox: 250 });
    expect((await checkBooks(app.db)).breaches).toEqual([]);
  });
});

/** What a client reads off a refusal is in the JSON as the contract declares it. */
describe('wallet refusals over HTTP', () => {
  it('counts the attempts left down with each wrong safebox password, then locks', async () => {
    const player = await registerPlayer(app);
    expect(await post('safeboxPasswordInit', { password: await encryptPassword(app, 'right-box-1') }, player.token)).toMatchObject({ errcode: 0 });
    const wrong = async (i: number) =>
      post('safeboxWithdraw', { amount: 1, password: await encryptPassword(app, 'wrong-box-1'), requestId: `http-wrong-${i}-0` }, player.token);

    const left: number[] = [];
    for (let i = 1; i < SAFEBOX_MAX_FAILURES; i++) left.push(SafeboxPasswordWrongReply.parse(await wrong(i)).attemptsLeft);
    expect(left).toEqual(Array.from({ length: SAFEBOX_MAX_FAILURES - 1 }, (_, i) => SAFEBOX_MAX_FAILURES - 1 - i));

    const locked = await wrong(SAFEBOX_MAX_FAILURES);
    expect(locked).toMatchObject({ code: 200, errcode: WalletErrcode.SafeboxLocked, retryAfter: SAFEBOX_LOCK_MS / 1000 });
    expect(locked).not.toHaveProperty('attemptsLeft');
  });
});
