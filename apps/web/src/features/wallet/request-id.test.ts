import { describe, expect, it } from 'vitest';
import { WalletErrcode } from '@casino/contract';
import { CallError, ClientError, ClientErrorKind } from '../../shared/api/errors.ts';
import { createRequestIds, newRequestId } from './request-id.ts';

const refused = (errcode: number) => new CallError('safeboxDeposit', { code: 200, errcode });

describe('request ids of money movements', () => {
  it('are fresh ids the contract accepts (8-64 letters, digits, - or _)', () => {
    const a = newRequestId();
    expect(a).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(newRequestId()).not.toBe(a);
  });

  it('still works where randomUUID is missing (plain http)', () => {
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(newRequestId()).toMatch(/^[0-9a-f]{32}$/);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });

  it('reuse the id when the same action is retried after an unknown outcome', () => {
    let n = 0;
    const ids = createRequestIds(() => `request-${++n}`);
    const first = ids.take('in:1000');
    ids.settle(new ClientError(ClientErrorKind.Timeout));
    expect(ids.take('in:1000')).toBe(first);
    ids.settle(refused(WalletErrcode.RequestInProgress));
    expect(ids.take('in:1000')).toBe(first);
  });

  it('give a new id once the outcome is known, or for a different action', () => {
    let n = 0;
    const ids = createRequestIds(() => `request-${++n}`);
    expect(ids.take('in:1000')).toBe('request-1');
    ids.settle();
    expect(ids.take('in:1000')).toBe('request-2');
    ids.settle(refused(WalletErrcode.InsufficientBalance));
    expect(ids.take('in:1000')).toBe('request-3');
    ids.settle(new ClientError(ClientErrorKind.Network));
    expect(ids.take('out:1000')).toBe('request-4');
  });
});
