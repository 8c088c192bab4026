import { describe, expect, it } from 'vitest';
import { ActivityType } from '@casino/contract';
import { countdownParts, floatingActivityIds, nextHomeModal, passesDateGate, rewardListIds } from './lobby-rules.ts';
import { HOME_MODAL_ORDER, activityTypeOf } from './types/registry.ts';

/** A moment at a Philippine wall-clock time (UTC+8). */
const ph = (iso: string) => new Date(`${iso}+08:00`);
const data = (ids: number[], isBankrupt = false, endTimes: Record<number, number> = {}) => ({
  activityIds: ids, isBankrupt,
  activityMap: Object.fromEntries(ids.map((id) => [String(id), { endTime: endTimes[id] ?? -1 }])),
});

describe('floating icons (§2)', () => {
  it('shows one icon per active activity, in the list order, leaving out the entries drawn elsewhere', () => {
    const ids = [ActivityType.FirstCharge, ActivityType.Tasks, ActivityType.Agent5, ActivityType.VIP];
    expect(floatingActivityIds(data(ids), ph('2031-05-06T12:00:00'))).toEqual([ActivityType.FirstCharge, ActivityType.Agent5]);
  });

  it('shows the supply icon only while the player is bankrupt', () => {
    const now = ph('2031-05-06T12:00:00');
    expect(floatingActivityIds(data([ActivityType.Supply]), now)).toEqual([]);
    expect(floatingActivityIds(data([ActivityType.Supply], true), now)).toEqual([ActivityType.Supply]);
  });

  it('applies the date gates in Philippine time', () => {
    expect(passesDateGate(ActivityType.Christmas, ph('2031-12-26T23:59:59'), -1)).toBe(true);
    expect(passesDateGate(ActivityType.Christmas, ph('2031-12-27T00:00:00'), -1)).toBe(false);
    expect(passesDateGate(ActivityType.Christmas, ph('2031-11-30T23:59:59'), -1)).toBe(false);
    expect(passesDateGate(ActivityType.NewYear, ph('2032-01-15T23:00:00'), -1)).toBe(true);
    expect(passesDateGate(ActivityType.NewYear, ph('2032-01-16T00:00:00'), -1)).toBe(false);
    // 2031-05-10 is a Saturday in Manila while it is still Friday 16:00 in UTC.
    expect(passesDateGate(ActivityType.WeekendLottery, ph('2031-05-10T00:00:00'), -1)).toBe(true);
    expect(passesDateGate(ActivityType.WeekendLottery, ph('2031-05-09T23:59:59'), -1)).toBe(false);
    const end = ph('2031-05-06T12:00:00').getTime();
    expect(passesDateGate(ActivityType.Festival, new Date(end - 1), end)).toBe(true);
    expect(passesDateGate(ActivityType.Festival, new Date(end), end)).toBe(false);
    const gated = data([ActivityType.Christmas, ActivityType.FirstCharge]);
    expect(floatingActivityIds(gated, ph('2031-07-01T10:00:00'))).toEqual([ActivityType.FirstCharge]);
  });
});

describe('lists and the home modal (§4, §5)', () => {
  it('keeps only the sign-up bonus in the reward list', () => {
    expect(rewardListIds([ActivityType.FirstCharge, ActivityType.SignUpBonus, ActivityType.Agent])).toEqual([ActivityType.SignUpBonus]);
  });

  it('shows the first active modal not shown yet, then the next', () => {
    const order = [ActivityType.FirstCharge, ActivityType.InviteFriend1, ActivityType.SignUpBonus];
    const active = [ActivityType.SignUpBonus, ActivityType.FirstCharge];
    expect(nextHomeModal(order, active, [])).toBe(ActivityType.FirstCharge);
    expect(nextHomeModal(order, active, [ActivityType.FirstCharge])).toBe(ActivityType.SignUpBonus);
    expect(nextHomeModal(order, active, [ActivityType.FirstCharge, ActivityType.SignUpBonus])).toBeNull();
  });

  it('has the first-charge type in the registry with its page and modal', () => {
    expect(activityTypeOf(ActivityType.FirstCharge)?.path).toBe('/activity/firstCharge');
    expect(HOME_MODAL_ORDER).toContain(ActivityType.FirstCharge);
  });

  it('counts down to the end and says when it has ended; nothing without an end', () => {
    expect(countdownParts(-1, 0)).toBeNull();
    expect(countdownParts(90_061_000, 0)).toEqual({ days: 1, hours: 1, minutes: 1, seconds: 1, ended: false });
    expect(countdownParts(1_000, 1_000)).toMatchObject({ ended: true });
  });
});
