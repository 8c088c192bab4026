import { describe, expect, it } from 'vitest';
import { HouseErrcode } from '@casino/contract';
import { CallError } from '../../../shared/api/errors.ts';
import { createActionIds } from './request-id.ts';

const refused = (errcode: number) => new CallError('housePlay', { code: 200, errcode });

describe('request ids of game actions', () => {
  it('keep the id while the house is still playing the first attempt (1129), and drop it on a refusal', () => {
    let n = 0;
    const ids = createActionIds(() => `request-${++n}`);
    const first = ids.take('play');
    ids.settle(refused(HouseErrcode.RequestInProgress));
    expect(ids.take('play')).toBe(first);
    ids.settle(refused(HouseErrcode.InsufficientBalance));
    expect(ids.take('play')).toBe('request-2');
  });
});
