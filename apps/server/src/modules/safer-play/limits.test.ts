import { describe, expect, it } from 'vitest';
import { philippinePeriod } from './limit-periods.ts';
import { playerChange } from './limits.ts';
import type { LimitRow } from './limits-store.ts';

const NOW = new Date('2030-05-15T03:00:00Z');
const DAY_LOSS = { kind: 'loss', period: 'day' } as const;
const row = (amount: number | null, pending: LimitRow['pending'] = null): LimitRow => ({ kind: 'loss', period: 'day', amount, pending });
const waiting = (amount: number | null) => ({ amount, requestedAt: new Date('2030-05-14T00:00:00Z'), effectiveAt: new Date('2030-05-15T00:00:00Z') });

describe('playerChange', () => {
  it('applies a first or lower value at once, dropping what waits', () => {
    expect(playerChange(null, DAY_LOSS, 500, NOW)).toEqual({ next: row(500), change: 'applied' });
    expect(playerChange(row(500, waiting(900)), DAY_LOSS, 400, NOW)).toEqual({ next: row(400), change: 'applied' });
  });

  it('the value in force again cancels a waiting raise, and is no change without one', () => {
    expect(playerChange(row(500, waiting(900)), DAY_LOSS, 500, NOW)).toEqual({ next: row(500), change: 'cancelled' });
    expect(playerChange(row(500), DAY_LOSS, 500, NOW)).toBeNull();
  });

  it('a raise or removal waits 24 hours; asking again for the same does not restart the wait', () => {
    const effectiveAt = new Date(NOW.getTime() + 24 * 3_600_000);
    expect(playerChange(row(500), DAY_LOSS, 501, NOW)).toEqual({ next: row(500, { amount: 501, requestedAt: NOW, effectiveAt }), change: 'requested' });
    expect(playerChange(row(500), DAY_LOSS, null, NOW)).toEqual({ next: row(500, { amount: null, requestedAt: NOW, effectiveAt }), change: 'requested' });
    expect(playerChange(row(500, waiting(900)), DAY_LOSS, 900, NOW)).toBeNull();
    expect(playerChange(row(500, waiting(900)), DAY_LOSS, 1000, NOW)?.next.pending).toEqual({ amount: 1000, requestedAt: NOW, effectiveAt });
    expect(playerChange(null, DAY_LOSS, null, NOW)).toBeNull();
  });
});

describe('philippinePeriod', () => {
  it('days start at 16:00 UTC, weeks on Monday, months on the 1st (Manila)', () => {
    // 2030-05-15 03:00 UTC is Wednesday 11:00 in Manila.
    expect(philippinePeriod('day', NOW)).toEqual({ start: new Date('2030-05-14T16:00:00Z'), end: new Date('2030-05-15T16:00:00Z') });
    expect(philippinePeriod('week', NOW)).toEqual({ start: new Date('2030-05-12T16:00:00Z'), end: new Date('2030-05-19T16:00:00Z') });
    expect(philippinePeriod('month', NOW)).toEqual({ start: new Date('2030-04-30T16:00:00Z'), end: new Date('2030-05-31T16:00:00Z') });
    // Monday 00:00 in Manila begins a week; 31 December 16:00 UTC begins January.
    expect(philippinePeriod('week', new Date('2030-05-19T16:00:00Z')).start).toEqual(new Date('2030-05-19T16:00:00Z'));
    expect(philippinePeriod('month', new Date('2030-12-31T16:00:00Z'))).toEqual({ start: new Date('2030-12-31T16:00:00Z'), end: new Date('2031-01-31T16:00:00Z') });
  });
});
