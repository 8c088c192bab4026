import type { Queryable } from '../../platform/db.ts';
import type { CouponTerms } from './items.ts';

/** One row of §3 appPropConfigMap. paramStr is JSON text on the wire, as the spec names it. */
export interface PropConfig {
  propId: number;
  name: string;
  num: number;
  price: number;
  params: PropParams;
}

export interface PropParams {
  limitAmount?: number;
  percent?: boolean;
  maxBonus?: number;
  betRate?: number;
  validDays?: number;
}

interface PropRow { prop_id: number; name: string; num: string | number; price: string | number; param_str: PropParams }

export async function readPropConfigs(q: Queryable): Promise<PropConfig[]> {
  const { rows } = await q.query<PropRow>('SELECT prop_id, name, num, price, param_str FROM prop_configs ORDER BY prop_id');
  return rows.map((r) => ({ propId: r.prop_id, name: r.name, num: Number(r.num), price: Number(r.price), params: r.param_str ?? {} }));
}

/** The app config's appPropConfigMap: num, price and paramStr (JSON text) per prop id. */
export function appPropConfigMap(configs: readonly PropConfig[]): Record<string, { num: number; price: number; paramStr: string }> {
  return Object.fromEntries(configs.map((c) => [String(c.propId), { num: c.num, price: c.price, paramStr: JSON.stringify(c.params) }]));
}

export function couponTerms(config: PropConfig | undefined): CouponTerms {
  const p = config?.params ?? {};
  return {
    num: config?.num ?? 0,
    percent: p.percent === true,
    limitAmount: p.limitAmount ?? 0,
    maxBonus: p.maxBonus ?? 0,
    betRate: p.betRate ?? 1,
  };
}

const COINS = 100;

/**
 * The props a fresh database starts with (operators change them in the console): a general
 * percentage coupon, a fixed coupon and a given coupon, the new-year items and sign-in cards.
 * Written only when the prop is missing, so an operator's edit survives restarts.
 */
export const DEFAULT_PROPS: readonly PropConfig[] = [
  { propId: 1001, name: '10% deposit boost', num: 10, price: 0, params: { percent: true, limitAmount: 100 * COINS, maxBonus: 500 * COINS, betRate: 1, validDays: 30 } },
  { propId: 1201, name: '5.00 deposit coupon', num: 5 * COINS, price: 0, params: { limitAmount: 50 * COINS, betRate: 1, validDays: 30 } },
  { propId: 1301, name: '20.00 gift coupon', num: 20 * COINS, price: 0, params: { limitAmount: 200 * COINS, betRate: 1, validDays: 14 } },
  { propId: 4001, name: 'Ticket', num: 1, price: 0, params: {} },
  { propId: 40001, name: 'Activity point', num: 1, price: 0, params: {} },
  { propId: 40002, name: 'Mystery box', num: 1, price: 0, params: {} },
  { propId: 40003, name: 'Lottery ticket', num: 1, price: 0, params: {} },
  { propId: 40004, name: 'Firework', num: 1, price: 0, params: {} },
  // Sign-in card prices reach the default deposit minimum (100.00), each card its own amount.
  { propId: 6004, name: 'Sign-in card (3 days)', num: 1, price: 100 * COINS, params: {} },
  { propId: 6005, name: 'Sign-in card (7 days)', num: 1, price: 200 * COINS, params: {} },
  { propId: 6006, name: 'Sign-in card (15 days)', num: 1, price: 500 * COINS, params: {} },
  { propId: 6007, name: 'Sign-in card (30 days)', num: 1, price: 1_000 * COINS, params: {} },
];

export async function seedPropConfigs(q: Queryable): Promise<void> {
  for (const p of DEFAULT_PROPS) {
    await q.query(
      'INSERT INTO prop_configs (prop_id, name, num, price, param_str) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (prop_id) DO NOTHING',
      [p.propId, p.name, p.num, p.price, JSON.stringify(p.params)],
    );
  }
}
