import type { QueryKey } from '../../shared/query/index.ts';
import { PushSignalTypes } from '@casino/contract';
import type { PushSignal } from '@casino/contract';

/**
 * What the app reads again on each signal of the push stream: the cached answers to mark stale
 * (query-key prefixes; the active ones are read again at once) and whether to read the balances
 * the header shows (refreshData), which live with the player rather than in a query. Every
 * feature keys its queries [feature, playerId, ...] (features/<f>/api/keys.ts); push.test.ts
 * checks these prefixes against those keys.
 */
export interface RefreshPlan {
  keys: QueryKey[];
  balances: boolean;
}

const redDots = (playerId: number): QueryKey => ['rewards', playerId, 'redDots'];

export function refreshPlanOf(signal: PushSignal, playerId: number): RefreshPlan {
  switch (signal.type) {
    case 'balance':
      return { keys: [['wallet', playerId]], balances: true };
    case 'mail':
      return { keys: [['mail', playerId], redDots(playerId)], balances: false };
    case 'redDots':
      return { keys: [redDots(playerId)], balances: false };
    case 'activityIds':
      return { keys: [['promotions', playerId, 'ids']], balances: false };
    case 'vip':
      // The header shows the level, which comes with the balances.
      return { keys: [['vip', playerId]], balances: true };
    case 'tasks':
      return { keys: [['tasks', playerId], redDots(playerId)], balances: false };
    case 'kyc':
      return { keys: [['kyc', playerId], ['payments', playerId, 'kyc']], balances: false };
    case 'deposit':
      return { keys: [['payments', playerId, 'deposits'], ['payments', playerId, 'depositCheck', signal.orderId]], balances: false };
    case 'withdrawal':
      return { keys: [['payments', playerId, 'withdrawals'], ['payments', playerId, 'withdrawInfo']], balances: false };
  }
}

/** Everything the stream keeps fresh: what `resync` reads again when signals were missed. */
export function resyncPlan(playerId: number): RefreshPlan {
  const keys = PushSignalTypes
    .filter((type) => type !== 'deposit' && type !== 'withdrawal')
    .flatMap((type) => refreshPlanOf({ type } as PushSignal, playerId).keys);
  keys.push(['payments', playerId]);
  return { keys, balances: true };
}
