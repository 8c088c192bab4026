import { describe, expect, it } from 'vitest';
import { isServerPath, servesShell } from './routing.ts';

const ORIGIN = 'https://casino.example';
const at = (path: string, origin = ORIGIN) => new URL(path, origin);

describe('what the service worker answers', () => {
  it('leaves every server path to the network', () => {
    for (const path of ['/app/v1/appConfig', '/app/v1/anonymous/accountLogin', '/house/v1/play', '/provider/v1/bet', '/admin', '/admin/api/login',
      '/sandbox/pay/x', '/docs', '/docs/json', '/docs.json', '/payments/callback/sandbox', '/healthz', '/media/banner.png']) {
      expect(isServerPath(path), path).toBe(true);
      expect(servesShell(at(path), ORIGIN), path).toBe(false);
    }
  });

  it('answers app routes with the shell, but not files, other origins or look-alike paths it does not own', () => {
    for (const path of ['/', '/lobby/home', '/lobby/home?entry=pwa', '/apkdownload', '/profile/vip', '/application', '/administrator']) {
      expect(servesShell(at(path), ORIGIN), path).toBe(true);
    }
    expect(servesShell(at('/assets/index-abc.js'), ORIGIN)).toBe(false);
    expect(servesShell(at('/manifest.webmanifest'), ORIGIN)).toBe(false);
    expect(servesShell(at('/lobby/home', 'https://other.example'), ORIGIN)).toBe(false);
  });
});
