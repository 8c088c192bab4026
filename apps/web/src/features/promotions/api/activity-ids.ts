import { useQuery } from '../../../shared/query/index.ts';
import type { QueryClient } from '../../../shared/query/index.ts';
import type { CallResponse } from '@casino/contract';
import { call } from '../../../shared/api/client.ts';
import { readJson, writeJson } from '../../../shared/storage/storage.ts';
import { useUserStore } from '../../auth/index.ts';
import { promotionKeys } from './keys.ts';

export type ActivityData = CallResponse<'getActivityIds'>;

/** §3: the activity data is kept in session storage, so a reload draws the lobby's entries at once. */
const SESSION_KEY = 'casino.activityData';

/** What a guest (or a player before the first answer) has: no activities. */
export const NO_ACTIVITIES: ActivityData = {
  code: 200, errcode: 0, activityIds: [], activityMap: {}, isBankrupt: false, hasTurntable: false, totalRecharge: 0, loginPaying: false,
};

/** getActivityIds (§3, §5 rules applied by the server); none for a guest. Read again when the window regains focus. */
export function useActivityData(): ActivityData {
  return useActivityDataState().data;
}

/**
 * The activity data and whether it is known: false for a logged-in player until the first answer
 * (or the visit's stored copy), so entries that depend on it can hold their place instead of
 * drawing the guest's set and then moving (a layout shift).
 */
export function useActivityDataState(): { data: ActivityData; ready: boolean } {
  const playerId = useUserStore((state) => state.user?.id ?? 0);
  const { data } = useQuery({
    queryKey: promotionKeys.ids(playerId),
    queryFn: async ({ signal }) => {
      const answer = await call('getActivityIds', {}, { signal });
      writeJson(SESSION_KEY, { playerId, answer }, 'session');
      return answer;
    },
    initialData: () => {
      const stored = readJson<{ playerId: number; answer: ActivityData }>(SESSION_KEY, 'session');
      return stored?.playerId === playerId ? stored.answer : undefined;
    },
    initialDataUpdatedAt: 0,
    enabled: playerId > 0,
    refetchOnWindowFocus: true,
  });
  if (playerId <= 0) return { data: NO_ACTIVITIES, ready: true };
  return data ? { data, ready: true } : { data: NO_ACTIVITIES, ready: false };
}

/** Reads the activity ids again (after a claim that finished an offer, a §8 code that says the activity is gone, a countdown's end). */
export function refreshActivityIds(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: ['promotions'], predicate: (query) => query.queryKey[2] === 'ids' });
}
