import { useSyncExternalStore } from 'react';
import { getToken, subscribeToken } from './token.ts';

/** The current access token; re-renders on login and logout. */
export function useToken(): string | null {
  return useSyncExternalStore(subscribeToken, getToken, getToken);
}
