import { describe, expect, it } from 'vitest';
import { compareVersions, isBelowMinimum, parseVersion } from './version.ts';

describe('app versions', () => {
  it('reads dotted numbers and nothing else', () => {
    expect(parseVersion('1.0.28')).toEqual([1, 0, 28]);
    expect(parseVersion(' 2 ')).toEqual([2]);
    expect(parseVersion('1.0.x')).toBeNull();
    expect(parseVersion('v1.0')).toBeNull();
    expect(parseVersion('1..2')).toBeNull();
    expect(parseVersion('')).toBeNull();
  });

  it('compares part by part as numbers, a missing part counting as 0', () => {
    expect(compareVersions('1.0.28', '1.0.3')).toBeGreaterThan(0);
    expect(compareVersions('1.0.3', '1.0.28')).toBeLessThan(0);
    expect(compareVersions('1.0', '1.0.0')).toBe(0);
    expect(compareVersions('1.0.28', '1.0.28')).toBe(0);
    expect(compareVersions('2', '1.99.99')).toBeGreaterThan(0);
    expect(compareVersions('1.0.28', 'soon')).toBeNull();
  });

  it('is below the minimum only when a real minimum is newer than the app', () => {
    expect(isBelowMinimum('1.0.28', '1.0.29')).toBe(true);
    expect(isBelowMinimum('1.0.28', '1.1')).toBe(true);
    expect(isBelowMinimum('1.0.28', '1.0.28')).toBe(false);
    expect(isBelowMinimum('1.0.28', '1.0.9')).toBe(false);
    expect(isBelowMinimum('1.0.28', '')).toBe(false);
    expect(isBelowMinimum('1.0.28', undefined)).toBe(false);
    // A minimum that is not a version cannot lock every player out.
    expect(isBelowMinimum('1.0.28', 'latest')).toBe(false);
  });
});
