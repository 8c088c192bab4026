import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { Limits } from '@casino/contract';
import type { Clock } from '../../platform/clock.ts';
import type { Queryable } from '../../platform/db.ts';
import { burnUnusedOtps, insertOtp, latestOtpForUpdate, markOtpUsed, recordOtpAttempt } from './store.ts';

/** Wrong guesses a code survives; the last one burns it. */
export const OTP_MAX_ATTEMPTS = 5;

export type OtpCheck = 'ok' | 'wrong' | 'expired';

export interface Otps {
  /** Stores a new code for phone and purpose (earlier ones stop counting) and returns it for sending. */
  issue(q: Queryable, phone: string, purpose: number): Promise<string>;
  /** Checks and, when right, uses up the last code sent. Run inside the transaction that acts on it. */
  verify(q: Queryable, phone: string, purpose: number, code: string): Promise<OtpCheck>;
}

/** Six-digit one-time codes, valid 10 minutes, single use; stored only as a keyed hash. */
export function createOtps(deps: { clock: Clock; secret: Buffer }): Otps {
  const { clock, secret } = deps;
  const hashCode = (phone: string, purpose: number, code: string) =>
    createHmac('sha256', secret).update(`${phone}:${purpose}:${code}`).digest('hex');

  return {
    async issue(q, phone, purpose) {
      const code = String(randomInt(0, 10 ** Limits.otpLength)).padStart(Limits.otpLength, '0');
      const now = clock.now();
      await burnUnusedOtps(q, phone, purpose, now);
      await insertOtp(q, {
        phone, purpose, codeHash: hashCode(phone, purpose, code), createdAt: now,
        expiresAt: new Date(now.getTime() + Limits.otpValidSeconds * 1000),
      });
      return code;
    },
    async verify(q, phone, purpose, code) {
      const otp = await latestOtpForUpdate(q, phone, purpose);
      if (!otp) return 'wrong';
      const now = clock.now();
      if (otp.used_at !== null || otp.expires_at.getTime() <= now.getTime()) return 'expired';
      const expected = Buffer.from(otp.code_hash, 'hex');
      const given = Buffer.from(hashCode(phone, purpose, code), 'hex');
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
        await recordOtpAttempt(q, otp.id, otp.attempts + 1 >= OTP_MAX_ATTEMPTS ? now : null);
        return 'wrong';
      }
      return (await markOtpUsed(q, otp.id, now)) ? 'ok' : 'expired';
    },
  };
}
