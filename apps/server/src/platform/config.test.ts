import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_DOC, ConfigError, loadConfig, parseConfig, refuseSandboxesInProduction, REPO_ROOT } from './config.ts';

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

  describe('production refuses sandboxes', () => {
    const ALL = 'SMS_PROVIDER=sandbox, PAYMENT_PROVIDER=sandbox, GAME_SANDBOX=true';
    const refusal = (named: string) =>
      `refusing to start in production with sandbox providers: ${named}; configure real providers or set ALLOW_SANDBOX=true`;
    const errorOf = (run: () => unknown): Error => {
      try {
        run();
      } catch (err) {
        return err as Error;
      }
      throw new Error('expected a refusal');
    };

    it('refuses the embedded defaults under PRODUCTION=true or NODE_ENV=production, naming each sandbox in one line', () => {
      for (const run of [
        () => parseConfig({ PRODUCTION: 'true' }),
        () => parseConfig({ PRODUCTION: true }),
        () => parseConfig({}, process.cwd(), { nodeEnv: 'production' }),
        () => loadConfig({ NODE_ENV: 'production' }, mkdtempSync(join(tmpdir(), 'config-'))),
        () => loadConfig({ PRODUCTION: 'yes' }, mkdtempSync(join(tmpdir(), 'config-'))),
      ]) {
        const err = errorOf(run);
        expect(err).toBeInstanceOf(ConfigError);
        expect(err.message).toBe(refusal(ALL));
        expect(err.message).not.toContain('\n');
      }
    });

    it('names only the settings that are sandboxes', () => {
      expect(errorOf(() => parseConfig({ PRODUCTION: 'true', PAYMENT_PROVIDER: 'off' })).message)
        .toBe(refusal('SMS_PROVIDER=sandbox, GAME_SANDBOX=true'));
      expect(errorOf(() => parseConfig({ PRODUCTION: 'true', GAME_SANDBOX: 'false' })).message)
        .toBe(refusal('SMS_PROVIDER=sandbox, PAYMENT_PROVIDER=sandbox'));
    });

    it('refuses even with every real setting there is: SMS has only the sandbox, so production needs ALLOW_SANDBOX for now', () => {
      const real = { PRODUCTION: 'true', PAYMENT_PROVIDER: 'off', GAME_SANDBOX: 'false' };
      expect(errorOf(() => parseConfig(real)).message).toBe(refusal('SMS_PROVIDER=sandbox'));
      expect(errorOf(() => parseConfig({ ...real, SMS_PROVIDER: 'twilio' })).message).toMatch(/^Invalid configuration:\n {2}SMS_PROVIDER: /);
      expect(parseConfig({ ...real, ALLOW_SANDBOX: 'true' })).toMatchObject({
        production: true, allowSandbox: true, smsProvider: 'sandbox', gameSandbox: false, payments: { provider: 'off' },
      });
    });

    it('starts in production with ALLOW_SANDBOX=true, sandboxes and all', () => {
      expect(parseConfig({ PRODUCTION: 'true', ALLOW_SANDBOX: 'true' })).toMatchObject({ production: true, allowSandbox: true, smsProvider: 'sandbox', gameSandbox: true });
      expect(loadConfig({ NODE_ENV: 'production', ALLOW_SANDBOX: '1' }, mkdtempSync(join(tmpdir(), 'config-')))).toMatchObject({ production: true, allowSandbox: true });
    });

    it('leaves everything else alone', () => {
      expect(parseConfig({})).toMatchObject({ production: false, allowSandbox: false, smsProvider: 'sandbox', gameSandbox: true, payments: { provider: 'sandbox' } });
      for (const nodeEnv of [undefined, '', 'development', 'test', 'Production', 'prod']) {
        expect(parseConfig({}, process.cwd(), { nodeEnv }).production, String(nodeEnv)).toBe(false);
      }
      expect(loadConfig({ NODE_ENV: 'development' }, mkdtempSync(join(tmpdir(), 'config-'))).production).toBe(false);
      expect(parseConfig({ PRODUCTION: 'false', ALLOW_SANDBOX: 'true' })).toMatchObject({ production: false, allowSandbox: true });
      // Other problems are still reported as before, never hidden behind the refusal.
      expect(errorOf(() => parseConfig({ PRODUCTION: 'true', PORT: 'eighty' })).message).toMatch(/^Invalid configuration:\n {2}PORT: /);
      expect(errorOf(() => parseConfig({ PRODUCTION: 'maybe' })).message).toContain('PRODUCTION:');
    });

    it('refuses a production configuration assembled by hand (what buildApp checks)', () => {
      const base = parseConfig({});
      expect(() => refuseSandboxesInProduction({ ...base, production: true })).toThrow(refusal(ALL));
      expect(() => refuseSandboxesInProduction({ ...base, production: true, allowSandbox: true })).not.toThrow();
      expect(() => refuseSandboxesInProduction({ ...base, production: true, smsProvider: 'sandbox', gameSandbox: false, payments: { ...base.payments, provider: 'off' } }))
        .toThrow(refusal('SMS_PROVIDER=sandbox'));
    });
  });
});
