import { NICKNAME_LENGTH_MAX, NICKNAME_LENGTH_MIN, NICKNAME_PATTERN_SOURCE } from '@casino/contract';

const NICKNAME = new RegExp(NICKNAME_PATTERN_SOURCE, 'u');
/** What a nickname may hold, one character at a time (the pattern's character class). */
const NICKNAME_CHARACTER = /[\p{L}\p{M}\p{N}._ -]/u;

/**
 * A nickname made from a name given elsewhere (the LINE profile name): the characters a
 * nickname may hold, single spaces, at most the longest nickname. null when too little is left.
 */
export function nicknameFrom(name: string): string | null {
  const kept = Array.from(name).filter((c) => NICKNAME_CHARACTER.test(c)).join('')
    .replace(/\s+/g, ' ').trim().replace(/^[^\p{L}\p{N}]+/u, '');
  // Lengths count as the contract counts them (UTF-16 units), never splitting a character.
  let cut = '';
  for (const c of kept) {
    if (cut.length + c.length > NICKNAME_LENGTH_MAX) break;
    cut += c;
  }
  cut = cut.trim();
  return cut.length >= NICKNAME_LENGTH_MIN && NICKNAME.test(cut) ? cut : null;
}
