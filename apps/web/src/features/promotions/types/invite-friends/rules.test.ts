import { describe, expect, it } from 'vitest';
import { awardOf, inviteProgress } from './rules.ts';

describe('invite friends rules', () => {
  it('shows progress as (inviteCount+1)/(required+1), full once reached (§9)', () => {
    expect(inviteProgress(0, 1)).toEqual({ shown: 1, of: 2 });
    expect(inviteProgress(1, 3)).toEqual({ shown: 2, of: 4 });
    expect(inviteProgress(3, 3)).toEqual({ shown: 4, of: 4 });
    expect(inviteProgress(12, 10)).toEqual({ shown: 11, of: 11 });
  });

  it('reads a tier award, and none from bad text', () => {
    expect(awardOf({ award: '[{"id":2001,"count":1000,"betRate":1}]' })).toEqual([{ id: 2001, count: 1000, betRate: 1 }]);
    expect(awardOf({ award: 'nope' })).toEqual([]);
    expect(awardOf({ award: '{}' })).toEqual([]);
  });
});
