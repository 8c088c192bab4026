import { useMutation, useQueryClient } from '../../../shared/query/index.ts';
import { LobbyErrcode } from '@casino/contract';
import { call } from '../../../shared/api/client.ts';
import { isCallError } from '../../../shared/api/errors.ts';
import { useUserStore } from '../../auth/index.ts';
import { applyLikeToCollect } from './game-collect.ts';

/** 'unknownGame' is the 1004 answer; 'refused' any other errcode. Neither changes anything. */
export type LikeOutcome = 'liked' | 'unliked' | 'unknownGame' | 'refused';

/**
 * gameLike (§4 likes): like 1 stores the game, 0 removes it, and only once the server answered
 * errcode 0. 1004 (no such game) is noted and nothing changes; like every lobby call, any other
 * refusal is ignored without a message (§8).
 */
export async function likeGame(gameId: number, like: boolean): Promise<LikeOutcome> {
  try {
    await call('gameLike', { id: gameId, like: like ? 1 : 0 });
  } catch (error) {
    if (isCallError(error)) return error.errcode === LobbyErrcode.LikeTargetInvalid ? 'unknownGame' : 'refused';
    throw error;
  }
  useUserStore.setState((state) => {
    const gameLikes = { ...state.gameLikes };
    if (like) gameLikes[gameId] = true;
    else delete gameLikes[gameId];
    return { gameLikes };
  });
  return like ? 'liked' : 'unliked';
}

export function useLikeGame() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ gameId, like }: { gameId: number; like: boolean }) => likeGame(gameId, like),
    onSuccess: (outcome, { gameId }) => {
      if (outcome === 'liked' || outcome === 'unliked') applyLikeToCollect(client, gameId, outcome === 'liked');
    },
  });
}

export function useIsLiked(gameId: number): boolean {
  return useUserStore((state) => state.gameLikes[gameId] === true);
}
