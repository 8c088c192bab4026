import { afterEach, describe, expect, it, vi } from 'vitest';
import { StorageKey } from '../../shared/storage/keys.ts';
import { track } from '../../shared/tracking/track.ts';
import { trackFirstLoginMenuEntry } from './first-login-menu.ts';

vi.mock('../../shared/tracking/track.ts', () => ({ track: vi.fn() }));

describe('first_enter_loginmenu', () => {
  afterEach(() => localStorage.removeItem(StorageKey.firstEnterLoginMenu));

  it('is sent once per device, with the stored timestamp of the first entry', () => {
    trackFirstLoginMenuEntry(1_900_000_000_000);
    trackFirstLoginMenuEntry(1_900_000_500_000);
    expect(vi.mocked(track).mock.calls).toEqual([['first_enter_loginmenu', { firstEnterTime: 1_900_000_000_000 }]]);
    expect(localStorage.getItem(StorageKey.firstEnterLoginMenu)).toBe('1900000000000');
  });

  it('is not sent when the device entered before', () => {
    vi.mocked(track).mockClear();
    localStorage.setItem(StorageKey.firstEnterLoginMenu, '1800000000000');
    trackFirstLoginMenuEntry();
    expect(track).not.toHaveBeenCalled();
  });
});
