import { describe, expect, it } from 'vitest';
import { MONEY_LIMIT_MAX } from '@casino/contract';
import { parseLimitAmount, parseSessionMinutes, usedPercent } from './limit-amount.ts';
import { formatPhilippineTime } from './philippine-time.ts';
import { breakEnd } from './break-end.ts';

describe('money limit amounts', () => {
  it.each([
    ['500', 50_000],
    ['500.5', 50_050],
    ['0.29', 29],
    ['1234.56', 123_456],
    ['.01', 1],
    [' 19.99 ', 1_999],
    ['100000000.00', MONEY_LIMIT_MAX],
  ])('%j coins -> %i hundredths, exactly', (text, hundredths) => {
    expect(parseLimitAmount(text)).toBe(hundredths);
  });

  it.each(['', '0', '0.00', '1.234', '-5', '1,000', 'abc', '100000000.01', '1e3'])('refuses %j', (text) => {
    expect(parseLimitAmount(text)).toBeNull();
  });
});

describe('session-time limit minutes', () => {
  it('takes whole minutes from 5 to 1440 only', () => {
    expect(parseSessionMinutes('5')).toBe(5);
    expect(parseSessionMinutes(' 90 ')).toBe(90);
    expect(parseSessionMinutes('1440')).toBe(1440);
    for (const text of ['4', '1441', '60.5', '', 'sixty']) expect(parseSessionMinutes(text)).toBeNull();
  });
});

describe('the progress bar share', () => {
  it('is the used share of the limit, capped at 100', () => {
    expect(usedPercent(0, 50_000)).toBe(0);
    expect(usedPercent(12_345, 50_000)).toBe(24.7);
    expect(usedPercent(60_000, 50_000)).toBe(100);
  });
});

describe('Philippine time', () => {
  it('reads a moment at UTC+8 whatever the device zone, 12-hour', () => {
    expect(formatPhilippineTime(Date.parse('2026-11-30T16:00:00Z'))).toBe('2026-12-01 12:00 AM PHT');
    expect(formatPhilippineTime(Date.parse('2026-12-01T07:07:00Z'))).toBe('2026-12-01 3:07 PM PHT');
  });

  it('a time-out ends hours later, a self-exclusion calendar months later (the server\'s rule)', () => {
    const start = Date.parse('2026-11-27T04:00:00Z');
    expect(breakEnd('timeOut', '48h', start)).toBe(Date.parse('2026-11-29T04:00:00Z'));
    expect(breakEnd('timeOut', '2w', start)).toBe(Date.parse('2026-12-11T04:00:00Z'));
    expect(breakEnd('selfExclusion', '6m', start)).toBe(Date.parse('2027-05-27T04:00:00Z'));
    expect(breakEnd('selfExclusion', '5y', start)).toBe(Date.parse('2031-11-27T04:00:00Z'));
  });
});
