import { describe, expect, it } from 'vitest';
import type { FirstChargeConfig, FirstChargeState } from '@casino/contract';
import { canPay, prizeButton, prizesOf, receivedProps, shownTiers } from './rules.ts';

const state = (over: Partial<FirstChargeState>): FirstChargeState => ({ awardId: 0, itemStatus: 0, propReceiveList: '[]', expireTime: -1, ...over });
const tier = (id: number): FirstChargeConfig => ({ id, price: id * 10_000, award: '[{"id":2001,"count":500},{"id":2002,"count":100}]', showType: 1, bonusPercent: 105 });

describe('first charge (§4 itemStatus)', () => {
  it('offers every tier with a pay button before the first deposit, none after the offer expired', () => {
    expect(shownTiers(state({}), [tier(1), tier(2)]).map((t) => t.id)).toEqual([1, 2]);
    expect(canPay(state({}), 5)).toBe(true);
    expect(canPay(state({ expireTime: 5 }), 5)).toBe(false);
    expect(prizeButton(state({}), 1, 2001)).toBe('hidden');
  });

  it('shows the tier bought with a Claim button per prize, disabled once its prop id is received', () => {
    const bought = state({ awardId: 2, itemStatus: 1, propReceiveList: '[2001]' });
    expect(shownTiers(bought, [tier(1), tier(2)]).map((t) => t.id)).toEqual([2]);
    expect(canPay(bought, 0)).toBe(false);
    expect(prizeButton(bought, 2, 2001)).toBe('claimed');
    expect(prizeButton(bought, 2, 2002)).toBe('claim');
    expect(prizeButton(state({ awardId: 2, itemStatus: 2, propReceiveList: '[2001,2002]' }), 2, 2002)).toBe('claimed');
  });

  it('reads the JSON texts of §3 safely', () => {
    expect(prizesOf(tier(1))).toEqual([{ id: 2001, count: 500 }, { id: 2002, count: 100 }]);
    expect(prizesOf({ ...tier(1), award: 'not json' })).toEqual([]);
    expect(receivedProps(state({ propReceiveList: '[2001,"x"]' }))).toEqual([2001]);
  });
});
