import { createHash } from 'node:crypto';
import type { Queryable } from './db.ts';
import type { PasswordKey } from './password-key.ts';

/** The row of deployment_keys that holds the password key's fingerprint. */
export const PASSWORD_KEY_ROW = 'password-key';

/** A short public name of the password key: SHA-256 of its public key, hex, first 16 characters. */
export function passwordKeyFingerprint(key: Pick<PasswordKey, 'publicKeySpki'>): string {
  return createHash('sha256').update(Buffer.from(key.publicKeySpki, 'base64')).digest('hex').slice(0, 16);
}

/** A server (or the command line) holds another password key than the database was first used with. */
export class KeyMismatchError extends Error {}

/**
 * Records the password key's fingerprint the first time, and refuses (KeyMismatchError) a key
 * whose fingerprint differs from the recorded one: every server on one database must decrypt
 * the same passwords and derive the same OTP, TOTP and provider secrets from it.
 */
export async function checkPasswordKeyFingerprint(q: Queryable, key: Pick<PasswordKey, 'publicKeySpki'>): Promise<void> {
  const mine = passwordKeyFingerprint(key);
  await q.query('INSERT INTO deployment_keys (name, fingerprint) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [PASSWORD_KEY_ROW, mine]);
  const { rows } = await q.query<{ fingerprint: string }>('SELECT fingerprint FROM deployment_keys WHERE name = $1', [PASSWORD_KEY_ROW]);
  const recorded = rows[0]?.fingerprint;
  if (recorded === mine) return;
  throw new KeyMismatchError(
    `PASSWORD_PRIVATE_KEY: this server's password key (fingerprint ${mine}) is not the key this database was first used with `
    + `(fingerprint ${recorded}). Every server on one database needs the same key: give each the same PASSWORD_PRIVATE_KEY. `
    + 'See docs/operations.md, "Several servers".',
  );
}
