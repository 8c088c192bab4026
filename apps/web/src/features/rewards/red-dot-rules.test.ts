import { describe, expect, it } from 'vitest';
import { NO_RED_DOTS } from './api/red-dots.ts';
import { lobbyTabDots, memberDot } from './red-dot-rules.ts';

describe('red-dot rules', () => {
  it('the member dot: task, mail or sign-up bonus, nothing else', () => {
    expect(memberDot(NO_RED_DOTS)).toBe(false);
    for (const flag of ['hasTask', 'hasMail', 'hasSignUpBonus'] as const) expect(memberDot({ ...NO_RED_DOTS, [flag]: true })).toBe(true);
    for (const flag of ['hasFund', 'hasAgent', 'hasFreeBonus'] as const) expect(memberDot({ ...NO_RED_DOTS, [flag]: true })).toBe(false);
  });

  it('tab dots: both for a guest; for a player, rewards by the promotion flags and wallet until the first recharge', () => {
    expect(lobbyTabDots(null, NO_RED_DOTS)).toEqual({ rewards: true, wallet: true });
    expect(lobbyTabDots({ firstRecharge: false }, NO_RED_DOTS)).toEqual({ rewards: false, wallet: true });
    expect(lobbyTabDots({ firstRecharge: true }, NO_RED_DOTS)).toEqual({ rewards: false, wallet: false });
    for (const flag of ['hasSignUpBonus', 'hasFreeBonus', 'hasFund', 'hasAgent'] as const) {
      expect(lobbyTabDots({ firstRecharge: true }, { ...NO_RED_DOTS, [flag]: true }).rewards).toBe(true);
    }
    expect(lobbyTabDots({ firstRecharge: true }, { ...NO_RED_DOTS, hasMail: true, hasTask: true }).rewards).toBe(false);
  });
});
