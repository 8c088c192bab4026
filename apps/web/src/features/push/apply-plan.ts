import type { QueryClient, QueryKey } from '../../shared/query/index.ts';
import { throttle } from '../../shared/lib/throttle.ts';
import type { Throttled } from '../../shared/lib/throttle.ts';
import { refreshBalances } from '../wallet/index.ts';
import type { RefreshPlan } from './refresh-plan.ts';

/** One read of the same answers per this long at most (the last signal of a burst is still followed by a read). */
export const REFRESH_EVERY_MS = 1_000;
/** The header's balances per this long at most: a player at a game hears of every few bets. */
export const BALANCES_EVERY_MS = 2_000;

/**
 * Marks the answers under `key` stale, reading the active ones again. An answer already on its way
 * stays on its way (cancelling it for every signal would starve it), but it may have been read
 * before the change the signal names: once it has come, it is read once more.
 */
function markStale(client: QueryClient, key: QueryKey): void {
  const onTheirWay = new Set(client.getQueryCache().findAll({ queryKey: key }).filter((query) => query.state.fetchStatus === 'fetching'));
  void client.invalidateQueries({ queryKey: key }, { cancelRefetch: false }).then(() => {
    if (onTheirWay.size === 0) return;
    return client.invalidateQueries({ queryKey: key, predicate: (query) => onTheirWay.has(query) }, { cancelRefetch: false });
  });
}

/**
 * Carries out refresh plans on the app's query client: marks the answers stale (the active ones
 * are read again), each prefix throttled on its own, and reads the balances unless the wallet
 * screen's query, which carries them, is being read again anyway.
 */
export function planRunner(client: QueryClient, readBalances: () => Promise<unknown> = refreshBalances) {
  const invalidations = new Map<string, Throttled<[]>>();
  const balances = throttle(() => void readBalances().catch(() => undefined), BALANCES_EVERY_MS);

  return {
    run(plan: RefreshPlan, playerId: number): void {
      for (const key of plan.keys) {
        const id = JSON.stringify(key);
        let invalidate = invalidations.get(id);
        if (!invalidate) {
          invalidate = throttle(() => markStale(client, key), REFRESH_EVERY_MS);
          invalidations.set(id, invalidate);
        }
        invalidate();
      }
      if (!plan.balances) return;
      const overview = client.getQueryCache().findAll({ queryKey: ['wallet', playerId, 'overview'], type: 'active' });
      if (overview.length === 0) balances();
    },
    cancel(): void {
      for (const invalidate of invalidations.values()) invalidate.cancel();
      invalidations.clear();
      balances.cancel();
    },
  };
}
