import { useEffect } from 'react';
import { call } from '../../../shared/api/client.ts';
import { isCallError } from '../../../shared/api/errors.ts';
import { clearSession } from '../session.ts';
import { useUserStore } from '../user-store.ts';

/**
 * §4 home header user-info refresh: errcode 0 updates the player's record (balances included,
 * like the login answer); an answer carrying a refusal while logged in ends the session (§8).
 * A failed network leaves things as they are.
 */
export async function refreshUserInfo(): Promise<void> {
  try {
    const { code: _code, errcode: _errcode, msg: _msg, retryAfter: _retryAfter, ...user } = await call('getAfterLoginInfo', {});
    useUserStore.getState().updateUser(user);
  } catch (error) {
    if (isCallError(error) && useUserStore.getState().user) clearSession();
  }
}

/** Runs the refresh once when the header first shows a player. */
export function useUserInfoRefreshOnLoad(playerId: number | null): void {
  useEffect(() => {
    if (playerId !== null) void refreshUserInfo();
  }, [playerId]);
}
