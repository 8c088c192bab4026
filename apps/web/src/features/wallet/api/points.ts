import { queryOptions, useMutation, useQuery, useQueryClient } from '../../../shared/query/index.ts';
import { call } from '../../../shared/api/client.ts';
import { useUserStore } from '../../auth/index.ts';
import { applyBalances } from '../balances.ts';
import { walletKeys } from './keys.ts';

export interface PointsTerms {
  /** Coins per point. */
  rate: number;
  /** Fewest points per exchange, hundredths. */
  minimum: number;
  /** Points balance, hundredths. */
  lottery: number;
}

/** getLotterConfig: the exchange terms and the points balance. */
export async function getPointsTerms(signal?: AbortSignal): Promise<PointsTerms> {
  const { rate, minimum, lottery } = await call('getLotterConfig', {}, { signal });
  applyBalances({ lottery });
  return { rate, minimum, lottery };
}

export function pointsTermsQuery(playerId: number) {
  return queryOptions({ queryKey: walletKeys.points(playerId), queryFn: ({ signal }) => getPointsTerms(signal), staleTime: 0 });
}

export function usePointsTerms() {
  const playerId = useUserStore((state) => state.user?.id ?? 0);
  return useQuery({ ...pointsTermsQuery(playerId), enabled: playerId > 0 });
}

export interface PointsExchange {
  /** Points to exchange, hundredths. */
  amount: number;
  requestId: string;
}

export interface PointsExchangeResult {
  points: number;
  coins: number;
  coin: number;
  lottery: number;
}

/** lotteryExchange: points for coins at the configured rate. */
export async function exchangePoints({ amount, requestId }: PointsExchange): Promise<PointsExchangeResult> {
  const { points, coins, coin, lottery } = await call('lotteryExchange', { amount, requestId });
  return { points, coins, coin, lottery };
}

export function useExchangePoints() {
  const client = useQueryClient();
  const playerId = useUserStore((state) => state.user?.id ?? 0);
  return useMutation({
    mutationFn: exchangePoints,
    onSuccess: ({ coin, lottery }) => applyBalances({ coin, lottery }, client),
    onSettled: () => client.invalidateQueries({ queryKey: walletKeys.all(playerId) }),
  });
}
