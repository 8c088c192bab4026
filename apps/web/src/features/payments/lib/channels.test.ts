import { describe, expect, it } from 'vitest';
import type { RechargeChannel } from '@casino/contract';
import { bindRedirect, channelState, sortChannels } from './channels.ts';

const channel = (changes: Partial<RechargeChannel>): RechargeChannel => ({
  id: 1, name: 'GCash', kind: 'payUrl', bankId: 101, iconH5: '', sort: 1, minAmount: 100_00, maxAmount: 50_000_00, presetAmounts: [], ...changes,
});

describe('deposit channels', () => {
  it('sorts by sort, then id (§3 appRechargeTypeMap)', () => {
    const sorted = sortChannels([channel({ id: 3, sort: 2 }), channel({ id: 2, sort: 1 }), channel({ id: 1, sort: 2 })]);
    expect(sorted.map((c) => c.id)).toEqual([2, 1, 3]);
  });

  it('judges a channel for an amount and the bound accounts', () => {
    const gcash = channel({});
    expect(channelState(gcash, 50_00, new Set([101]))).toBe('outOfRange');
    expect(channelState(gcash, 100_00, new Set([101]))).toBe('available');
    expect(channelState(gcash, 100_00, new Set([102]))).toBe('needsAccount');
    expect(channelState(gcash, null, new Set())).toBe('needsAccount');
    expect(channelState(channel({ bankId: 0 }), 100_00, new Set([201]))).toBe('available');
    expect(channelState(channel({ bankId: 0 }), 100_00, new Set())).toBe('needsAccount');
  });

  it('§5: a channel with a bankId not bound goes to the bind page with back=1 and id', () => {
    expect(bindRedirect(channel({ bankId: 101 }), new Set([102]), '/bindBankCard')).toBe('/bindBankCard?back=1&id=101');
    expect(bindRedirect(channel({ bankId: 101 }), new Set([101]), '/bindBankCard')).toBeNull();
  });

  it('§5: a channel without a bankId goes there with back=1 only when no account is bound', () => {
    expect(bindRedirect(channel({ bankId: 0 }), new Set(), '/lobby/bindBankCard')).toBe('/lobby/bindBankCard?back=1');
    expect(bindRedirect(channel({ bankId: 0 }), new Set([205]), '/bindBankCard')).toBeNull();
  });
});
