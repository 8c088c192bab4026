import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../platform/config.ts';
import { commonPasswordCount, isCommonPassword } from '../../platform/common-passwords.ts';
import { isValidPhone, maskPhone } from './phone.ts';

describe('common passwords', () => {
  it('holds a real list', () => {
    expect(commonPasswordCount()).toBeGreaterThan(900);
  });

  it('catches listed passwords in any case, with a suffix, repeats and sequences', () => {
    for (const pw of ['password', 'PASSWORD', 'Password1', 'qwerty123', 'iloveyou', 'sunshine2024', 'Dragon!!', 'aaaaaaaaaa', '123456789', 'abcdefghij', 'mahalkita']) {
      expect(isCommonPassword(pw), pw).toBe(true);
    }
  });

  it('lets reasonable passwords through', () => {
    for (const pw of ['Tq7-x9Lm2', 'correct horse battery', 'blue-Kettle-41', 'Zx9#vB2!qP']) {
      expect(isCommonPassword(pw), pw).toBe(false);
    }
  });
});

describe('phone numbers', () => {
  const site = parseConfig({}).site;

  it('follow the site length and prefix rules', () => {
    expect(isValidPhone(site, '9171234567')).toBe(true);
    expect(isValidPhone(site, '8171234567')).toBe(false);
    expect(isValidPhone(site, '917123456')).toBe(false);
    expect(isValidPhone(site, '91712345678')).toBe(false);
    expect(isValidPhone(site, '917123456a')).toBe(false);
    expect(isValidPhone({ ...site, accountRule: { mobileStartsWith: '' }, accountLengthMin: 7, accountLengthMax: 11 }, '1234567')).toBe(true);
  });

  it('are masked to the first digit and the last four', () => {
    expect(maskPhone('9171234567')).toBe('9*****4567');
    expect(maskPhone('12345')).toBe('1****');
  });
});
