import { describe, expect, it } from 'vitest';
import { isReturnLocation, paymentPageUrl } from './pay-url.ts';

describe('payment page addresses', () => {
  it('resolves a path against the API server (or this site)', () => {
    expect(paymentPageUrl('/sandbox/pay/sbx_pay_1', '', 'http://127.0.0.1:4100')).toBe('http://127.0.0.1:4100/sandbox/pay/sbx_pay_1');
    expect(paymentPageUrl('/sandbox/pay/x', 'https://api.example.test', 'https://play.example.test')).toBe('https://api.example.test/sandbox/pay/x');
    expect(paymentPageUrl('https://pay.example.test/c/1', '', 'https://play.example.test')).toBe('https://pay.example.test/c/1');
  });

  it('never lets a script or data address through', () => {
    expect(paymentPageUrl('javascript:alert(1)', '', 'https://play.example.test')).toBeNull();
    expect(paymentPageUrl('data:text/html,hi', '', 'https://play.example.test')).toBeNull();
  });

  it('knows the provider sent the payer back to the deposit page', () => {
    expect(isReturnLocation({ origin: 'https://play.example.test', pathname: '/lobby/wallets/deposit' }, 'https://play.example.test')).toBe(true);
    expect(isReturnLocation({ origin: 'https://play.example.test', pathname: '/sandbox/pay/x' }, 'https://play.example.test')).toBe(false);
    expect(isReturnLocation({ origin: 'https://pay.example.test', pathname: '/lobby/wallets/deposit' }, 'https://play.example.test')).toBe(false);
  });
});
