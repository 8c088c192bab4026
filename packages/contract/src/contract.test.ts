import { describe, expect, it } from 'vitest';
import { calls, wirePath, buildOpenApi, LOGIN_SPECIFIC_ERRCODES, Errcode } from './index.ts';

describe('contract', () => {
  it('puts the auth calls of ARCHITECTURE.md under /anonymous and the rest under /app/v1', () => {
    expect(wirePath(calls.accountLogin)).toBe('/app/v1/anonymous/accountLogin');
    expect(wirePath(calls.smsSend)).toBe('/app/v1/anonymous/smsSend');
    expect(wirePath(calls.refreshData)).toBe('/app/v1/refreshData');
  });

  it('requires the enrichment fields on every request', () => {
    for (const call of Object.values(calls)) {
      const shape = call.request.shape as Record<string, unknown>;
      expect(Object.keys(shape), call.name).toEqual(expect.arrayContaining(['clientReferrer', 'channel', 'appId', 'platform']));
    }
    const parsed = calls.logout.request.safeParse({ clientReferrer: 'ph', channel: 'WEB', appId: 'x', platform: 2 });
    expect(parsed.success).toBe(false);
  });

  it('gives every §8 login errcode a documented meaning', () => {
    const known = new Set<number>(Object.values(Errcode));
    for (const code of LOGIN_SPECIFIC_ERRCODES) expect(known.has(code)).toBe(true);
  });

  it('generates an OpenAPI path per call', () => {
    const doc = buildOpenApi() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toHaveLength(Object.keys(calls).length);
    expect(doc.paths['/app/v1/anonymous/appConfig']).toBeDefined();
  });
});
