import { describe, expect, it } from 'vitest';
import { formatClock, formatDate, formatDateTime, fromEpochSeconds } from './time.ts';

describe('time formatting', () => {
  it('uses a 12-hour clock with AM/PM', () => {
    expect(formatClock(new Date(2025, 0, 5, 0, 7))).toBe('12:07 AM');
    expect(formatClock(new Date(2025, 0, 5, 9, 30))).toBe('9:30 AM');
    expect(formatClock(new Date(2025, 0, 5, 12, 0))).toBe('12:00 PM');
    expect(formatClock(new Date(2025, 0, 5, 15, 7, 9), true)).toBe('3:07:09 PM');
    expect(formatClock(new Date(2025, 0, 5, 23, 59))).toBe('11:59 PM');
  });

  it('formats dates and date-times', () => {
    const date = new Date(2025, 0, 5, 15, 7, 9);
    expect(formatDate(date)).toBe('2025-01-05');
    expect(formatDateTime(date)).toBe('2025-01-05 03:07:09 PM');
    expect(formatDateTime(date.getTime())).toBe('2025-01-05 03:07:09 PM');
  });

  it('reads wire timestamps in seconds', () => {
    expect(fromEpochSeconds(1_700_000_000).getTime()).toBe(1_700_000_000_000);
  });
});
