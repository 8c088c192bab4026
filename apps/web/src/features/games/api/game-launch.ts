import { useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/client.ts';

export const gameLaunchKey = (gameId: number, attempt: number) => ['gameLaunch', gameId, attempt] as const;

/**
 * startGame for the /start page: one game session per visit (and per restart, which bumps
 * `attempt`). Never retried or refetched on the player's behalf: each call opens a session.
 * Dropped from the cache as soon as the page leaves, so the next visit starts afresh.
 */
export function useGameLaunch(gameId: number, attempt: number) {
  return useQuery({
    queryKey: gameLaunchKey(gameId, attempt),
    queryFn: () => call('startGame', { gameId }),
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
  call('exitGame', {}).catch(() => undefined);
}
