import { StorageKey } from '../storage/keys.ts';
import { readText, writeText } from '../storage/storage.ts';

let cached: string | null = null;

function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A random fingerprint for this browser, kept in localStorage and sent as X-Device-Id. */
export function getDeviceId(): string {
  const stored = readText(StorageKey.deviceId);
  if (stored) {
    cached = stored;
    return stored;
  }
  // Storage was cleared or is unavailable: keep the id of this page and store it again.
  cached ??= randomId();
  writeText(StorageKey.deviceId, cached);
  return cached;
}
