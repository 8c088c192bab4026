import { describe, expect, it } from 'vitest';
import { decryptPassword, publicKeyBase64 } from '../../test/fixtures.ts';
import { encryptPassword } from './encrypt-password.ts';

describe('encryptPassword', () => {
  it('encrypts with RSA-OAEP SHA-256 so the holder of the private key reads the UTF-8 password', async () => {
    const key = await publicKeyBase64();
    const cipher = await encryptPassword('päss-wörd 123', key);
    expect(cipher).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(await decryptPassword(cipher)).toBe('päss-wörd 123');
  });

  it('uses fresh randomness for every encryption', async () => {
    const key = await publicKeyBase64();
    expect(await encryptPassword('same', key)).not.toBe(await encryptPassword('same', key));
  });

  it('accepts the key as a PEM block too', async () => {
    const key = await publicKeyBase64();
    const pem = `-----BEGIN PUBLIC KEY-----\n${key.match(/.{1,64}/g)!.join('\n')}\n-----END PUBLIC KEY-----`;
    expect(await decryptPassword(await encryptPassword('pem', pem))).toBe('pem');
  });
});
