import { describe, expect, it } from 'vitest';
import type { Environment } from '../../shared/device/environment.ts';
import type { InstallInputs, InstallMemory } from './install-rules.ts';
import { INSTALL_PROMPT_INTERVAL_MS, chooseInstallPrompt, installIntervalPassed, isAndroidChrome, isIosSafari } from './install-rules.ts';

const UA = {
  chromeAndroid: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
  samsung: 'Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36',
  firefoxAndroid: 'Mozilla/5.0 (Android 14; Mobile; rv:125.0) Gecko/125.0 Firefox/125.0',
  operaAndroid: 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36 OPR/79.0.4195.76343',
  androidWebView: 'Mozilla/5.0 (Linux; Android 14; Pixel 7; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0.0.0 Mobile Safari/537.36',
  facebookAndroid: 'Mozilla/5.0 (Linux; Android 14; Pixel 7 Build/UQ1A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0.0.0 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/460.0.0.48.109;]',
  iosSafari: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  ipadSafari: 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  iosChrome: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1',
  iosFirefox: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/125.0 Mobile/15E148 Safari/605.1.15',
  facebookIos: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/460.0.0.38.109;FBBV/600000000;FBDV/iPhone15,2;FBMD/iPhone;FBSN/iOS;FBSV/17.4;FBSS/3;FBCR/;FBID/phone;FBLC/en_US;FBOP/5]',
  desktopChrome: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
};

const DAY = INSTALL_PROMPT_INTERVAL_MS;
const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
const fresh: InstallMemory = { lastPromptAt: null, installed: false, iosHintSeen: false, chromeHintSeen: false };

function inputs(userAgent: string, changes: Partial<Omit<InstallInputs, 'env'>> & { env?: Partial<Environment> } = {}): InstallInputs {
  const { env, ...rest } = changes;
  return { env: { userAgent, standalone: false, entrySearch: '', ...env }, green: false, canPrompt: false, memory: fresh, now: NOW, ...rest };
}

describe('the re-show interval', () => {
  it('is one day', () => {
    expect(INSTALL_PROMPT_INTERVAL_MS).toBe(86_400_000);
  });

  it('has passed when the prompt was never shown', () => {
    expect(installIntervalPassed(null, NOW)).toBe(true);
  });

  it('has not passed a moment before a full day, and has at exactly a day and after', () => {
    expect(installIntervalPassed(NOW - DAY + 1, NOW)).toBe(false);
    expect(installIntervalPassed(NOW - 60_000, NOW)).toBe(false);
    expect(installIntervalPassed(NOW - DAY, NOW)).toBe(true);
    expect(installIntervalPassed(NOW - 3 * DAY, NOW)).toBe(true);
  });

  it('treats a time in the future (a changed clock) as passed, so it cannot silence the prompt for good', () => {
    expect(installIntervalPassed(NOW + DAY * 365, NOW)).toBe(true);
  });
});

describe('browser recognition', () => {
  it.each([
    ['Chrome on Android', UA.chromeAndroid, true],
    ['Samsung Internet', UA.samsung, false],
    ['Firefox on Android', UA.firefoxAndroid, false],
    ['Opera on Android', UA.operaAndroid, false],
    ['an Android webview', UA.androidWebView, false],
    ['desktop Chrome', UA.desktopChrome, false],
    ['Safari on iPhone', UA.iosSafari, false],
  ])('%s is Chrome on Android: %s', (_name, userAgent, expected) => {
    expect(isAndroidChrome(userAgent)).toBe(expected);
  });

  it.each([
    ['Safari on iPhone', UA.iosSafari, true],
    ['Safari on iPad', UA.ipadSafari, true],
    ['Chrome on iOS (CriOS)', UA.iosChrome, false],
    ['Firefox on iOS', UA.iosFirefox, false],
    ['Facebook on iOS', UA.facebookIos, false],
    ['Chrome on Android', UA.chromeAndroid, false],
    ['desktop Chrome', UA.desktopChrome, false],
  ])('%s is iOS Safari: %s', (_name, userAgent, expected) => {
    expect(isIosSafari(userAgent)).toBe(expected);
  });
});

describe('which prompt the lobby home shows', () => {
  it('offers the install prompt when the browser made an install offer', () => {
    expect(chooseInstallPrompt(inputs(UA.chromeAndroid, { canPrompt: true }))).toBe('install');
    expect(chooseInstallPrompt(inputs(UA.desktopChrome, { canPrompt: true }))).toBe('install');
  });

  it('prefers the install prompt on a non-Chrome browser that can install (Samsung Internet)', () => {
    expect(chooseInstallPrompt(inputs(UA.samsung, { canPrompt: true }))).toBe('install');
  });

  it('shows nothing on Chrome for Android or desktop Chrome without an install offer', () => {
    expect(chooseInstallPrompt(inputs(UA.chromeAndroid))).toBeNull();
    expect(chooseInstallPrompt(inputs(UA.desktopChrome))).toBeNull();
  });

  it('waits a full day after the install prompt was last shown', () => {
    const shownAt = (at: number) => inputs(UA.chromeAndroid, { canPrompt: true, memory: { ...fresh, lastPromptAt: at } });
    expect(chooseInstallPrompt(shownAt(NOW - DAY + 1))).toBeNull();
    expect(chooseInstallPrompt(shownAt(NOW - DAY))).toBe('install');
  });

  it('does not fall back to the Chrome hint while the install prompt waits out its day', () => {
    expect(chooseInstallPrompt(inputs(UA.samsung, { canPrompt: true, memory: { ...fresh, lastPromptAt: NOW - 1000 } }))).toBeNull();
  });

  it.each(['?entry=pwa', '?entry=ad', '?afuid=1&entry=', '?entry'])('skips the install prompt when the visit started with an entry parameter (%s)', (entrySearch) => {
    expect(chooseInstallPrompt(inputs(UA.chromeAndroid, { canPrompt: true, env: { entrySearch } }))).toBeNull();
  });

  it('still offers the install prompt with other ad parameters', () => {
    expect(chooseInstallPrompt(inputs(UA.chromeAndroid, { canPrompt: true, env: { entrySearch: '?afuid=7&fbp=x' } }))).toBe('install');
  });

  it('shows nothing in the installed app (standalone)', () => {
    for (const userAgent of [UA.chromeAndroid, UA.iosSafari, UA.samsung]) {
      expect(chooseInstallPrompt(inputs(userAgent, { canPrompt: true, env: { standalone: true } }))).toBeNull();
      expect(chooseInstallPrompt(inputs(userAgent, { env: { standalone: true } }))).toBeNull();
    }
  });

  it('shows nothing once the app was installed', () => {
    expect(chooseInstallPrompt(inputs(UA.chromeAndroid, { canPrompt: true, memory: { ...fresh, installed: true } }))).toBeNull();
    expect(chooseInstallPrompt(inputs(UA.samsung, { memory: { ...fresh, installed: true } }))).toBeNull();
  });

  it('shows nothing in green mode, like the lobby\'s download banner', () => {
    expect(chooseInstallPrompt(inputs(UA.chromeAndroid, { canPrompt: true, green: true }))).toBeNull();
    expect(chooseInstallPrompt(inputs(UA.iosSafari, { green: true }))).toBeNull();
    expect(chooseInstallPrompt(inputs(UA.firefoxAndroid, { green: true }))).toBeNull();
  });

  it('shows the iOS hint on Safari for iPhone and iPad until it was seen once', () => {
    expect(chooseInstallPrompt(inputs(UA.iosSafari))).toBe('ios-hint');
    expect(chooseInstallPrompt(inputs(UA.ipadSafari))).toBe('ios-hint');
    expect(chooseInstallPrompt(inputs(UA.iosSafari, { memory: { ...fresh, iosHintSeen: true } }))).toBeNull();
  });

  it('shows no hint on Chrome for iOS, Firefox for iOS or the Facebook app', () => {
    expect(chooseInstallPrompt(inputs(UA.iosChrome))).toBeNull();
    expect(chooseInstallPrompt(inputs(UA.iosFirefox))).toBeNull();
    expect(chooseInstallPrompt(inputs(UA.facebookIos))).toBeNull();
    expect(chooseInstallPrompt(inputs(UA.facebookAndroid))).toBeNull();
  });

  it('shows no iOS hint when the visit came from the installed app (entry=pwa)', () => {
    expect(chooseInstallPrompt(inputs(UA.iosSafari, { env: { entrySearch: '?entry=pwa' } }))).toBeNull();
  });

  it.each([
    ['Samsung Internet', UA.samsung],
    ['Firefox on Android', UA.firefoxAndroid],
    ['Opera on Android', UA.operaAndroid],
  ])('shows the Chrome hint on %s until it was seen once', (_name, userAgent) => {
    expect(chooseInstallPrompt(inputs(userAgent))).toBe('chrome-hint');
    expect(chooseInstallPrompt(inputs(userAgent, { memory: { ...fresh, chromeHintSeen: true } }))).toBeNull();
  });

  it('shows no Chrome hint in an Android webview', () => {
    expect(chooseInstallPrompt(inputs(UA.androidWebView))).toBeNull();
  });

  it('keeps each hint to its platform: a seen iOS hint does not silence the Chrome hint', () => {
    expect(chooseInstallPrompt(inputs(UA.firefoxAndroid, { memory: { ...fresh, iosHintSeen: true } }))).toBe('chrome-hint');
    expect(chooseInstallPrompt(inputs(UA.iosSafari, { memory: { ...fresh, chromeHintSeen: true } }))).toBe('ios-hint');
  });
});
