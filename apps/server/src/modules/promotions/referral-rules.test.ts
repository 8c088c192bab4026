import { describe, expect, it } from 'vitest';
import { isQualifiedInvitee, qualifiedInvitees, qualifyingSince } from './referral-rules.ts';
import type { InviteeFacts } from './types/promotion-type.ts';

const START = new Date('2031-03-01T00:00:00.000Z');
const RULE = { since: START, qualifyingDeposit: 10_000 };

const invitee = (over: Partial<InviteeFacts> = {}): InviteeFacts => ({
  playerId: 7, nickname: 'friend', registeredAt: new Date('2031-03-02T00:00:00.000Z'), mobileBound: true, status: 'active',
  sharesDeviceWithInviter: false, linked: false, totalRecharge: 10_000, firstRechargeAt: new Date('2031-03-02T01:00:00.000Z'), ...over,
});

describe('the qualified-invitee rule (decision 082)', () => {
  it('counts a new, bound, active invitee with enough credited deposits on a device of their own', () => {
    expect(isQualifiedInvitee(invitee(), RULE)).toBe(true);
    // At the start itself counts (the start is inclusive); exactly the qualifying deposit counts.
    expect(isQualifiedInvitee(invitee({ registeredAt: START, totalRecharge: 10_000 }), RULE)).toBe(true);
  });

  it('leaves out each invitee that misses one condition', () => {
    expect(isQualifiedInvitee(invitee({ registeredAt: new Date(START.getTime() - 1) }), RULE)).toBe(false);
    expect(isQualifiedInvitee(invitee({ mobileBound: false }), RULE)).toBe(false);
    expect(isQualifiedInvitee(invitee({ totalRecharge: 9_999 }), RULE)).toBe(false);
    expect(isQualifiedInvitee(invitee({ status: 'banned' }), RULE)).toBe(false);
    expect(isQualifiedInvitee(invitee({ status: 'closed' }), RULE)).toBe(false);
    expect(isQualifiedInvitee(invitee({ sharesDeviceWithInviter: true }), RULE)).toBe(false);
    expect(isQualifiedInvitee(invitee({ linked: true }), RULE)).toBe(false);
  });

  it('with no start, any registration time counts; a zero deposit rule needs no deposit', () => {
    expect(isQualifiedInvitee(invitee({ registeredAt: new Date('2020-01-01T00:00:00.000Z') }), { since: null, qualifyingDeposit: 0 })).toBe(true);
    expect(isQualifiedInvitee(invitee({ totalRecharge: 0 }), { since: null, qualifyingDeposit: 0 })).toBe(true);
  });

  it('filters a list keeping order, and an instance without a start counts from its creation', () => {
    const list = [invitee({ playerId: 1 }), invitee({ playerId: 2, linked: true }), invitee({ playerId: 3 })];
    expect(qualifiedInvitees(list, RULE).map((i) => i.playerId)).toEqual([1, 3]);
    const createdAt = new Date('2031-01-01T00:00:00.000Z');
    expect(qualifyingSince({ startsAt: null, createdAt })).toBe(createdAt);
    expect(qualifyingSince({ startsAt: START, createdAt })).toBe(START);
  });
});
