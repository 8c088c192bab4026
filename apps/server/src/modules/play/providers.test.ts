import { createHmac } from 'node:crypto';
import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../../platform/config.ts';
import { createProviderRegistry, HOUSE_LAUNCH_URL } from './providers.ts';
import { signatureMatches, signBody } from './signature.ts';

const HOUSE_SECRET = Buffer.alloc(32, 7);
const acme = { code: 'acme', secret: 'acme-secret-0123456789', enabled: true, launchUrl: 'https://acme.example/?t={token}' };

describe('signatures', () => {
  const body = Buffer.from('{"token":"abc"}');
  const good = createHmac('sha256', HOUSE_SECRET).update(body).digest('hex');

  it('is HMAC-SHA256 of the raw body in lower-case hex', () => {
    expect(signBody(HOUSE_SECRET, body)).toBe(good);
    expect(signatureMatches(HOUSE_SECRET, body, good)).toBe(true);
  });

  it('refuses anything else: other bytes, other secret, upper case, wrong length, missing, repeated', () => {
    expect(signatureMatches(HOUSE_SECRET, Buffer.from('{"token":"abd"}'), good)).toBe(false);
    expect(signatureMatches(Buffer.alloc(32, 8), body, good)).toBe(false);
    for (const header of [good.toUpperCase(), good.slice(2), `${good}00`, '', undefined, [good, good], `${good.slice(0, 63)}g`]) {
      expect(signatureMatches(HOUSE_SECRET, body, header), String(header)).toBe(false);
    }
  });
});

describe('provider registry', () => {
  it('always has the house provider, serving the house platform with the derived secret', () => {
    const registry = createProviderRegistry([], HOUSE_SECRET);
    const house = registry.get('house');
    expect(house).toMatchObject({ code: 'house', enabled: true, platforms: ['house'], launchUrl: HOUSE_LAUNCH_URL });
    expect(house?.sign('x')).toBe(signBody(HOUSE_SECRET, 'x'));
    expect(registry.forPlatform('house')).toBe(house);
    expect(registry.forPlatform('nova')).toBeUndefined();
  });

  it('takes external providers, several platforms each, and lets configuration override the house', () => {
    const registry = createProviderRegistry([
      { ...acme, platforms: ['nova', 'lantern'] },
      { code: 'house', secret: 'house-secret-0123456789', enabled: false },
    ], HOUSE_SECRET);
    expect(registry.forPlatform('lantern')?.code).toBe('acme');
    expect(registry.get('house')).toMatchObject({ enabled: false, launchUrl: HOUSE_LAUNCH_URL });
    expect(registry.get('house')?.sign('x')).toBe(signBody(Buffer.from('house-secret-0123456789'), 'x'));
    expect(registry.get('__proto__')).toBeUndefined();
    expect(registry.list().map((p) => p.code)).toEqual(['house', 'acme']);
  });

  it('refuses a provider listed twice or a platform served twice', () => {
    expect(() => createProviderRegistry([acme, acme], HOUSE_SECRET)).toThrow(/acme is listed twice/);
    expect(() => createProviderRegistry([{ ...acme, platforms: ['house'] }], HOUSE_SECRET)).toThrow(/house is served by both house and acme/);
  });

  it('never shows a secret when a provider is logged or serialised', () => {
    const registry = createProviderRegistry([acme], HOUSE_SECRET);
    const text = `${JSON.stringify(registry.list())} ${inspect(registry.list(), { depth: 5, showHidden: true })}`;
    expect(text).not.toContain(acme.secret);
    expect(text).not.toContain(HOUSE_SECRET.toString('hex'));
  });
});

describe('GAME_PROVIDERS configuration', () => {
  const parse = (value: unknown) => parseConfig({ GAME_PROVIDERS: value });

  it('reads a JSON array from the environment or an array from the config file, with defaults', () => {
    const fromEnv = parse(JSON.stringify([acme]));
    expect(fromEnv.gameProviders).toEqual([{ ...acme, enabled: true }]);
    expect(parse([{ ...acme, enabled: false, platforms: ['nova'] }]).gameProviders[0]).toMatchObject({ enabled: false, platforms: ['nova'] });
    expect(parseConfig({}).gameProviders).toEqual([]);
    expect(parseConfig({}).gameSessionMinutes).toBe(240);
    expect(parseConfig({}).gameCurrency).toBe('PHP');
  });

  it('names the entry and field of a mistake and never quotes a secret', () => {
    const cases: Array<[unknown, RegExp]> = [
      ['not json', /GAME_PROVIDERS: must be a JSON array/],
      [[{ ...acme, secret: 'short-secret' }], /GAME_PROVIDERS: 0\.secret: must be at least 16 characters/],
      [[{ ...acme, code: 'Bad Code' }], /GAME_PROVIDERS: 0\.code: /],
      [[{ ...acme, launchUrl: 'https://acme.example/' }], /GAME_PROVIDERS: 0\.launchUrl: must contain \{token\}/],
      [[{ ...acme, extra: 1 }], /GAME_PROVIDERS: 0: /],
      [[{ ...acme, launchUrl: undefined }], /GAME_PROVIDERS: 0\.launchUrl: required for provider acme/],
      [[acme, acme], /GAME_PROVIDERS: 1\.code: acme is listed twice/],
      [[{ ...acme, platforms: ['nova'] }, { ...acme, code: 'other', platforms: ['nova'] }], /GAME_PROVIDERS: 1\.platforms: nova is already served by acme/],
      [[{ ...acme, platforms: ['house'] }], /GAME_PROVIDERS: 0\.platforms: house is already served by house/],
    ];
    for (const [value, message] of cases) {
      let error: unknown;
      try {
        parse(value);
      } catch (err) {
        error = err;
      }
      expect(error, JSON.stringify(value)).toBeInstanceOf(ConfigError);
      expect((error as Error).message).toMatch(message);
      expect((error as Error).message).not.toContain(acme.secret);
    }
  });
});
