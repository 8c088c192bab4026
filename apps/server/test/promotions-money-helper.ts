import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { HouseGame } from '@casino/contract';
import { call } from './helper.ts';
import type { TestApp } from './helper.ts';
import { CHANNEL, drainCallbacks, payOnPage, refOf } from './payments-helper.ts';

/** A deposit made for an activity (recharge3 actType, §9 types; 0 for none), paid on the sandbox's page and credited. */
export async function depositFor(app: TestApp, token: string, amount: number, actType: number): Promise<void> {
  const order = await call(app, 'recharge3', { amount, version: 4, actType, rechargeType: CHANNEL.gcash }, token);
  expect(order.errcode, JSON.stringify(order)).toBe(0);
  expect((await payOnPage(app, refOf(order.payUrl as string))).statusCode).toBe(303);
  await drainCallbacks(app);
}

/**
 * Real bets for the promotions that follow wagering and VIP levels (the fund, the day bonus):
 * spins of the house's Lucky Tiger at `stake` (a bet option) until `total` is bet, which move
 * the wallet's cumulative bet at once; the VIP level follows when the vip.experience job has run.
 */
export async function spin(app: TestApp, token: string, total: number, stake = 10_000): Promise<void> {
  const started = await call(app, 'startGame', { gameId: HouseGame.LuckyTiger }, token);
  expect(started.errcode, JSON.stringify(started)).toBe(0);
  const session = new URL(started.launchUrl!, 'http://casino.test').searchParams.get('session');
  if (!session) throw new Error(`no session in ${started.launchUrl}`);
  if (total % stake !== 0) throw new Error(`${total} is not a whole number of ${stake} stakes`);
  for (let left = total; left > 0; left -= stake) {
    const res = await call(app, 'housePlay', { session, requestId: `req-${randomBytes(8).toString('hex')}`, bet: stake, choice: { kind: 'spin' } });
    expect(res.errcode, JSON.stringify(res)).toBe(0);
  }
}

/**
 * Runs the experience feed until the player's VIP level is `level`. The feed reads a bet only
 * once every older transaction of the database server has ended (transfer-feed.ts), which on a
 * shared PostgreSQL can take a moment.
 */
export async function untilVip(app: TestApp, token: string, level: number): Promise<void> {
  await expect.poll(async () => {
    await app.jobs.runOnce('vip.experience');
    return (await call(app, 'refreshData', {}, token)).vip;
  }, { timeout: 30_000, interval: 200 }).toBe(level);
}
