import { expect } from 'vitest';
import { ActivityType } from '@casino/contract';
import type { PromotionInput } from '../src/modules/promotions/index.ts';
import { call, registerPlayer } from './helper.ts';
import type { RegisteredPlayer, TestApp } from './helper.ts';
import { bind, drainCallbacks, payOnPage, recharge, refOf } from './payments-helper.ts';

/** Philippine time (UTC+8) as an instant: '2031-12-10T10:00:00' in Manila. */
export const ph = (local: string): Date => new Date(`${local}+08:00`);

/** A deposit paid on the sandbox's page and credited by its callback. */
export async function deposit(app: TestApp, token: string, amount: number): Promise<void> {
  const order = await recharge(app, token, amount);
  expect((await payOnPage(app, refOf(order.payUrl as string))).statusCode).toBe(303);
  await drainCallbacks(app);
}

/** A player with a bound GCash account, ready to deposit. */
export async function withGcash(app: TestApp, token: string): Promise<void> {
  await bind(app, token);
}

export async function activityIds(app: TestApp, token: string) {
  const res = await call(app, 'getActivityIds', {}, token);
  expect(res, JSON.stringify(res)).toMatchObject({ code: 200, errcode: 0 });
  return res as Required<typeof res>;
}

/** The seeded first-charge instance's id. */
export async function seededFirstCharge(app: TestApp): Promise<number> {
  const { rows } = await app.db.query<{ id: number }>("SELECT id FROM promotion_instances WHERE seed_key = 'default:39'");
  return Number(rows[0]!.id);
}

/** Switches every instance off (a test then adds the ones it needs). */
export async function switchAllOff(app: TestApp): Promise<void> {
  await app.db.query('UPDATE promotion_instances SET enabled = false');
}

export const TIERS = [
  { id: 1, price: 10_000, showType: 1 as const, award: [{ id: 2001, count: 5_000, betRate: 1 }, { id: 2002, count: 2_000 }] },
  { id: 2, price: 50_000, showType: 2 as const, award: [{ id: 2001, count: 15_000, betRate: 1 }, { id: 2002, count: 10_000 }, { id: 1201, count: 2 }] },
];

export const firstChargeInput = (over: Partial<PromotionInput> = {}): PromotionInput => ({
  type: ActivityType.FirstCharge, title: 'First charge test', rules: 'Rules of the test offer.', settings: { tiers: TIERS }, sort: 5,
  startTime: null, endTime: null, enabled: true, budgetTotal: null, claimLimit: null, perPlayerLimit: null, periodLimit: null, ...over,
});

/** Adds an instance through the module's back office (what the console's desk calls). */
export async function addInstance(app: TestApp, over: Partial<PromotionInput> = {}): Promise<number> {
  const promotion = await app.db.transaction((tx) => app.face('promotions').backOffice.create(tx, firstChargeInput(over)));
  return promotion.id;
}

/** What an instance's budget row has spent and counted so far. */
export async function budgetOf(app: TestApp, instanceId: number): Promise<{ spent: number; claims: number }> {
  const { rows } = await app.db.query<{ spent: string; claims: string }>('SELECT spent, claims FROM promotion_budgets WHERE instance_id = $1', [instanceId]);
  return { spent: Number(rows[0]!.spent), claims: Number(rows[0]!.claims) };
}

/** `n` new players, registered one after another. */
export async function newPlayers(app: TestApp, n: number): Promise<RegisteredPlayer[]> {
  const out: RegisteredPlayer[] = [];
  for (let i = 0; i < n; i++) out.push(await registerPlayer(app));
  return out;
}
