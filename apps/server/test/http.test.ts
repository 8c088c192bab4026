import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JumpTarget, calls } from '@casino/contract';
import { buildTestApp, call } from './helper.ts';
import type { TestApp } from './helper.ts';

describe('transport', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.dispose());

  it('answers /healthz after checking the database', async () => {
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers an unknown route with a 404 envelope', async () => {
    for (const [method, url] of [['GET', '/nope'], ['POST', '/app/v1/noSuchCall'], ['GET', '/app/v1/anonymous/appConfig']] as const) {
      const res = await app.inject({ method, url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ code: 404, errcode: 404, msg: 'Not found' });
    }
  });

  it('answers malformed JSON with a 400 envelope, never a 5xx', async () => {
    for (const payload of ['{"account":', '{bad json}', 'null x', '']) {
      const res = await app.inject({ method: 'POST', url: '/app/v1/anonymous/accountLogin', headers: { 'content-type': 'application/json' }, payload });
      expect(res.statusCode, payload).toBe(400);
      const body = res.json();
      expect(body.code).toBe(400);
      expect(body.errcode).toBe(400);
    }
  });

  it('does not echo a malformed body back', async () => {
    const res = await app.inject({ method: 'POST', url: '/app/v1/anonymous/accountLogin', headers: { 'content-type': 'application/json' }, payload: '{"password":"hunter2-secret' });
    expect(res.body).not.toContain('hunter2');
    expect(app.logText()).not.toContain('hunter2');
  });

  it('refuses a body over 64 KiB with 413', async () => {
    const res = await app.inject({
      method: 'POST', url: '/app/v1/anonymous/accountLogin', headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ account: 'x'.repeat(70 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 413, errcode: 413 });
  });

  it('refuses a body that is not JSON', async () => {
    const xml = await app.inject({ method: 'POST', url: '/app/v1/anonymous/appConfig', headers: { 'content-type': 'application/xml' }, payload: '<a/>' });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toMatchObject({ code: 415, errcode: 415 });
    const text = await app.inject({ method: 'POST', url: '/app/v1/anonymous/appConfig', headers: { 'content-type': 'text/plain' }, payload: 'hello' });
    expect(text.json()).toMatchObject({ code: 400, errcode: 400, msg: expect.stringMatching(/^body: /) });
  });

  it('sends security headers with a CSP that fits the player app', async () => {
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toMatch(/img-src [^;]*data:/);
    expect(csp).toMatch(/img-src [^;]*blob:/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // The rest of helmet's defaults, on an API answer and a 404 alike.
    const missing = await app.inject({ method: 'GET', url: '/nope' });
    for (const answer of [res, missing]) {
      expect(answer.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
      expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(answer.headers['referrer-policy']).toBe('no-referrer');
      expect(answer.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(answer.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('logs one line per request once answered, with its status and time', async () => {
    const before = app.logText().length;
    const res = await app.inject({ method: 'POST', url: '/app/v1/anonymous/appConfig', headers: { 'content-type': 'application/json' }, payload: '{"password":"hunter2-secret"' });
    expect(res.statusCode).toBe(400);
    const lines = app.logText().slice(before).trim().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
    const requests = lines.filter((l) => l.msg === 'request');
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ level: 30, method: 'POST', url: '/app/v1/anonymous/appConfig', statusCode: 400 });
    expect(requests[0]?.ms).toBeGreaterThanOrEqual(0);
    expect(typeof requests[0]?.reqId).toBe('string');
    expect(lines.filter((l) => l.msg === 'incoming request' || l.msg === 'request completed')).toEqual([]);
    expect(app.logText().slice(before)).not.toContain('hunter2-secret');
  });

  it('lists every call on /docs and serves the OpenAPI document', async () => {
    const page = await app.inject({ method: 'GET', url: '/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    for (const call of Object.values(calls)) expect(page.body).toContain(call.name);
    expect(page.body).toContain('/docs/openapi.json');
    const doc = await app.inject({ method: 'GET', url: '/docs/openapi.json' });
    expect(doc.statusCode).toBe(200);
    expect(doc.json().openapi).toBe('3.1.0');
  });
});

describe('player app', () => {
  let app: TestApp;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title><div class="boot-splash"><!--home-splash--></div>');
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    writeFileSync(join(dist, 'assets', 'big-abc123.js'), 'console.log("x");\n'.repeat(200));
    writeFileSync(join(dist, 'assets', 'big-abc123.js.br'), brotliCompressSync(readFileSync(join(dist, 'assets', 'big-abc123.js'))));
    writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {})');
    writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"app"}');
    app = await buildTestApp({ webDistDir: dist });
  });
  afterAll(() => app.dispose());

  it('serves index.html at / without caching', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>app</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it("draws a guest's home promo cover into the first page of a home visit only, inside the page", async () => {
    const config = await call(app, 'appConfig', {});
    const plain = config.appPromotionalVideoList!.find((video) => video.clickType === JumpTarget.Game)!;
    // The cover is the server's own drawn picture: the page carries it as a data: address.
    const cover = await app.inject({ method: 'GET', url: plain.coverImg });
    expect(cover.headers['content-type']).toContain('image/webp');
    const inlined = `data:image/webp;base64,${cover.rawPayload.toString('base64')}`;
    for (const url of ['/', '/lobby', '/lobby/home', '/lobby/home?pwa=1']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain(`<img class="boot-splash__cover" src="${inlined}"`);
    }
    for (const url of ['/login', '/lobby/games', '/activity/spin']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.body, url).not.toContain('boot-splash__cover');
      expect(res.body, url).toContain('<!--home-splash-->');
    }
    const compressed = await app.inject({ method: 'GET', url: '/lobby/home', headers: { 'accept-encoding': 'gzip, br' } });
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(compressed.rawPayload).toString()).toContain('boot-splash__cover');
  });

  it('caches hashed assets for a year', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('sends the precompressed copy of an asset when the client accepts it', async () => {
    const compressed = await app.inject({ method: 'GET', url: '/assets/big-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe('console.log("x");\n'.repeat(200));
    const plain = await app.inject({ method: 'GET', url: '/assets/big-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("x");\n'.repeat(200));
  });

  it('serves the service worker and manifest without long caching', async () => {
    const sw = await app.inject({ method: 'GET', url: '/sw.js' });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['cache-control']).toBe('no-cache');
    const manifest = await app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
  });

  it('answers client-side routes with index.html', async () => {
    for (const url of ['/lobby/home', '/login', '/activity/spin?x=1', '/profile/agree/terms']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<title>app</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('keeps server paths and missing files as 404 envelopes', async () => {
    for (const url of ['/app/v1/anonymous/appConfig', '/sandbox/nothing', '/provider/x', '/docs/missing', '/assets/missing.js', '/favicon.ico']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ code: 404, errcode: 404 });
    }
  });
});
