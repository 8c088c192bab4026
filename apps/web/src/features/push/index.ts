/**
 * The push stream (docs/decisions/078): while a player is logged in, one stream from the server
 * names what changed (balance, mail, red dots, a withdrawal's state ...) and the app reads that
 * again through the ordinary calls, instead of polling. The screens it keeps fresh poll slowly
 * only while it is down (shared/push/live.ts). Loaded after the first screen (app/main.tsx).
 */
import type { QueryClient } from '../../shared/query/index.ts';
import { getDeviceId } from '../../shared/device/device-id.ts';
import { setPushLive } from '../../shared/push/live.ts';
import { getToken, isSigningOut, subscribeToken } from '../../shared/session/token.ts';
import { refreshUserInfo, useUserStore } from '../auth/index.ts';
import { planRunner } from './apply-plan.ts';
import { refreshPlanOf, resyncPlan } from './refresh-plan.ts';
import { openPushStream } from './stream-client.ts';

/** Opens the stream for the logged-in player and follows logins and logouts; answers stop(). */
export function startPush(client: QueryClient): () => void {
  let current: { stop(): void } | null = null;
  const plans = planRunner(client);

  const follow = (token: string | null) => {
    current?.stop();
    current = null;
    plans.cancel();
    setPushLive(false);
    if (!token) return;
    current = openPushStream({ token, headers: () => ({ 'X-Device-Id': getDeviceId() }) }, {
      onMessage(message) {
        const playerId = useUserStore.getState().user?.id;
        // Nothing of a player is cached before their user info is in.
        if (!playerId) return;
        plans.run(message.type === 'resync' ? resyncPlan(playerId) : refreshPlanOf(message, playerId), playerId);
      },
      onLive: setPushLive,
      // The ordinary calls meet the ended login (401) and take the player to the login screen.
      onSessionEnded: () => {
        // The player's own logout ends the session too, and takes them to /login itself.
        if (!isSigningOut()) void refreshUserInfo();
      },
    });
  };

  follow(getToken());
  const unsubscribe = subscribeToken(follow);
  return () => {
    unsubscribe();
    follow(null);
  };
}

export { refreshPlanOf, resyncPlan } from './refresh-plan.ts';
export type { RefreshPlan } from './refresh-plan.ts';
