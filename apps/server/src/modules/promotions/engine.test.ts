import { describe, expect, it, vi } from 'vitest';
import { typed } from './engine.ts';
import type { Instance } from './instance-store.ts';
import { PROMOTION_TYPES } from './types/index.ts';

// A seeded type with settings that carry an object: its seed's settings fit its schema.
const seededType = PROMOTION_TYPES.find((t) => t.seed && typeof t.seed.settings === 'object' && t.seed.settings !== null)!;

const instance = (over: Partial<Instance> = {}): Instance => ({
  id: 9001, type: seededType.type, title: 't', rules: 'r', settings: structuredClone(seededType.seed!.settings) as Record<string, unknown>,
  sort: 0, startsAt: null, endsAt: null, enabled: true, budgetTotal: null, claimLimit: null, perPlayerLimit: null, periodLimit: null,
  createdAt: new Date(0), updatedAt: new Date(0), ...over,
});

describe('typed: an instance with its settings checked against its type', () => {
  it('checks stored settings once: the same stored text reads the same checked, frozen settings', () => {
    const first = typed(instance())!;
    const again = typed(instance({ title: 'renamed' }))!;
    expect(first.settings).toEqual(seededType.settings.parse(seededType.seed!.settings));
    expect(again.settings).toBe(first.settings);
    expect(again.title).toBe('renamed');
    expect(Object.isFrozen(first.settings)).toBe(true);
  });

  it('checks settings again once they change, and refuses settings that no longer fit', () => {
    const fits = typed(instance({ id: 9002 }))!;
    expect(typed(instance({ id: 9002, settings: { nonsense: true } }))).toBeNull();
    const back = typed(instance({ id: 9002 }))!;
    expect(back.settings).toEqual(fits.settings);
    // The same stored settings under another type are checked against that type, not reused.
    const otherType = PROMOTION_TYPES.find((t) => !t.settings.safeParse(seededType.seed!.settings).success)!;
    expect(typed(instance({ id: 9002, type: otherType.type }))).toBeNull();
    expect(typed(instance({ id: 9002 }))!.settings).toEqual(fits.settings);
  });

  it('reads a frozen stored object (the settings cache\'s) without writing it out again, under its own type only', () => {
    const shared = Object.freeze(structuredClone(seededType.seed!.settings) as Record<string, unknown>);
    const first = typed(instance({ id: 9003, settings: shared }))!;
    const stringify = vi.spyOn(JSON, 'stringify');
    try {
      expect(typed(instance({ id: 9003, settings: shared }))!.settings).toBe(first.settings);
      expect(stringify).not.toHaveBeenCalled();
      // Another type given the same object is checked against its own schema.
      const otherType = PROMOTION_TYPES.find((t) => !t.settings.safeParse(seededType.seed!.settings).success)!;
      expect(typed(instance({ id: 9003, type: otherType.type, settings: shared }))).toBeNull();
    } finally {
      stringify.mockRestore();
    }
    expect(typed(instance({ id: 9003, settings: shared }))!.settings).toEqual(first.settings);
  });
});
