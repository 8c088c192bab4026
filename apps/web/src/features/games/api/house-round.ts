import { useQuery } from '../../../shared/query/index.ts';
import type { HouseRound } from '@casino/contract';
import { call } from '../../../shared/api/client.ts';

/** getHouseRound: one of the player's own rounds, with the server seed once it was rotated. */
export function useHouseRound(roundId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: ['houseRound', roundId],
    queryFn: async (): Promise<HouseRound> => (await call('getHouseRound', { roundId: roundId! })).round,
    enabled: enabled && roundId !== null && roundId !== '',
    retry: false,
    staleTime: 0,
  });
}
