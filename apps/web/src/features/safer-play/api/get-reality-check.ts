import type { RealityCheck } from '@casino/contract';
import { call } from '../../../shared/api/client.ts';

/** getRealityCheck: the interval, and the time played and net result of this login's games. */
export async function getRealityCheck(signal?: AbortSignal): Promise<RealityCheck> {
  const { code: _code, errcode: _errcode, msg: _msg, retryAfter: _retryAfter, ...check } = await call('getRealityCheck', {}, { signal });
  return check;
}
