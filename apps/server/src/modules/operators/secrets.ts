import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, randomInt } from 'node:crypto';

/**
 * The operators' secrets at rest. TOTP secrets are sealed with AES-256-GCM under a key derived
 * from the server's password key (never stored in the database), so a copy of the database
 * alone yields no second factor. Tokens (sessions, challenges, enrolment links) and recovery
 * codes are stored only as hashes.
 */

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** "v1." + base64url(iv | tag | ciphertext). */
export function sealSecret(key: Buffer, plain: Buffer): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(plain), cipher.final()]);
  return `v1.${Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url')}`;
}

export function openSecret(key: Buffer, sealed: string): Buffer {
  if (!sealed.startsWith('v1.')) throw new Error('unknown sealed secret format');
  const raw = Buffer.from(sealed.slice(3), 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
  decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
}

/** 256 random bits, URL-safe: session tokens, challenges, enrolment links. */
export const newToken = (): string => randomBytes(32).toString('base64url');
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export const RECOVERY_CODE_COUNT = 10;
/** No 0/o, 1/l/i: codes are read off paper. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const RECOVERY_GROUP = 5;

/** Ten codes like "k3m9q-xz7wd" (about 49 bits each), shown once. */
export function newRecoveryCodes(): string[] {
  const group = () => Array.from({ length: RECOVERY_GROUP }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${group()}-${group()}`);
}

/** The keyed hash a recovery code is kept and looked up by; spaces, dashes and case do not matter. */
export function hashRecoveryCode(key: Buffer, code: string): string {
  const normalized = code.toLowerCase().replace(/[\s-]/g, '');
  return createHmac('sha256', key).update(normalized).digest('hex');
}

/** Recovery codes are ten letters and digits from the alphabet once dashes and spaces go. */
export const looksLikeRecoveryCode = (code: string): boolean => /^[a-z0-9]{10}$/.test(code.toLowerCase().replace(/[\s-]/g, ''));
