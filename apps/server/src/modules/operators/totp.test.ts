import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, matchTotp, otpauthUri, totpCode } from './totp.ts';
import { hashRecoveryCode, looksLikeRecoveryCode, newRecoveryCodes, openSecret, sealSecret } from './secrets.ts';

const RFC_SECRET = Buffer.from('12345678901234567890', 'ascii');

describe('TOTP (RFC 6238 over RFC 4226)', () => {
  it('matches RFC 4226 appendix D (HOTP, 6 digits)', () => {
    const expected = ['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583', '399871', '520489'];
    expect(expected.map((_, counter) => hotp(RFC_SECRET, counter))).toEqual(expected);
  });

  it('matches RFC 6238 appendix B (SHA-1, 8 digits, 30 s)', () => {
    const vectors: Array<[number, string]> = [
      [59, '94287082'], [1111111109, '07081804'], [1111111111, '14050471'], [1234567890, '89005924'], [2000000000, '69279037'], [20000000000, '65353130'],
    ];
    for (const [seconds, code] of vectors) expect(totpCode(RFC_SECRET, seconds * 1000, 8), String(seconds)).toBe(code);
  });

  it('accepts one step either side of now, only after the last accepted step', () => {
    const now = 1_900_000_000_000;
    const step = Math.floor(now / 30_000);
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, now), now, 0)).toBe(step);
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, now - 30_000), now, 0)).toBe(step - 1);
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, now + 30_000), now, 0)).toBe(step + 1);
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, now - 60_000), now, 0)).toBeNull();
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, now), now, step)).toBeNull();
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, now + 30_000), now, step)).toBe(step + 1);
    expect(matchTotp(RFC_SECRET, '12345', now, 0)).toBeNull();
  });

  it('writes base32 both ways and the otpauth URI authenticators import', () => {
    expect(base32Encode(RFC_SECRET)).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(base32Decode('gezd gnbv gy3t qojq gezd gnbv gy3t qojq').equals(RFC_SECRET)).toBe(true);
    expect(otpauthUri('Casino console', 'alice', RFC_SECRET)).toBe(
      'otpauth://totp/Casino%20console:alice?secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ&issuer=Casino+console&algorithm=SHA1&digits=6&period=30',
    );
  });
});

describe('operator secrets', () => {
  const key = Buffer.alloc(32, 7);

  it('seals with AES-256-GCM: a fresh IV each time, and a changed byte or another key does not open', () => {
    const secret = Buffer.from('a TOTP secret!');
    const a = sealSecret(key, secret);
    expect(a).not.toBe(sealSecret(key, secret));
    expect(openSecret(key, a).equals(secret)).toBe(true);
    expect(() => openSecret(Buffer.alloc(32, 8), a)).toThrow();
    const raw = Buffer.from(a.slice(3), 'base64url');
    raw.writeUInt8(raw.readUInt8(raw.length - 1) ^ 1, raw.length - 1);
    expect(() => openSecret(key, `v1.${raw.toString('base64url')}`)).toThrow();
  });

  it('recovery codes: ten distinct, readable, hashed alike however typed', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) {
      expect(code).toMatch(/^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/);
      expect(looksLikeRecoveryCode(code)).toBe(true);
      expect(hashRecoveryCode(key, ` ${code.toUpperCase().replace('-', '')} `)).toBe(hashRecoveryCode(key, code));
    }
    expect(looksLikeRecoveryCode('123456')).toBe(false);
  });
});
