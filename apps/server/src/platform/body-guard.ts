import type { FastifyInstance } from 'fastify';
import { fieldPath } from '@casino/contract';
import { badInputRefusal, refusalEnvelope } from './refusal.ts';

/** Keys that pollute prototypes when a parsed body is merged into another object. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * The path of the first forbidden key anywhere in a parsed JSON value, or null.
 * Iterative, so a deeply nested body cannot exhaust the stack.
 */
export function findForbiddenKey(value: unknown): string | null {
  // Each entry points at its parent, so a deep body costs one entry per value, not one path copy.
  interface Entry { value: unknown; key: string; parent: Entry | null }
  const pathOf = (entry: Entry): string[] => {
    const keys: string[] = [];
    for (let e: Entry | null = entry; e !== null && e.parent !== null; e = e.parent) keys.push(e.key);
    return keys.reverse();
  };
  const stack: Entry[] = [{ value, key: '', parent: null }];
  while (stack.length > 0) {
    const entry = stack.pop() as Entry;
    const current = entry.value;
    if (typeof current !== 'object' || current === null) continue;
    if (Array.isArray(current)) {
      current.forEach((item, i) => stack.push({ value: item, key: String(i), parent: entry }));
      continue;
    }
    for (const key of Object.keys(current)) {
      const child: Entry = { value: (current as Record<string, unknown>)[key], key, parent: entry };
      // Named as refusals name fields: shortened in the middle when deep.
      if (FORBIDDEN_KEYS.has(key)) return fieldPath(pathOf(child));
      stack.push(child);
    }
  }
  return null;
}

/** Refuses, as bad input naming the key, any JSON body carrying a forbidden key. */
export function registerBodyGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request, reply) => {
    // A body kept raw (the provider gateway's, for its signature) is not parsed JSON: its route checks what it parses.
    if (request.body === undefined || request.body === null || Buffer.isBuffer(request.body)) return;
    const key = findForbiddenKey(request.body);
    if (key !== null) return reply.send(refusalEnvelope(badInputRefusal(key, 'forbidden key')));
  });
}
