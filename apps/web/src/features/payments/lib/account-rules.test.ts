import { describe, expect, it } from 'vitest';
import { checkAccountName, checkAccountNumber, normalizeAccountName, normalizeAccountNumber } from './account-rules.ts';

describe('account rules (the server\'s, docs/decisions/033)', () => {
  it.each([
    ['09171234567', '09171234567'],
    ['0917 123 4567', '09171234567'],
    ['0917-123-4567', '09171234567'],
    ['+639171234567', '09171234567'],
    ['639171234567', '09171234567'],
    ['9171234567', null],
    ['0817123456', null],
    ['091712345678', null],
    ['0917123456a', null],
  ])('e-wallet number %s -> %s', (raw, stored) => {
    expect(normalizeAccountNumber('ewallet', raw)).toBe(stored);
  });

  it.each([
    ['0012345678', '0012345678'],
    ['1234 5678 9012 3456', '1234567890123456'],
    ['123456789', null],
    ['12345678901234567', null],
    ['+1234567890', null],
  ])('bank account number %s -> %s', (raw, stored) => {
    expect(normalizeAccountNumber('bank', raw)).toBe(stored);
  });

  it('names what is wrong with a number', () => {
    expect(checkAccountNumber('ewallet', '')).toBe('numberRequired');
    expect(checkAccountNumber('ewallet', '12345')).toBe('ewallet');
    expect(checkAccountNumber('bank', '12345')).toBe('bank');
    expect(checkAccountNumber('bank', '1234567890')).toBeNull();
    expect(checkAccountNumber('bank', `${'1'.repeat(10)}${' '.repeat(40)}`)).toBeNull();
  });

  it.each([
    ['', 'nameRequired'],
    ['  ', 'nameRequired'],
    ['J', 'nameLength'],
    ['A'.repeat(61), 'nameLength'],
    ['Juan 2', 'nameChars'],
    ['-Juan', 'nameChars'],
    ['Juan Dela Cruz', null],
    ["Ma. Lourdes O'Neil-Santos", null],
    ['José Peña', null],
  ])('holder name "%s" -> %s', (name, problem) => {
    expect(checkAccountName(name)).toBe(problem);
  });

  it('folds runs of spaces in a name as the server stores it', () => {
    expect(normalizeAccountName('  Juan   Dela  Cruz ')).toBe('Juan Dela Cruz');
  });
});
