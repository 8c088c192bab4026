/**
 * Passwords travel encrypted: RSA-OAEP with SHA-256 over the UTF-8 password, base64,
 * with the site's public key (SPKI, base64 DER) from appConfig.passwordPublicKey.
 */
const keys = new Map<string, Promise<CryptoKey>>();

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/\s+/g, ''));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Accepts the bare base64 DER or a PEM block. */
function importPublicKey(publicKey: string): Promise<CryptoKey> {
  let key = keys.get(publicKey);
  if (!key) {
    const der = fromBase64(publicKey.replace(/-----(BEGIN|END) PUBLIC KEY-----/g, ''));
    key = crypto.subtle.importKey('spki', der, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
    keys.set(publicKey, key);
    key.catch(() => keys.delete(publicKey));
  }
  return key;
}

export async function encryptPassword(password: string, publicKey: string): Promise<string> {
  const key = await importPublicKey(publicKey);
  const cipher = await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, key, new TextEncoder().encode(password));
  return toBase64(new Uint8Array(cipher));
}
