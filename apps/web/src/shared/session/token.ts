import { StorageKey } from '../storage/keys.ts';
import { readText, removeKey, writeText } from '../storage/storage.ts';

/**
 * The access token (§4): held in memory, mirrored in localStorage. Reads take memory
 * first, then storage; clearing removes it from both.
 */
let memory: string | null = null;
/** True when the player ended the session themselves (not an expiry): /login needs no way back. */
let signedOutByPlayer = false;
/** True from the player's logout until the token is cleared: answers that the session is over are expected then. */
let signingOut = false;
const listeners = new Set<(token: string | null) => void>();

export function getToken(): string | null {
  if (memory === null) memory = readText(StorageKey.accessToken) || null;
  return memory;
}

export function setToken(token: string): void {
  memory = token;
  signedOutByPlayer = false;
  signingOut = false;
  writeText(StorageKey.accessToken, token);
  listeners.forEach((listener) => listener(token));
}

export function clearToken(reason: 'logout' | 'expired' = 'expired'): void {
  const had = getToken() !== null;
  memory = null;
  signedOutByPlayer = reason === 'logout';
  signingOut = false;
  removeKey(StorageKey.accessToken);
  if (had) listeners.forEach((listener) => listener(null));
}

/** Called with the new token (or null) whenever it is set or cleared. */
export function subscribeToken(listener: (token: string | null) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The player's logout has begun: the server ends the session before the app clears it, and the
 * calls and the push stream that meet the ended session in between must not race the logout to
 * the login screen (with a way back to where the player was).
 */
export function beginSignOut(): void {
  signingOut = true;
}

export function isSigningOut(): boolean {
  return signingOut;
}

export function wasSignedOutByPlayer(): boolean {
  return signedOutByPlayer;
}
