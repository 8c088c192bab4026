import { StorageKey } from '../../shared/storage/keys.ts';
import { readJson, readText, removeKey, writeJson, writeText } from '../../shared/storage/storage.ts';
import { toBase64 } from '../../shared/crypto/encrypt-password.ts';

/**
 * "Remember me" keeps the account and password on this device (§3). The password is
 * obfuscated, NOT encrypted: it is XORed with a random per-install key stored right beside
 * it, which only keeps it from being readable at a glance in storage.
 */
export interface SavedCredentials {
  account: string;
  password: string;
}

interface StoredCredentials {
  account: string;
  password: string;
}

function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

function installKey(): Uint8Array {
  const stored = readText(StorageKey.credentialKey);
  if (stored) {
    try {
      const key = fromBase64(stored);
      if (key.length > 0) return key;
    } catch {
      // A damaged key is replaced below.
    }
  }
  const key = crypto.getRandomValues(new Uint8Array(32));
  writeText(StorageKey.credentialKey, toBase64(key));
  return key;
}

function xor(bytes: Uint8Array, key: Uint8Array): Uint8Array {
  return bytes.map((byte, i) => byte ^ key[i % key.length]!);
}

export function obfuscate(text: string, key: Uint8Array): string {
  return toBase64(xor(new TextEncoder().encode(text), key));
}

export function reveal(obfuscated: string, key: Uint8Array): string {
  return new TextDecoder().decode(xor(fromBase64(obfuscated), key));
}

export function loadSavedCredentials(): SavedCredentials | null {
  const stored = readJson<StoredCredentials>(StorageKey.savedCredentials);
  if (!stored || typeof stored.account !== 'string' || typeof stored.password !== 'string') return null;
  try {
    return { account: stored.account, password: reveal(stored.password, installKey()) };
  } catch {
    return null;
  }
}

export function saveCredentials({ account, password }: SavedCredentials): void {
  writeJson(StorageKey.savedCredentials, { account, password: obfuscate(password, installKey()) } satisfies StoredCredentials);
}

export function forgetSavedCredentials(): void {
  removeKey(StorageKey.savedCredentials);
}
