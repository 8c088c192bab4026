import type { FastifyInstance } from 'fastify';
import { badInput } from './envelope.ts';

/** Keys that pollute prototypes when a parsed body is merged into another object. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * The path of the first forbidden key anywhere in a parsed JSON value, or null.
 * Iterative, so a deeply nested body cannot exhaust the stack.
 */
export function findForbiddenKey(value: unknown): string | null {
  const stack: Array<{ value: unknown; path: string }> = [{ value, path: '' }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop() as { value: unknown; path: string };
    if (typeof current !== 'object' || current === null) continue;
    if (Array.isArray(current)) {
      current.forEach((item, i) => stack.push({ value: item, path: join(path, String(i)) }));
      continue;
    }
    for (const key of Object.keys(current)) {
      const keyPath = join(path, key);
      if (FORBIDDEN_KEYS.has(key)) return keyPath;
      stack.push({ value: (current as Record<string, unknown>)[key], path: keyPath });
    }
  }
  return null;
}

const join = (path: string, key: string) => (path === '' ? key : `${path}.${key}`);

/** Refuses, as bad input naming the key, any JSON body carrying a forbidden key. */
export function registerBodyGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request, reply) => {
    if (request.body === undefined || request.body === null) return;
    const key = findForbiddenKey(request.body);
    if (key !== null) return reply.send(badInput(key, 'forbidden key'));
  });
}
