import { vi } from 'vitest';

export interface RecordedCall {
  url: string;
  headers: Record<string, string>;
  body: Record<string, unknown>;
}

type Reply = Record<string, unknown> | ((body: Record<string, unknown>) => Record<string, unknown>);

/**
 * Stubs the network boundary (global fetch) with answers keyed by the last path segment,
 * recording every request. Unknown calls fail like a dead network.
 */
export function stubServer(replies: Record<string, Reply>) {
  const calls: RecordedCall[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    calls.push({ url, headers, body });
    const name = url.split('/').pop() ?? '';
    const reply = replies[name];
    if (!reply) throw new TypeError('Failed to fetch');
    const payload = typeof reply === 'function' ? reply(body) : reply;
    return new Response(JSON.stringify(payload), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchStub);
  return { calls, fetch: fetchStub };
}
