import { readFileSync } from 'node:fs';
import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from './db.ts';
import type { Db } from './db.ts';
import { checkPasswordKeyFingerprint, KeyMismatchError, passwordKeyFingerprint } from './key-fingerprint.ts';
import { passwordKeyFrom } from './password-key.ts';

const newKey = () => passwordKeyFrom(generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey);

describe('password key fingerprint', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openPglite(null);
    await db.exec(readFileSync(new URL('../../migrations/900_deployment_keys.sql', import.meta.url), 'utf8'));
  });
  afterAll(() => db.close());

  it('records the first key, accepts it again and refuses another, naming both fingerprints', async () => {
    const first = newKey();
    const other = newKey();
    await checkPasswordKeyFingerprint(db, first);
    await checkPasswordKeyFingerprint(db, first);
    const refused = checkPasswordKeyFingerprint(db, other);
    await expect(refused).rejects.toThrow(KeyMismatchError);
    await expect(refused).rejects.toThrow(`fingerprint ${passwordKeyFingerprint(other)}) is not the key this database was first used with (fingerprint ${passwordKeyFingerprint(first)})`);
    const { rows } = await db.query<{ fingerprint: string }>('SELECT fingerprint FROM deployment_keys');
    expect(rows).toEqual([{ fingerprint: passwordKeyFingerprint(first) }]);
  });

  it('is public: 16 hex digits of the public key, the same for the same key', () => {
    const key = newKey();
    expect(passwordKeyFingerprint(key)).toMatch(/^[0-9a-f]{16}$/);
    expect(passwordKeyFingerprint({ publicKeySpki: key.publicKeySpki })).toBe(passwordKeyFingerprint(key));
    expect(passwordKeyFingerprint(newKey())).not.toBe(passwordKeyFingerprint(key));
  });
});
