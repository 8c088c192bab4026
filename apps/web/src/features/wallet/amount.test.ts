import { describe, expect, it } from 'vitest';
import { parseMoney } from '../../shared/format/money.ts';
import { checkAmount } from './amount-check.ts';
import { amountInputText } from './amount-input.ts';

describe('amount field text', () => {
  it('keeps digits, one decimal point and two decimals', () => {
    expect(amountInputText('12.345')).toBe('12.34');
    expect(amountInputText('1,234.5')).toBe('1234.5');
    expect(amountInputText('1.2.3')).toBe('1.23');
    expect(amountInputText('-5')).toBe('5');
    expect(amountInputText('abc')).toBe('');
    expect(amountInputText('.')).toBe('.');
    expect(amountInputText('7.')).toBe('7.');
  });
});

describe('checkAmount', () => {
  const check = (text: string, available: number) => checkAmount(parseMoney(text), text, available);

  it('gives the amount in exact hundredths when it can be moved', () => {
    expect(check('10.01', 1001)).toEqual({ amount: 1001 });
    expect(check('0.29', 29)).toEqual({ amount: 29 });
  });

  it('names what is wrong otherwise', () => {
    expect(check('', 100).problem).toBe('required');
    expect(check('  ', 100).problem).toBe('required');
    expect(check('.', 100).problem).toBe('invalid');
    expect(check('0.00', 100).problem).toBe('zero');
    expect(check('1.01', 100).problem).toBe('insufficient');
  });
});
