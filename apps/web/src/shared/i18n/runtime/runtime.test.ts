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

  it('the app instance holds the app catalogue, and the hook hands out its t', () => {
    expect(i18n.t('common.copySuccess')).toBe('Copy Success.');
    expect(useTranslation().t('common.refreshFail', { code: 7 })).toBe('Refresh failed (error 7).');
  });
});
