import { useQuery } from '../../../shared/query/index.ts';
import { call } from '../../../shared/api/client.ts';

export const gameLaunchKey = (gameId: number, attempt: number) => ['gameLaunch', gameId, attempt] as const;

/**
 * The last exitGame. exitGame closes every game session of the player, so a game opened right
 * after leaving another waits for it: otherwise the close could reach the server second.
 */
let exiting: Promise<unknown> = Promise.resolve();

/**
 * startGame for the /start page: one game session per visit (and per restart, which bumps
 * `attempt`). Never retried or refetched on the player's behalf: each call opens a session.
 * Dropped from the cache as soon as the page leaves, so the next visit starts afresh.
 */
export function useGameLaunch(gameId: number, attempt: number) {
  return useQuery({
    queryKey: gameLaunchKey(gameId, attempt),
    queryFn: async () => {
      await exiting;
      return call('startGame', { gameId });
    },
    enabled: gameId > 0,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/** The player left the game page (§7 exitGame, public: a failure or a 401 is ignored). */
export function exitGame(): void {
  exiting = call('exitGame', {}).catch(() => undefined);
}
