import { describe, expect, it } from 'vitest';
import { periodAt } from './periods.ts';

describe('VIP reward periods (Philippine time, UTC+8)', () => {
  it('a week runs from Monday 00:00 in Manila, which is Sunday 16:00 UTC', () => {
    // Wednesday 2026-11-25 10:00 in Manila.
    const week = periodAt('weekly', new Date('2026-11-25T02:00:00Z'));
    expect(week).toEqual({ start: new Date('2026-11-22T16:00:00Z'), next: new Date('2026-11-29T16:00:00Z'), label: '2026-11-23' });
  });

  it('Sunday 23:59 in Manila is still the old week; a minute later the new one begins', () => {
    expect(periodAt('weekly', new Date('2026-11-29T15:59:59Z')).label).toBe('2026-11-23');
    expect(periodAt('weekly', new Date('2026-11-29T16:00:00Z')).label).toBe('2026-11-30');
  });

  it('a Monday morning in Manila that is still Sunday in UTC belongs to the new week', () => {
    expect(periodAt('weekly', new Date('2026-11-29T20:00:00Z')).label).toBe('2026-11-30');
  });

  it('a month is the Manila calendar month, across the year end', () => {
    expect(periodAt('monthly', new Date('2026-11-30T15:59:59Z'))).toEqual({
      start: new Date('2026-10-31T16:00:00Z'), next: new Date('2026-11-30T16:00:00Z'), label: '2026-11',
    });
    expect(periodAt('monthly', new Date('2026-11-30T16:00:00Z')).label).toBe('2026-12');
    expect(periodAt('monthly', new Date('2026-12-31T16:30:00Z'))).toEqual({
      start: new Date('2026-12-31T16:00:00Z'), next: new Date('2027-01-31T16:00:00Z'), label: '2027-01',
    });
  });
});
