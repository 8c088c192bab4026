import { ItemId } from '@casino/contract';
import type { VipLevel, VipPeriodReward } from '@casino/contract';
import { ok } from '../../test/fixtures.ts';

/** Test helpers of the VIP screen: the seeded level table's first levels and a server that remembers claims. */

const coins = (amount: number) => [{ id: ItemId.Coin, count: amount * 100, betRate: 1 }];
const level = (n: number, betAmount: number, name: string, rewards: Partial<VipLevel> = {}): VipLevel => ({
  level: n, betAmount, name, withdrawDailyMax: null, perks: [], levelUpReward: [], weeklyReward: [], monthlyReward: [], ...rewards,
});

export const VIP_LEVELS: VipLevel[] = [
  level(0, 0, 'Member'),
  level(1, 100_000, 'Bronze', { levelUpReward: coins(10), weeklyReward: coins(2) }),
  level(2, 500_000, 'Silver', {
    levelUpReward: coins(50), weeklyReward: coins(5), monthlyReward: coins(20), withdrawDailyMax: 50_000_000, perks: ['Birthday gift'],
  }),
];

export interface FakeVipState {
  level: number;
  experience: number;
  coin: number;
  received: Set<string>;
}

const NEXT_WEEK = Date.parse('2030-01-06T16:00:00Z');
const NEXT_MONTH = Date.parse('2030-01-31T16:00:00Z');

/** Answers of the VIP calls over one mutable state. */
export function fakeVip(initial: Partial<Omit<FakeVipState, 'received'>> = {}) {
  const state: FakeVipState = { level: 0, experience: 0, coin: 1_000, received: new Set(), ...initial };
  const levelRow = () => VIP_LEVELS.find((l) => l.level === state.level)!;
  const itemsOf = (period: 'weekly' | 'monthly') => (period === 'weekly' ? levelRow().weeklyReward : levelRow().monthlyReward);
  const rewards = (): VipPeriodReward[] => (['weekly', 'monthly'] as const).map((period) => ({
    period, items: itemsOf(period), claimable: itemsOf(period).length > 0 && !state.received.has(period),
    receivedThisPeriod: state.received.has(period), periodStart: 0, nextAt: period === 'weekly' ? NEXT_WEEK : NEXT_MONTH,
  }));
  return {
    state,
    replies: {
      getVipInfo: () => {
        const next = VIP_LEVELS.find((l) => l.level > state.level && l.betAmount > state.experience) ?? null;
        return {
          ...ok, level: state.level, vipExp: Math.floor(state.experience / 100), experience: state.experience, bet: state.experience,
          nextLevel: next?.level ?? null, nextBetAmount: next?.betAmount ?? 0, levels: VIP_LEVELS, rewards: rewards(),
        };
      },
      receiveVipReward: (body: Record<string, unknown>) => {
        const period = body.period as 'weekly' | 'monthly';
        const items = itemsOf(period);
        if (items.length === 0) return { code: 200, errcode: 3101, msg: 'none' };
        if (state.received.has(period)) return { code: 200, errcode: 3102, msg: 'received' };
        state.received.add(period);
        state.coin += items[0]!.count;
        return {
          ...ok, period, nextAt: period === 'weekly' ? NEXT_WEEK : NEXT_MONTH,
          claim: { id: 1, source: 'vip', sourceRef: `${period}:x`, title: 't', items, coin: items[0]!.count, points: 0, turnoverAdded: 0, createdAt: 0, forfeitedAt: null, forfeitReason: null },
          coin: state.coin, lottery: 0, vip: state.level, vipExp: Math.floor(state.experience / 100), userLevel: state.level, bet: state.experience,
        };
      },
    },
  };
}
