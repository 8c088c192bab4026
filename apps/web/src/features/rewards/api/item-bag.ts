import { useInfiniteQuery, useQuery } from '../../../shared/query/index.ts';
import type { RewardClaim } from '@casino/contract';
import { call } from '../../../shared/api/client.ts';
import { useUserStore } from '../../auth/index.ts';
import { rewardKeys } from './keys.ts';

const CLAIMS_PAGE_SIZE = 20;

/** getItemBag: what the player holds now. */
export function useItemBag() {
  const playerId = useUserStore((state) => state.user?.id ?? 0);
  return useQuery({
    queryKey: rewardKeys.bag(playerId),
    queryFn: async ({ signal }) => (await call('getItemBag', {}, { signal })).items,
    enabled: playerId > 0,
  });
}

/** getRewardClaims, page after page, newest first. */
export function useRewardClaims() {
  const playerId = useUserStore((state) => state.user?.id ?? 0);
  return useInfiniteQuery({
    queryKey: rewardKeys.claims(playerId, 0),
    queryFn: ({ pageParam, signal }) => call('getRewardClaims', { page: pageParam, pageSize: CLAIMS_PAGE_SIZE }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
    enabled: playerId > 0,
  });
}

export const claimsOf = (pages: ReadonlyArray<{ list: RewardClaim[] }>): RewardClaim[] => pages.flatMap((page) => page.list);
