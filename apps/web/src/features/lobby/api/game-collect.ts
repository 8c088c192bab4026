import { useQuery } from '../../../shared/query/index.ts';
import type { QueryClient } from '../../../shared/query/index.ts';
import type { GameCollect } from '@casino/contract';
import { call } from '../../../shared/api/client.ts';
import { useToken } from '../../../shared/session/use-token.ts';
import { useUserStore } from '../../auth/index.ts';

export const gameCollectKey = ['gameCollect'] as const;

/** getGameCollect: the player's liked games and history, mirrored into the user store (§3). */
export async function fetchGameCollect(): Promise<GameCollect> {
  const { gameLikes, gameHistory } = await call('getGameCollect', {});
  useUserStore.setState({ gameLikes: Object.fromEntries(gameLikes.map((id) => [id, true as const])), gameHistory });
  return { gameLikes, gameHistory };
}

/** Loaded once a session for the like hearts; refreshed when the Collect tab opens. */
export function useGameCollect(options: { refreshOnMount?: boolean } = {}) {
  const token = useToken();
  return useQuery({
    queryKey: gameCollectKey,
    queryFn: fetchGameCollect,
    enabled: token !== null,
    staleTime: options.refreshOnMount ? 0 : Number.POSITIVE_INFINITY,
    refetchOnMount: options.refreshOnMount ? 'always' : false,
  });
}

/** Keeps the cached favourites in step with a like the server accepted: newest first, or removed. */
export function applyLikeToCollect(client: QueryClient, gameId: number, liked: boolean): void {
  client.setQueryData<GameCollect>(gameCollectKey, (current) => {
    if (!current) return current;
    const others = current.gameLikes.filter((id) => id !== gameId);
    return { ...current, gameLikes: liked ? [gameId, ...others] : others };
  });
}
