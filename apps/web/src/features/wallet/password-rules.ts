import { SAFEBOX_PASSWORD_LENGTH } from '@casino/contract';

export type SafeboxPasswordProblem = 'currentRequired' | 'length' | 'mismatch';

/**
 * The server's rule (6 to 64 characters, counted as the player sees them, so an emoji is one)
 * and the confirmation, checked before anything is encrypted and sent.
 */
export function checkSafeboxPassword(input: { current?: string; password: string; confirmation: string }): SafeboxPasswordProblem | null {
  if (input.current !== undefined && input.current === '') return 'currentRequired';
  const length = [...input.password].length;
  if (length < SAFEBOX_PASSWORD_LENGTH.min || length > SAFEBOX_PASSWORD_LENGTH.max) return 'length';
  if (input.password !== input.confirmation) return 'mismatch';
  return null;
}
