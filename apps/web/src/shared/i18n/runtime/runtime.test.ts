import { describe, expect, it } from 'vitest';
import i18n, { Translator } from './i18next.ts';
import { useTranslation } from './react-i18next.ts';

describe('the translation runtime', () => {
  // A fresh instance with its own catalogue, so the app's stays untouched.
  const fresh = new Translator();
  void fresh.init({
    lng: 'en-PK',
    fallbackLng: 'en',
    resources: {
      'en-PK': { translation: { a: { b: 'Hello {{name}}', count_one: '{{count}} game', count_other: '{{count}} games' }, plain: 'Plain' } },
      en: { translation: { onlyFallback: 'From en' } },
    },
  });

  it('reads nested keys and fills {{placeholders}}, leaving missing ones empty', () => {
    expect(fresh.t('a.b', { name: 'Ace' })).toBe('Hello Ace');
    expect(fresh.t('a.b')).toBe('Hello ');
  });

  it('picks the plural form by count', () => {
    expect(fresh.t('a.count', { count: 1 })).toBe('1 game');
    expect(fresh.t('a.count', { count: 4 })).toBe('4 games');
  });

  it('falls back to the fallback language, then the default value, then the key', () => {
    expect(fresh.t('onlyFallback')).toBe('From en');
    expect(fresh.t('missing.key', { defaultValue: 'Default {{x}}', x: 1 })).toBe('Default 1');
    expect(fresh.t('missing.key')).toBe('missing.key');
    expect(fresh.t('a')).toBe('a');
  });

  it('adds the texts of a screen loaded later, merged into the loaded language without changing its source', () => {
    const source = { a: { b: 'Hello {{name}}' } };
    const later = new Translator();
    void later.init({ lng: 'en-PK', resources: { 'en-PK': { translation: source } } });
    later.addResourceBundle('en-PK', 'translation', { a: { c: 'More' }, games: { spin: 'Spin' } });
    expect(later.t('a.b', { name: 'Ace' })).toBe('Hello Ace');
    expect(later.t('a.c')).toBe('More');
    expect(later.t('games.spin')).toBe('Spin');
    expect(source).toEqual({ a: { b: 'Hello {{name}}' } });
    later.addResourceBundle('fr', 'translation', { games: { spin: 'Tourner' } });
    expect(later.t('games.spin')).toBe('Spin');
  });

  it('the app instance holds the app catalogue, and the hook hands out its t', () => {
    expect(i18n.t('common.copySuccess')).toBe('Copy Success.');
    expect(useTranslation().t('common.refreshFail', { code: 7 })).toBe('Refresh failed (error 7).');
  });
});
