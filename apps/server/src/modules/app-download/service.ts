import { ItemId } from '@casino/contract';
import type { RewardClaim } from '@casino/contract';
import type { Db } from '../../platform/db.ts';
import type { PaymentsFace } from '../payments/index.ts';
import type { RewardsFace } from '../rewards/index.ts';
import { appDownloadRefusal } from './refusals.ts';

/** Like the other bonus coins, the bonus owes its own amount once in turnover. */
const APP_DOWNLOAD_BET_RATE = 1;

/** One key per player: the rewards' unique key makes a replay or a concurrent duplicate grant nothing. */
export const appDownloadKey = (playerId: number): string => `app-download:${playerId}`;

export interface AppDownloadDeps {
  db: Db;
  /** APP_DOWNLOAD_BONUS, hundredths; 0: switched off. */
  bonus: number;
  payments: Pick<PaymentsFace, 'readPaymentSummary'>;
  rewards: Pick<RewardsFace, 'grant'>;
}

export function createAppDownloadService(deps: AppDownloadDeps) {
  return {
    /**
     * The bonus, once: refused without a credited deposit (read in the grant's transaction, so
     * the condition and the grant are one decision); a repeat answers the first claim.
     */
    async claim(playerId: number): Promise<{ claim: RewardClaim; replayed: boolean }> {
      if (deps.bonus <= 0) throw appDownloadRefusal('bonusOff');
      return deps.db.transaction(async (tx) => {
        const { totalRecharge } = await deps.payments.readPaymentSummary(tx, playerId);
        if (totalRecharge <= 0) throw appDownloadRefusal('noDeposit');
        return deps.rewards.grant(tx, {
          playerId,
          items: [{ id: ItemId.Coin, count: deps.bonus, betRate: APP_DOWNLOAD_BET_RATE }],
          key: appDownloadKey(playerId),
          source: 'appDownload',
          sourceRef: 'app',
          title: 'App download bonus',
          claimedByPlayer: true,
        });
      });
    },
  };
}

export type AppDownloadService = ReturnType<typeof createAppDownloadService>;
