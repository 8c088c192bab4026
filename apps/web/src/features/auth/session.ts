import type { UserInfo } from '@casino/contract';
import { clearToken, getToken, setToken, subscribeToken } from '../../shared/session/token.ts';
import { rememberAdParams } from '../../shared/tracking/ad-params.ts';
import { setEventUserId } from '../../shared/tracking/track.ts';
import { startHeartbeat, stopHeartbeat } from './heartbeat.ts';
import { useUserStore } from './user-store.ts';

/** After login or registration: token, user and heartbeat (§4). */
export function startSession(result: UserInfo & { token: string }): void {
  const { token, ...user } = result;
  useUserStore.getState().signIn(user, token);
  setToken(token);
  startHeartbeat();
}

/** Ends the session locally: token, user store and heartbeat. */
export function clearSession(reason: 'logout' | 'expired' = 'expired'): void {
  clearToken(reason);
  resetSessionState();
}

function resetSessionState(): void {
  stopHeartbeat();
  useUserStore.getState().reset();
}

let started = false;

/**
 * Keeps the user store and the heartbeat in step with the token, however it changes
 * (login, logout, or a 401 that cleared it). Call once at start.
 */
export function initSession(): void {
  if (started) return;
  started = true;
  // The entry address's ad parameters, before the first navigation drops the query (§3).
  rememberAdParams();
  // Every logged event names the player of the moment (§3 eventUserId), or 0 for a guest.
  setEventUserId(useUserStore.getState().user?.id);
  useUserStore.subscribe((state) => setEventUserId(state.user?.id));
  subscribeToken((token) => {
    if (token) startHeartbeat();
    else resetSessionState();
  });
  const token = getToken();
  if (!token) {
    if (useUserStore.getState().user) resetSessionState();
    return;
  }
  if (useUserStore.getState().token !== token) useUserStore.setState({ token });
  startHeartbeat();
}
