import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { calls } from './calls/index.ts';
import { describeFirstIssue, fieldPath } from './issues.ts';
import { findControlCharacter } from './text-rules.ts';

describe('control characters', () => {
  it('are found in values and keys at any depth, and named by path', () => {
    expect(findControlCharacter({ a: 'fine', b: [{ c: 'x\u0000y' }] })).toEqual(['b', 0, 'c']);
    expect(findControlCharacter({ 'k\u001b': 1 })).toEqual(['k\u001b']);
    expect(findControlCharacter({ a: 'tab\tlf\ncr\r', b: 'naïve ₱ 😀' })).toBeNull();
    expect(findControlCharacter('\u007f')).toEqual([]);
    expect(findControlCharacter('\u0085')).toEqual([]);
  });

  it('are refused by every call of the contract', () => {
    const login = calls.accountLogin.request.safeParse({
      account: 'ab\u0000cd', password: 'QUJD', clientReferrer: 'ph', channel: 'WEB', appId: 'demo', platform: 0,
    });
    expect(login.success).toBe(false);
    expect(login.error && describeFirstIssue(login.error)).toEqual({ field: 'account', reason: 'must not contain control characters' });
  });
});

describe('field paths in refusals', () => {
  it('are shortened in the middle when deep, and bounded in length', () => {
    expect(fieldPath([])).toBe('body');
    expect(fieldPath(['a', 0, 'b'])).toBe('a.0.b');
    expect(fieldPath(['x', ...Array.from({ length: 1000 }, () => 0), 'y'])).toBe('x.0.0.0.0.0.…(994 more).0.y');
    expect(fieldPath(['k'.repeat(5000)]).length).toBeLessThanOrEqual(200);
  });

  it('a deep issue of a real schema stays short', () => {
    let deep: unknown = 'leaf';
    for (let i = 0; i < 500; i++) deep = [deep];
    type Nested = string | Nested[];
    const schema: z.ZodType<Nested> = z.lazy(() => z.union([z.number().transform(String), z.array(schema)])) as z.ZodType<Nested>;
    const parsed = schema.safeParse(deep);
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(describeFirstIssue(parsed.error).field.length).toBeLessThanOrEqual(200);
  });
});
