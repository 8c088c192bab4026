import { beforeEach, describe, expect, it } from 'vitest';
import { StorageKey } from '../../../shared/storage/keys.ts';
import { noteLevel } from './level-up.ts';

describe('the level-up notice shows once per level up', () => {
  beforeEach(() => localStorage.removeItem(StorageKey.vipLevelSeen));

  it('only notes the first level seen for a player on this device', () => {
    expect(noteLevel(7, 3)).toBe(false);
    expect(noteLevel(7, 3)).toBe(false);
  });

  it('answers true once when the level goes up, then not again', () => {
    noteLevel(7, 0);
    expect(noteLevel(7, 1)).toBe(true);
    expect(noteLevel(7, 1)).toBe(false);
    expect(noteLevel(7, 3)).toBe(true);
  });

  it('keeps players apart, and a stale lower level neither shows nor lowers what was seen', () => {
    noteLevel(7, 2);
    noteLevel(8, 0);
    expect(noteLevel(8, 1)).toBe(true);
    expect(noteLevel(7, 1)).toBe(false);
    expect(noteLevel(7, 2)).toBe(false);
    expect(noteLevel(7, 3)).toBe(true);
  });
});
