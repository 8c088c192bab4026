import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helper.ts';
import type { TestApp } from './helper.ts';

/** The console's built files under /admin: a bundle apart from the player app's, with its own page fallback. */

const CONSOLE_HTML = '<!doctype html><title>console</title><script type="module" src="/admin/assets/app-1234.js"></script>';
const PLAYER_HTML = '<!doctype html><title>player app</title>';

let app: TestApp;
let dirs: string[];

beforeAll(async () => {
  const adminDist = mkdtempSync(join(tmpdir(), 'casino-admin-dist-'));
  const webDist = mkdtempSync(join(tmpdir(), 'casino-web-dist-'));
  dirs = [adminDist, webDist];
  writeFileSync(join(adminDist, 'index.html'), CONSOLE_HTML);
  mkdirSync(join(adminDist, 'assets'));
  writeFileSync(join(adminDist, 'assets', 'app-1234.js'), 'console.log("console")');
  writeFileSync(join(webDist, 'index.html'), PLAYER_HTML);
  app = await buildTestApp({ adminDistDir: adminDist, webDistDir: webDist });
});
afterAll(async () => {
  await app.dispose();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const get = (url: string) => app.inject({ method: 'GET', url });

describe('the console under /admin', () => {
  it('answers its page for /admin and every console route; the player app keeps its own', async () => {
    for (const url of ['/admin', '/admin/', '/admin/login', '/admin/players/100001/show', '/admin/enroll?x=1']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(CONSOLE_HTML);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-security-policy'], url).toContain("script-src 'self'");
    }
    expect((await get('/lobby/home')).body).toBe(PLAYER_HTML);
    expect((await get('/administrator')).body).toBe(PLAYER_HTML);
  });

  it('serves hashed assets for a year; a missing file or an unknown API path is a 404, never a page', async () => {
    const asset = await get('/admin/assets/app-1234.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const res of [await get('/admin/assets/missing.js'), await get('/admin/api/kycFile'), await app.inject({ method: 'POST', url: '/admin/api/noSuchCall', payload: {} })]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 404 });
    }
  });

  it('without a built console, /admin answers 404 and never the player app', async () => {
    const bare = await buildTestApp({ adminDistDir: join(dirs[0] as string, 'nothing-here'), webDistDir: dirs[1] as string });
    try {
      for (const url of ['/admin', '/admin/players']) {
        const res = await bare.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
        expect(res.body).not.toContain('player app');
      }
      expect((await bare.inject({ method: 'GET', url: '/lobby/home' })).body).toBe(PLAYER_HTML);
    } finally {
      await bare.dispose();
    }
  });
});
