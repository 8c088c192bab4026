import { useQuery } from '../../../shared/query/index.ts';
import type { BigWin } from '@casino/contract';
import { call } from '../../../shared/api/client.ts';

/** anonymous/lobbyTips: the big wins of the home ticker. A refusal just leaves the ticker empty (§8). */
export async function fetchBigWins(): Promise<BigWin[]> {
  const { jackpotList } = await call('lobbyTips', {});
  return jackpotList;
}

export function useBigWins(enabled: boolean) {
  return useQuery({ queryKey: ['lobbyTips'], queryFn: fetchBigWins, enabled, staleTime: 60_000 });
}
