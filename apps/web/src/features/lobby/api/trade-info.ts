import { useQuery } from '../../../shared/query/index.ts';
import type { TradeEntry } from '@casino/contract';
import { call } from '../../../shared/api/client.ts';
import { useToken } from '../../../shared/session/use-token.ts';

/**
 * tradeInfo for a player, anonymous/tradeInfo for a guest (§6): deposits, withdrawals, bonuses
 * and big wins of all players. A refusal just leaves the ticker without them (§8).
 */
export async function fetchTrades(loggedIn: boolean): Promise<TradeEntry[]> {
  return (loggedIn ? await call('tradeInfo', {}) : await call('anonymousTradeInfo', {})).list;
}

/** getBonusTickers (players only): the bonuses lately paid. */
export async function fetchBonusTickers(): Promise<TradeEntry[]> {
  return (await call('getBonusTickers', {})).list;
}

export interface TickerTrades {
  /** Deposits, withdrawals and bonuses, newest first, each once. Big wins come from lobbyTips. */
  trades: TradeEntry[];
  /** Still waiting: not asked yet, or no answer yet. */
  pending: boolean;
}

/**
 * What the ticker shows besides the big wins, asked for only once `ready` (the big wins have
 * answered): the first screen's own requests go first.
 */
export function useTickerTrades(ready: boolean): TickerTrades {
  const loggedIn = useToken() !== null;
  const trades = useQuery({ queryKey: ['tradeInfo', loggedIn], queryFn: () => fetchTrades(loggedIn), enabled: ready, staleTime: 60_000 });
  const bonuses = useQuery({ queryKey: ['bonusTickers'], queryFn: fetchBonusTickers, enabled: ready && loggedIn, staleTime: 60_000 });
  const seen = new Set<string>();
  const merged = [...(trades.data ?? []), ...(loggedIn ? bonuses.data ?? [] : [])]
    .filter((entry) => entry.kind !== 'win' && !seen.has(entry.id) && seen.add(entry.id))
    .sort((a, b) => b.timestamp - a.timestamp);
  return { trades: merged, pending: trades.isPending || (loggedIn && bonuses.isPending) };
}
