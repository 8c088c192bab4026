import { StorageKey } from '../storage/keys.ts';
import { readText, removeKey, writeText } from '../storage/storage.ts';

/**
 * The access token (§4): held in memory, mirrored in localStorage. Reads take memory
 * first, then storage; clearing removes it from both.
 */
let memory: string | null = null;
const listeners = new Set<(token: string | null) => void>();

export function getToken(): string | null {
  if (memory === null) memory = readText(StorageKey.accessToken) || null;
  return memory;
}

export function setToken(token: string): void {
  memory = token;
  writeText(StorageKey.accessToken, token);
  listeners.forEach((listener) => listener(token));
}

export function clearToken(): void {
  const had = getToken() !== null;
  memory = null;
  removeKey(StorageKey.accessToken);
  if (had) listeners.forEach((listener) => listener(null));
}

/** Called with the new token (or null) whenever it is set or cleared. */
export function subscribeToken(listener: (token: string | null) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
