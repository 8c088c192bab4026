import { useQuery } from '../../../shared/query/index.ts';
import type { QueryClient } from '../../../shared/query/index.ts';
import type { RedDots } from '@casino/contract';
import { call } from '../../../shared/api/client.ts';
import { useFallbackPoll } from '../../../shared/push/live.ts';
import { useUserStore } from '../../auth/index.ts';
import { rewardKeys } from './keys.ts';

export const NO_RED_DOTS: RedDots = { hasTask: false, hasMail: false, hasSignUpBonus: false, hasFund: false, hasAgent: false, hasFreeBonus: false };

/**
 * §3 red-dot flags from the server; all off for a guest. Read again when the push stream says a
 * mail arrived, a task moved or a dot changed (a slow poll stands in while the stream is down).
 */
export function useRedDots(): RedDots {
  const playerId = useUserStore((state) => state.user?.id ?? 0);
  const { data } = useQuery({
    queryKey: rewardKeys.redDots(playerId),
    queryFn: ({ signal }) => call('getRedDots', {}, { signal }),
    enabled: playerId > 0,
    refetchInterval: useFallbackPoll(),
    refetchOnWindowFocus: true,
  });
  return playerId > 0 && data ? data : NO_RED_DOTS;
}

/** Reads the dots again (after a claim, a read mail, a received task award). */
export function refreshRedDots(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: ['rewards'], predicate: (query) => query.queryKey[2] === 'redDots' });
}
