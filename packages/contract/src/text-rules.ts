import type { z } from 'zod';

/**
 * Control characters no field of any call accepts: C0 (bar tab, line feed and carriage return),
 * DEL and C1. PostgreSQL refuses U+0000 in text and jsonb outright, and none of the others has a
 * place in a name, an address or an id; refusing them at the contract keeps them out of every
 * present and future call at once.
 */
// eslint-disable-next-line no-control-regex
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
export const CONTROL_CHARACTERS_MESSAGE = 'must not contain control characters';

/** Deeper than any request of the contract: a walk stops here instead of recursing further. */
const MAX_DEPTH = 64;

/** The path of the first string (value or object key) holding a control character, or null. */
export function findControlCharacter(value: unknown, path: Array<string | number> = [], depth = 0): Array<string | number> | null {
  if (typeof value === 'string') return CONTROL_CHARACTERS.test(value) ? path : null;
  if (value === null || typeof value !== 'object' || depth >= MAX_DEPTH) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findControlCharacter(value[i], [...path, i], depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    if (CONTROL_CHARACTERS.test(key)) return [...path, key];
    const found = findControlCharacter(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

/** A refinement for a whole request: one issue naming the first field with a control character. */
export function refuseControlCharacters(value: unknown, ctx: z.RefinementCtx): void {
  const path = findControlCharacter(value);
  if (path) ctx.addIssue({ code: 'custom', path, message: CONTROL_CHARACTERS_MESSAGE });
}
