import { WalletErrcode } from '@casino/contract';
import { isCallError, isClientError } from '../../shared/api/errors.ts';

/**
 * Every money movement carries a requestId chosen here; the server moves money at most once
 * per id and answers a repeat with the first result.
 */
export function newRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID exists only in secure contexts; a site served over plain http still needs ids.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** No answer came, or the server is still working on it: the money may or may not have moved. */
export function outcomeUnknown(error: unknown): boolean {
  if (isClientError(error)) return true;
  return isCallError(error) && error.errcode === WalletErrcode.RequestInProgress;
}

/**
 * One requestId per action. While the outcome of an action is unknown, repeating the same
 * action (same `key`: direction and amount) reuses its id, so a retry after a timeout cannot
 * move the money twice. Once the outcome is known a new action gets a new id.
 */
export function createRequestIds(makeId: () => string = newRequestId) {
  let pending: { key: string; id: string } | null = null;
  return {
    take(key: string): string {
      if (pending?.key !== key) pending = { key, id: makeId() };
      return pending.id;
    },
    /** Call with the action's result: success (no error) or the error it failed with. */
    settle(error?: unknown): void {
      if (error === undefined || !outcomeUnknown(error)) pending = null;
    },
  };
}
export type RequestIds = ReturnType<typeof createRequestIds>;
