import { vi } from 'vitest';

/**
 * Stands in for the server's /admin/api: each call name answers from a queue of envelopes (the
 * last one repeats). Records what was sent, so tests check the requests too.
 */
export function stubServer(answers: Record<string, Array<Record<string, unknown>>>) {
  const sent: Array<{ name: string; body: Record<string, unknown>; init: RequestInit }> = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    const name = url.replace('/admin/api/', '');
    sent.push({ name, body: JSON.parse(String(init.body)) as Record<string, unknown>, init });
    const queue = answers[name];
    if (!queue || queue.length === 0) return new Response(JSON.stringify({ code: 404, errcode: 404, msg: 'Not found' }), { status: 404 });
    const answer = queue.length > 1 ? queue.shift() : queue[0];
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return { sent, fetch };
}

export const ok = (payload: Record<string, unknown> = {}) => ({ code: 200, errcode: 0, ...payload });
