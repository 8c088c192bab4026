import { constants, createHash, createPrivateKey, createPublicKey, generateKeyPair, privateDecrypt } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';

const generate = promisify(generateKeyPair);
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The RSA key passwords are encrypted with in transit (RSA-OAEP, SHA-256). */
export interface PasswordKey {
  /** SPKI, base64 DER: what the client imports to encrypt. */
  readonly publicKeySpki: string;
  /** The UTF-8 password, or null when the ciphertext is not ours or not valid. */
  decrypt(base64Ciphertext: string): string | null;
  /** A stable secret derived from the private key, for keyed hashes (e.g. OTP codes). */
  deriveSecret(label: string): Buffer;
}

export interface PasswordKeySource {
  /** PEM given by configuration. */
  pem: string | null;
  /** Where a generated key is kept; null generates a key in memory only. */
  dataDir: string | null;
}

export const PASSWORD_KEY_FILE = join('keys', 'password-rsa.pem');

export async function loadPasswordKey(source: PasswordKeySource): Promise<PasswordKey> {
  if (source.pem !== null) return passwordKeyFrom(createPrivateKey(source.pem));
  if (source.dataDir === null) return passwordKeyFrom(await generatePrivateKey());
  const file = resolve(source.dataDir, PASSWORD_KEY_FILE);
  if (existsSync(file)) return passwordKeyFrom(createPrivateKey(readFileSync(file, 'utf8')));
  const key = await generatePrivateKey();
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  // 'wx': if another instance wrote the key meanwhile, use that one.
  try {
    writeFileSync(file, key.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600, flag: 'wx' });
    chmodSync(file, 0o600);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return passwordKeyFrom(createPrivateKey(readFileSync(file, 'utf8')));
  }
  return passwordKeyFrom(key);
}

async function generatePrivateKey(): Promise<KeyObject> {
  const { privateKey } = await generate('rsa', { modulusLength: 2048 });
  return privateKey;
}

export function passwordKeyFrom(privateKey: KeyObject): PasswordKey {
  if (privateKey.asymmetricKeyType !== 'rsa') throw new Error('The password key must be an RSA private key');
  const publicKeySpki = createPublicKey(privateKey).export({ type: 'spki', format: 'der' }).toString('base64');
  const der = privateKey.export({ type: 'pkcs8', format: 'der' });
  return {
    publicKeySpki,
    decrypt(base64Ciphertext) {
      try {
        const plain = privateDecrypt(
          { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
          Buffer.from(base64Ciphertext, 'base64'),
        );
        return utf8.decode(plain);
      } catch {
        return null;
      }
    },
    deriveSecret: (label) => createHash('sha256').update(`${label}\0`).update(der).digest(),
  };
}
