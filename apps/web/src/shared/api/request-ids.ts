import { isCallError, isClientError } from './errors.ts';

/**
 * Request ids of calls that must take effect at most once (money movements, game actions): the
 * server answers a repeated id with its first answer.
 */

/** A fresh id: 32 hex digits, inside every contract's 8-64 characters of [A-Za-z0-9_-]. */
export function newRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID().replaceAll('-', '');
  // randomUUID exists only in secure contexts; a site served over plain http still needs ids.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * No answer came, or the server answered `inProgressErrcode` (still working on the first
 * attempt): the action may or may not have taken effect.
 */
export function isOutcomeUnknown(error: unknown, inProgressErrcode: number): boolean {
  return isClientError(error) || (isCallError(error) && error.errcode === inProgressErrcode);
}

/**
 * One requestId per action. While an action's outcome is unknown, repeating it (same `key`)
 * reuses its id, so a retry cannot take effect twice. Any other answer, success or refusal,
 * ends the action; the next gets a new id.
 */
export function createPendingIds(inProgressErrcode: number, makeId: () => string = newRequestId) {
  let pending: { key: string; id: string } | null = null;
  return {
    take(key: string): string {
      if (pending?.key !== key) pending = { key, id: makeId() };
      return pending.id;
    },
    /** Call with the action's result: nothing on success, or the error it failed with. */
    settle(error?: unknown): void {
      if (error === undefined || !isOutcomeUnknown(error, inProgressErrcode)) pending = null;
    },
  };
}
export type PendingIds = ReturnType<typeof createPendingIds>;
