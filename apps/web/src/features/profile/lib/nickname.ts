import { NICKNAME_LENGTH_MAX, NICKNAME_LENGTH_MIN, NICKNAME_PATTERN_SOURCE } from '@casino/contract';

const NICKNAME = new RegExp(NICKNAME_PATTERN_SOURCE, 'u');

export type NicknameProblem = 'required' | 'length' | 'chars';

/** The contract's nickname rule, checked before sending: what is wrong with it, or null. */
export function checkNickname(nickname: string): NicknameProblem | null {
  const trimmed = nickname.trim();
  if (trimmed === '') return 'required';
  if (trimmed.length < NICKNAME_LENGTH_MIN || trimmed.length > NICKNAME_LENGTH_MAX) return 'length';
  return NICKNAME.test(trimmed) ? null : 'chars';
}
