import { WalletErrcode } from '@casino/contract';
import { readBalances } from './balances.ts';
import { refusal } from '../../platform/refusal.ts';
import { refusalsAsWalletErrors } from './errors.ts';
import { playerMain, systemAccount } from './ledger.ts';
import type { Ledger, LedgerDb } from './ledger.ts';

/**
 * Points (the `lottery` balance) exchanged for coins. Points go back to points issuance on the
 * POINTS ledger; the coins come from bonus expense on the COIN ledger; both legs in one batch.
 */

export interface PointsExchangeTerms {
  /** `coins` hundredths of a coin for every `points` hundredths of points. */
  coins: number;
  points: number;
  /** Fewest points (hundredths) per exchange. */
  minimum: number;
}

/** 0.008 coin per point, the value §9's first-charge formula gives a point; at least 100 points. */
export const DEFAULT_POINTS_EXCHANGE: PointsExchangeTerms = { coins: 8, points: 1_000, minimum: 10_000 };

export interface PointsExchangeResult {
  /** Points taken. */
  points: number;
  /** Coins received. */
  coins: number;
  /** Balances after: coin and points. */
  coin: number;
  lottery: number;
}

export function checkTerms(terms: PointsExchangeTerms): PointsExchangeTerms {
  const positive = (n: number) => Number.isSafeInteger(n) && n > 0;
  if (!positive(terms.coins) || !positive(terms.points) || !positive(terms.minimum)) {
    throw new RangeError('points exchange terms must be positive integers');
  }
  return terms;
}

/** Coins for an amount of points, rounded down to a hundredth of a coin. */
export function coinsFor(points: number, terms: PointsExchangeTerms): number {
  return Number((BigInt(points) * BigInt(terms.coins)) / BigInt(terms.points));
}

export function createPointsExchange(deps: { db: LedgerDb; ledger: Ledger; terms: PointsExchangeTerms }) {
  const { db, ledger } = deps;
  const terms = checkTerms(deps.terms);

  return {
    async config(playerId: number): Promise<{ rate: number; minimum: number; lottery: number }> {
      const balances = await readBalances(db, playerId);
      return { rate: terms.coins / terms.points, minimum: terms.minimum, lottery: balances.lottery };
    },

    /**
     * Takes all the points asked for (the fraction of a coin hundredth they do not buy stays
     * with the house). A retry with the same requestId returns the first exchange, at the rate
     * it was made at, even if the terms changed since.
     */
    exchange(playerId: number, amount: number, requestId: string): Promise<PointsExchangeResult> {
      return refusalsAsWalletErrors(async () => {
        const keys = { points: `points-exchange:${playerId}:${requestId}:points`, coins: `points-exchange:${playerId}:${requestId}:coins` };
        const { rows: prior } = await db.query<{ amount: number }>(
          'SELECT amount FROM ledger_transfers WHERE idempotency_key = $1', [keys.coins],
        );
        const firstCoins = prior[0]?.amount;
        const coins = firstCoins ?? coinsFor(amount, terms);
        if (firstCoins === undefined && (amount < terms.minimum || coins === 0)) {
          throw refusal(WalletErrcode.PointsBelowMinimum, `Exchange at least ${(terms.minimum / 100).toFixed(2)} points`);
        }
        const [pointsLeg, coinsLeg] = await ledger.transferBatch([
          { key: keys.points, kind: 'pointsExchange', asset: 'POINTS', debit: playerMain(playerId), credit: systemAccount('points_issuance'), amount, reference: requestId },
          { key: keys.coins, kind: 'pointsExchange', asset: 'COIN', debit: systemAccount('bonus_expense'), credit: playerMain(playerId), amount: coins, reference: requestId, meta: { terms } },
        ]);
        if (pointsLeg === undefined || coinsLeg === undefined) throw new Error('points exchange: missing leg');
        return { points: amount, coins, coin: coinsLeg.creditBalanceAfter, lottery: pointsLeg.debitBalanceAfter };
      });
    },
  };
}
