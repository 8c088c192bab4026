import { describe, expect, it } from 'vitest';
import { WalletErrcode } from '@casino/contract';
import { CallError, ClientError, ClientErrorKind } from '../../shared/api/errors.ts';
import { createRequestIds } from './request-id.ts';

const refused = (errcode: number) => new CallError('safeboxDeposit', { code: 200, errcode });

describe('request ids of money movements', () => {
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
