import { describe, expect, it } from 'vitest';
import { CallError, ClientError, ClientErrorKind } from './errors.ts';
import { createPendingIds, newRequestId } from './request-ids.ts';

const IN_PROGRESS = 1129;
const createActionIds = (makeId: () => string) => createPendingIds(IN_PROGRESS, makeId);

describe('request ids of at-most-once calls', () => {
  it('are fresh ids the contract accepts: 8-64 of [A-Za-z0-9_-], no dashes from the UUID', () => {
    const id = newRequestId();
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(newRequestId()).not.toBe(id);
  });

  it('still work where randomUUID is missing (plain http)', () => {
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(newRequestId()).toMatch(/^[0-9a-f]{32}$/);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });

  it('reuse the id when the same action is retried after no answer came', () => {
    let n = 0;
    const ids = createActionIds(() => `request-${++n}`);
    const first = ids.take('play:500:{"kind":"spin"}');
    ids.settle(new ClientError(ClientErrorKind.Timeout));
    expect(ids.take('play:500:{"kind":"spin"}')).toBe(first);
    ids.settle(new ClientError(ClientErrorKind.Network));
    expect(ids.take('play:500:{"kind":"spin"}')).toBe(first);
    // The server is still working on the first attempt.
    ids.settle(new CallError('housePlay', { code: 200, errcode: 1129 }));
    expect(ids.take('play:500:{"kind":"spin"}')).toBe(first);
  });

  it('give a new id after any answer, or for a different action', () => {
    let n = 0;
    const ids = createActionIds(() => `request-${++n}`);
    expect(ids.take('a')).toBe('request-1');
    ids.settle();
    expect(ids.take('a')).toBe('request-2');
    ids.settle(new CallError('housePlay', { code: 200, errcode: 1125 }));
    expect(ids.take('a')).toBe('request-3');
    ids.settle(new ClientError(ClientErrorKind.Network));
    expect(ids.take('b')).toBe('request-4');
  });
});
