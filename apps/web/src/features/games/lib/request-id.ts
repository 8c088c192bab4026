import { HouseErrcode } from '@casino/contract';
import { isCallError, isClientError } from '../../../shared/api/errors.ts';

/**
 * A fresh requestId for a game action: 32 hex digits, inside the contract's 8-64 characters of
 * [A-Za-z0-9_-]. The house answers a repeated id with its first answer and moves money once.
 */
export function newRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID().replaceAll('-', '');
  // randomUUID exists only in secure contexts; a site served over plain http still needs ids.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** No answer came, or the house is still working on the first attempt: the round may or may not be played yet. */
export function outcomeUnknown(error: unknown): boolean {
  return isClientError(error) || (isCallError(error) && error.errcode === HouseErrcode.RequestInProgress);
}

/**
 * One requestId per action. While an action's outcome is unknown, repeating it (same `key`)
 * reuses its id: the house then answers with the round it already played instead of playing a
 * second one. Any other answer, success or refusal, ends the action; the next gets a new id.
 */
export function createActionIds(makeId: () => string = newRequestId) {
  let pending: { key: string; id: string } | null = null;
  return {
    take(key: string): string {
      if (pending?.key !== key) pending = { key, id: makeId() };
      return pending.id;
    },
    /** Call with the action's result: nothing on success, or the error it failed with. */
    settle(error?: unknown): void {
      if (error === undefined || !outcomeUnknown(error)) pending = null;
    },
  };
}
export type ActionIds = ReturnType<typeof createActionIds>;
