import type { ParseKeys, TFunction } from 'i18next';
import { Code } from '@casino/contract';
import { isCallError } from '../api/errors.ts';
import type { CallError } from '../api/errors.ts';

/**
 * What one errcode of a feature's table reads: a catalogue key, or, for a text that needs the
 * refusal's details (retryAfter, attemptsLeft) or the action's context, a function making it.
 */
export type ErrcodeText<Context = undefined> = ParseKeys | ((error: CallError, t: TFunction, context: Context) => string);

/** One feature's errcode -> text table: the refusals it explains in its own words. */
export type ErrcodeTable<Context = undefined> = Readonly<Partial<Record<number, ErrcodeText<Context>>>>;

/**
 * The common tail after a feature's own table: too many requests (with the wait), the server's
 * message for bad input (it names the field), and otherwise `otherwise` or "Request failed (error N)".
 */
export function commonFailureText(error: CallError, t: TFunction, otherwise?: string): string {
  if (error.code === Code.TooMany) return t('common.tooManyAttempts', { seconds: error.retryAfter ?? 60 });
  if (error.code === Code.BadInput && error.serverMessage) return error.serverMessage;
  return otherwise ?? t('common.requestFailed', { code: error.errcode });
}

/**
 * What the player reads when a call fails: no answer is a network error; a refusal is the
 * feature's table text for its errcode, else the common tail (with `otherwise` as its last line).
 */
export function failureText<Context>(
  error: unknown,
  t: TFunction,
  table: ErrcodeTable<Context>,
  context: Context,
  otherwise?: (error: CallError) => string,
): string {
  if (!isCallError(error)) return t('common.networkError');
  const entry = table[error.errcode];
  if (entry !== undefined) return typeof entry === 'function' ? entry(error, t, context) : t(entry);
  return commonFailureText(error, t, otherwise?.(error));
}
