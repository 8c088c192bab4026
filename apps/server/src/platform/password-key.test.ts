import { constants, createPublicKey, generateKeyPairSync, publicEncrypt } from 'node:crypto';
import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPasswordKey, PASSWORD_KEY_FILE } from './password-key.ts';

const encrypt = (spki: string, plain: string, oaepHash: string) =>
  publicEncrypt(
    { key: createPublicKey({ key: Buffer.from(spki, 'base64'), format: 'der', type: 'spki' }), padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash },
    Buffer.from(plain, 'utf8'),
  ).toString('base64');

describe('password transport key', () => {
  it('generates a key into the data directory (0600) and reuses it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'keys-'));
    const first = await loadPasswordKey({ pem: null, dataDir: dir });
    expect((statSync(join(dir, PASSWORD_KEY_FILE)).mode & 0o777).toString(8)).toBe('600');
    const second = await loadPasswordKey({ pem: null, dataDir: dir });
    expect(second.publicKeySpki).toBe(first.publicKeySpki);
    expect(second.decrypt(encrypt(first.publicKeySpki, 'päss wörd ✓', 'sha256'))).toBe('päss wörd ✓');
  });

  it('uses RSA-OAEP with SHA-256 only', async () => {
    const key = await loadPasswordKey({ pem: null, dataDir: null });
    expect(key.decrypt(encrypt(key.publicKeySpki, 'secret-1', 'sha256'))).toBe('secret-1');
    expect(key.decrypt(encrypt(key.publicKeySpki, 'secret-1', 'sha1'))).toBeNull();
    expect(key.decrypt('bm90IGVuY3J5cHRlZA==')).toBeNull();
    expect(key.decrypt('')).toBeNull();
  });

  it('uses the configured PEM', async () => {
    const pem = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const a = await loadPasswordKey({ pem, dataDir: null });
    const b = await loadPasswordKey({ pem, dataDir: mkdtempSync(join(tmpdir(), 'keys-')) });
    expect(a.publicKeySpki).toBe(b.publicKeySpki);
    expect(a.deriveSecret('otp').equals(b.deriveSecret('otp'))).toBe(true);
    expect(a.deriveSecret('otp').equals(a.deriveSecret('other'))).toBe(false);
  });
});
