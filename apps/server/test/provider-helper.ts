import { createHmac } from 'node:crypto';
import { expect } from 'vitest';
import type { TestApp } from './helper.ts';

/** A signed call of a configured game provider to the seamless-wallet gateway, as the provider makes it. */
export async function providerCall(app: TestApp, provider: { code: string; secret: string }, action: string, body: object): Promise<Record<string, unknown>> {
  const raw = JSON.stringify(body);
  const res = await app.inject({
    method: 'POST', url: `/provider/v1/${provider.code}/${action}`, payload: raw,
    headers: { 'content-type': 'application/json', 'x-signature': createHmac('sha256', provider.secret).update(raw).digest('hex') },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as Record<string, unknown>;
}
