import { describe, expect, it } from 'vitest';
import { DepositStatuses, WithdrawalStatuses } from '@casino/contract';
import { normalizeAccountNumber } from '../src/modules/payments/banks.ts';
import { ChannelConfigError, loadChannels } from '../src/modules/payments/channels.ts';
import { newOrderId, phDayStart } from '../src/modules/payments/ids.ts';
import { buildQrPhPayload, crc16CcittFalse, formatAmount, hasValidCrc, parseTlv, tlv } from '../src/modules/payments/qr-ph.ts';
import { checkSignature, signatureHeader } from '../src/modules/payments/providers/signature.ts';
import { canTransition, DEPOSIT_TRANSITIONS, WITHDRAWAL_TRANSITIONS } from '../src/modules/payments/states.ts';
import { withdrawalFee } from '../src/modules/payments/withdrawals.ts';
import { sniffImage } from '../src/modules/kyc/files.ts';
import { isOfAge } from '@casino/contract';
import { parseConfig } from '../src/platform/config.ts';

describe('QR Ph payload', () => {
  it('computes CRC-16/CCITT-FALSE (check value of "123456789" is 29B1)', () => {
    expect(crc16CcittFalse('123456789')).toBe(0x29b1);
    expect(crc16CcittFalse('')).toBe(0xffff);
  });

  it('matches an independently computed vector for a whole payload', () => {
    // CRC of everything up to and including "6304", computed with Python's binascii.crc_hqx(data, 0xFFFF).
    const body = '00020101021228500011ph.ppmi.p2m0111SBXPPHM1XXX0316SANDBOX00000000152047995530360854071000.005802PH5906Casino6006Manila62230519D20300101ABCDEFGHJK6304';
    expect(crc16CcittFalse(body).toString(16).toUpperCase().padStart(4, '0')).toBe('F025');
    const payload = buildQrPhPayload({
      guid: 'ph.ppmi.p2m', acquirerId: 'SBXPPHM1XXX', merchantId: 'SANDBOX000000001', mcc: '7995', amount: 100_000,
      merchantName: 'Casino', merchantCity: 'Manila', reference: 'D20300101ABCDEFGHJK',
    });
    expect(payload).toBe(`${body}F025`);
    expect(hasValidCrc(payload)).toBe(true);
    expect(hasValidCrc(`${payload.slice(0, -1)}0`)).toBe(false);
    expect(hasValidCrc(payload.replace('1000.00', '1000.01'))).toBe(false);
  });

  it('writes TLV fields with two-digit lengths and ASCII only', () => {
    expect(tlv('54', '10.00')).toBe('540510.00');
    expect(() => tlv('5', 'x')).toThrow();
    expect(() => tlv('59', 'x'.repeat(100))).toThrow();
    expect(formatAmount(1)).toBe('0.01');
    expect(formatAmount(123_456)).toBe('1234.56');
    const payload = buildQrPhPayload({
      guid: 'ph.ppmi.p2m', acquirerId: 'A', merchantId: 'M', mcc: '7995', amount: 5_00,
      merchantName: 'Café Ñino Very Long Merchant Name Inc', merchantCity: 'Las Piñas City Metro', reference: 'D1',
    });
    const fields = Object.fromEntries(parseTlv(payload).map((f) => [f.tag, f.value]));
    expect(fields['59']).toBe('Cafe Nino Very Long Merch');
    expect(fields['60']).toBe('Las Pinas City ');
    expect(hasValidCrc(payload)).toBe(true);
  });
});

describe('order state machines', () => {
  it('allows exactly the transitions of the deposit table; paid is terminal; late payments are credited', () => {
    const allowed = new Set(['created>pending', 'created>paid', 'created>failed', 'created>expired', 'pending>paid', 'pending>failed', 'pending>expired', 'failed>paid', 'expired>paid']);
    for (const from of DepositStatuses) {
      for (const to of DepositStatuses) expect(canTransition(DEPOSIT_TRANSITIONS, from, to), `${from}>${to}`).toBe(allowed.has(`${from}>${to}`));
    }
    expect(DEPOSIT_TRANSITIONS.paid).toEqual([]);
  });

  it('allows exactly the transitions of the withdrawal table; only a pending one can be cancelled; the outcomes are terminal', () => {
    const allowed = new Set(['pending>processing', 'pending>rejected', 'pending>cancelled', 'processing>paid', 'processing>failed']);
    for (const from of WithdrawalStatuses) {
      for (const to of WithdrawalStatuses) expect(canTransition(WITHDRAWAL_TRANSITIONS, from, to), `${from}>${to}`).toBe(allowed.has(`${from}>${to}`));
    }
  });
});

describe('callback signatures', () => {
  const body = '{"id":"evt_1"}';
  it('accepts the right secret within the tolerance, refuses the rest', () => {
    const header = signatureHeader('s3cret', 1_000, body);
    expect(header).toMatch(/^t=1000,v1=[0-9a-f]{64}$/);
    expect(checkSignature('s3cret', header, body, 1_000, 300)).toBe('ok');
    expect(checkSignature('s3cret', header, body, 1_300, 300)).toBe('ok');
    expect(checkSignature('s3cret', header, body, 1_301, 300)).toBe('stale');
    expect(checkSignature('s3cret', header, body, 699, 300)).toBe('stale');
    expect(checkSignature('other', header, body, 1_000, 300)).toBe('invalid');
    expect(checkSignature('s3cret', header, `${body} `, 1_000, 300)).toBe('invalid');
    expect(checkSignature('s3cret', header.replace('t=1000', 't=1001'), body, 1_000, 300)).toBe('invalid');
    expect(checkSignature('s3cret', undefined, body, 1_000, 300)).toBe('missing');
    expect(checkSignature('s3cret', 'v1=zz', body, 1_000, 300)).toBe('invalid');
    // During a secret rotation the provider may send two signatures.
    const rotated = `${signatureHeader('old', 1_000, body)},v1=${header.split('v1=')[1]}`;
    expect(checkSignature('s3cret', rotated, body, 1_000, 300)).toBe('ok');
  });
});

describe('rules in numbers', () => {
  it('rounds the withdrawal fee up to a hundredth, in integer maths', () => {
    expect(withdrawalFee(33_333, 1.5)).toBe(500);
    expect(withdrawalFee(10_000, 0)).toBe(0);
    expect(withdrawalFee(1, 0.01)).toBe(1);
    expect(withdrawalFee(10_000, 2.5)).toBe(250);
    expect(withdrawalFee(Number.MAX_SAFE_INTEGER, 50)).toBe(Math.ceil(Number.MAX_SAFE_INTEGER / 2));
  });

  it('starts the Philippine day at 16:00 UTC; order ids carry that date', () => {
    expect(phDayStart(new Date('2030-01-01T15:59:59Z')).toISOString()).toBe('2029-12-31T16:00:00.000Z');
    expect(phDayStart(new Date('2030-01-01T16:00:00Z')).toISOString()).toBe('2030-01-01T16:00:00.000Z');
    expect(newOrderId('D', new Date('2030-01-01T16:00:00Z'))).toMatch(/^D20300102[0-9A-HJKMNP-TV-Z]{10}$/);
  });

  it('counts age by calendar date (21 on the birthday, leap days included)', () => {
    expect(isOfAge('2009-01-01', '2030-01-01')).toBe(true);
    expect(isOfAge('2009-01-02', '2030-01-01')).toBe(false);
    expect(isOfAge('2008-02-29', '2029-02-28')).toBe(false);
    expect(isOfAge('2008-02-29', '2029-03-01')).toBe(true);
    expect(isOfAge('2011-02-28', '2032-02-29')).toBe(true);
  });

  it('normalises e-wallet numbers and refuses the rest', () => {
    expect(normalizeAccountNumber('ewallet', '0917 123 4567')).toBe('09171234567');
    expect(normalizeAccountNumber('ewallet', '+639171234567')).toBe('09171234567');
    expect(normalizeAccountNumber('ewallet', '639171234567')).toBe('09171234567');
    expect(() => normalizeAccountNumber('ewallet', '+639171234')).toThrow(/11-digit mobile number/);
    expect(normalizeAccountNumber('bank', '0012-3456-7890')).toBe('001234567890');
  });

  it('sniffs images by content only', () => {
    expect(sniffImage(Buffer.from([0xff, 0xd8, 0xff, 0xdb]))).toBe('image/jpeg');
    expect(sniffImage(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png');
    expect(sniffImage(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(sniffImage(Buffer.from('RIFF\0\0\0\0WAVEfmt '))).toBeNull();
    expect(sniffImage(Buffer.from('GIF89a'))).toBeNull();
    expect(sniffImage(Buffer.from([0xff, 0xd8]))).toBeNull();
  });
});

describe('channel configuration', () => {
  const settings = (channels: unknown, extra: Record<string, unknown> = {}) =>
    parseConfig({ PAYMENT_CHANNELS: typeof channels === 'string' ? channels : JSON.stringify(channels), ...extra }).payments;

  it('takes a channel list from PAYMENT_CHANNELS, narrowing but never widening the site limits', () => {
    const channels = loadChannels(settings([
      { id: 7, name: 'Maya QR', kind: 'qr', bankId: 102, sort: 2, minAmount: 1, maxAmount: 20_000 },
      { id: 5, name: 'Off', kind: 'payUrl', bankId: 0, enabled: false },
      { id: 9, name: 'GCash', kind: 'payUrl', bankId: 101, sort: 1, iconH5: 'https://cdn.example/gcash.png' },
    ]));
    expect(channels.map((c) => [c.id, c.minAmount, c.maxAmount, c.iconH5])).toEqual([
      [9, 10_000, 5_000_000, 'https://cdn.example/gcash.png'], [7, 10_000, 20_000, '/media/payments/channel-7.svg'],
    ]);
    expect(channels[1]?.presetAmounts).toEqual([10_000, 20_000]);
  });

  it('refuses a bad list with a message naming the problem', () => {
    expect(() => loadChannels(settings('not json'))).toThrow(ChannelConfigError);
    expect(() => loadChannels(settings([{ id: 1, name: 'A', kind: 'card', bankId: 0 }]))).toThrow(/0\.kind/);
    expect(() => loadChannels(settings([{ id: 1, name: 'A', kind: 'qr', bankId: 0 }, { id: 1, name: 'B', kind: 'qr', bankId: 0 }]))).toThrow(/listed twice/);
    expect(() => loadChannels(settings([{ id: 1, name: 'A', kind: 'qr', bankId: 555 }]))).toThrow(/no bank has id 555/);
    expect(() => loadChannels(settings([{ id: 1, name: 'A', kind: 'bankOwn', bankId: 0 }]))).toThrow(/ownBank/);
    expect(() => loadChannels(settings([{ id: 1, name: 'A', kind: 'qr', bankId: 0, secret: 'x' }]))).toThrow();
    expect(loadChannels(settings([], { PAYMENT_PROVIDER: 'off' }))).toEqual([]);
  });

  it('checks the limits against each other', () => {
    expect(() => parseConfig({ DEPOSIT_MIN_AMOUNT: '200', DEPOSIT_MAX_AMOUNT: '100' })).toThrow(/DEPOSIT_MIN_AMOUNT/);
    expect(() => parseConfig({ WITHDRAW_MAX_AMOUNT: '30000000' })).toThrow(/WITHDRAW_MAX_AMOUNT/);
    expect(() => parseConfig({ WITHDRAW_FEE_PERCENT: '51' })).toThrow(/WITHDRAW_FEE_PERCENT/);
  });
});
