import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_DOC, ConfigError, loadConfig, parseConfig, REPO_ROOT } from './config.ts';

describe('configuration', () => {
  it('has sensible defaults', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      port: 3000, host: '0.0.0.0', dataDir: './data', databaseUrl: null, sessionIdleDays: 7, sessionMaxDays: 30,
      smsProvider: 'sandbox', rateLimitScale: 1, userRegisterCoin: 1000,
      webDistDir: join(REPO_ROOT, 'apps/web/dist'),
    });
    expect(config.site).toEqual({
      mode: 'default', siteVariant: 'other', registerType: 'account', otpStatus: true,
      accountLengthMin: 10, accountLengthMax: 10, usernameLengthMin: 4, usernameLengthMax: 16,
      passwordLengthMin: 8, passwordLengthMax: 64, accountRule: { mobileStartsWith: '9' }, countryCode: '63',
      appName: 'Casino', supportEmail: 'support@example.com',
    });
  });

  it('documents every setting it reads', () => {
    const names = CONFIG_DOC.map((d) => d.name);
    for (const name of ['PORT', 'DATA_DIR', 'DATABASE_URL', 'SITE_MODE', 'REGISTER_TYPE', 'OTP_STATUS', 'USER_REGISTER_COIN', 'RATE_LIMIT_SCALE', 'PASSWORD_PRIVATE_KEY', 'SMS_PROVIDER']) {
      expect(names).toContain(name);
    }
    for (const doc of CONFIG_DOC) {
      expect(doc.description.length, doc.name).toBeGreaterThan(10);
      // Every documented default parses.
      expect(() => parseConfig({ [doc.name]: doc.default }), doc.name).not.toThrow();
    }
  });

  it('reads the config file and lets the environment override it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'config-'));
    writeFileSync(join(dir, 'casino.config.json'), JSON.stringify({ SITE_MODE: 'green', PORT: 4000, OTP_STATUS: false, APP_NAME: 'From File' }));
    const config = loadConfig({ PORT: '5000', REGISTER_TYPE: 'phone' }, dir);
    expect(config.port).toBe(5000);
    expect(config.site).toMatchObject({ mode: 'green', registerType: 'phone', otpStatus: false, appName: 'From File' });
  });

  it('resolves an explicit CONFIG_FILE and refuses a missing one', () => {
    const dir = mkdtempSync(join(tmpdir(), 'config-'));
    writeFileSync(join(dir, 'other.json'), JSON.stringify({ SITE_VARIANT: 'n7' }));
    expect(loadConfig({ CONFIG_FILE: 'other.json' }, dir).site.siteVariant).toBe('n7');
    expect(() => loadConfig({ CONFIG_FILE: 'missing.json' }, dir)).toThrow(/CONFIG_FILE/);
  });

  it('names every invalid or unknown setting', () => {
    try {
      parseConfig({ PORT: 'eighty', SITE_MODE: 'blue', PASSWORD_LENGTH_MIN: 6, TYPO_SETTING: 1, OTP_STATUS: 'maybe' });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const message = (err as Error).message;
      for (const name of ['PORT', 'SITE_MODE', 'PASSWORD_LENGTH_MIN', 'TYPO_SETTING', 'OTP_STATUS']) expect(message).toContain(`${name}:`);
    }
  });

  it('refuses bounds that contradict each other', () => {
    expect(() => parseConfig({ USERNAME_LENGTH_MIN: 10, USERNAME_LENGTH_MAX: 5 })).toThrow(/USERNAME_LENGTH_MIN/);
    expect(() => parseConfig({ SESSION_IDLE_DAYS: 40, SESSION_MAX_DAYS: 30 })).toThrow(/SESSION_IDLE_DAYS/);
    expect(() => parseConfig({ PASSWORD_LENGTH_MAX: 500 })).toThrow(/PASSWORD_LENGTH_MAX/);
  });

  it('parses flags, numbers and an escaped PEM', () => {
    expect(parseConfig({ OTP_STATUS: 'off', TRUST_PROXY: 'yes' })).toMatchObject({ trustProxy: true, site: { otpStatus: false } });
    expect(parseConfig({ RATE_LIMIT_SCALE: '0.5' }).rateLimitScale).toBe(0.5);
    expect(parseConfig({ DATABASE_URL: 'postgres://x@y/z' }).databaseUrl).toBe('postgres://x@y/z');
    expect(parseConfig({ PASSWORD_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\\nabc\\n-----END PRIVATE KEY-----' }).passwordPrivateKeyPem)
      .toBe('-----BEGIN PRIVATE KEY-----\nabc\n-----END PRIVATE KEY-----');
  });
});
