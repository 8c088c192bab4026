import type { RewardItem } from '@casino/contract';
import type { Clock } from '../../platform/clock.ts';
import type { PhilippineDays } from '../../platform/philippine-day.ts';
import { readBalances, readCoin } from './balances.ts';
import type { WalletBalances } from './balances.ts';
import { createBets } from './bets.ts';
import { readDailyMoney } from './daily-figures.ts';
import type { DailyMoneyReport } from './daily-figures.ts';
import { refusalsAsWalletErrors } from './errors.ts';
import { readHistory } from './history.ts';
import type { HistoryPage, HistoryQuery } from './history.ts';
import { createLedger } from './ledger.ts';
import type { LedgerDb, TransferRequest, TransferResult } from './ledger.ts';
import { createBalanceMoves, playersOf } from './balance-moves.ts';
import { tableLevels } from './levels.ts';
import type { LevelSource } from './levels.ts';
import { createPointsExchange, DEFAULT_POINTS_EXCHANGE } from './points-exchange.ts';
import type { PointsExchangeTerms } from './points-exchange.ts';
import { creditSignUpBonus, grantReward } from './rewards.ts';
import type { GrantOptions } from './rewards.ts';
import { createSafebox } from './safebox.ts';
import type { SqlRunner } from './transaction.ts';
import { assertWithdrawable, recordBet, turnoverStatus } from './turnover.ts';
import type { TurnoverStatus } from './turnover.ts';

export interface WalletDeps {
  db: LedgerDb;
  clock: Clock;
  /** The plain password of an encrypted one (the accounts module's key); null or a throw when unreadable. */
  decryptPassword: (cipher: string) => string | null;
  pointsExchange?: PointsExchangeTerms;
  /** Shards per hot system account (default SYSTEM_ACCOUNT_SHARDS). */
  systemShards?: number;
}

export type WalletService = ReturnType<typeof createWalletService>;

export interface WalletOverview {
  coin: number;
  safebox: number;
  lottery: number;
  bet: number;
  hasSafeboxPassword: boolean;
  turnover: TurnoverStatus;
}

/**
 * The wallet: the only module that moves coins and points. Other modules call these
 * functions; those taking `q` run inside the caller's transaction when given one.
 */
export function createWalletService(deps: WalletDeps) {
  const { db, clock, systemShards } = deps;
  const moves = createBalanceMoves();
  const onApplied = (q: SqlRunner, request: TransferRequest) => moves.balancesMoved(q, playersOf(request));
  const ledger = createLedger(db, { clock, systemShards, onApplied });
  const bets = createBets({ db, ledger, clock });
  let levels: LevelSource = tableLevels;

  return {
    ledger,
    /** Who hears of balances moving, after commit (push); see balance-moves.ts. */
    onBalancesMoved: moves.onBalancesMoved,
    balancesMoved: moves.balancesMoved,
    readBalances: (playerId: number, q: SqlRunner = db): Promise<WalletBalances> => readBalances(q, playerId, levels),
    /** The coins of the player's main account alone (the game gateway's answers). */
    readCoin: (playerId: number, q: SqlRunner = db): Promise<number> => readCoin(q, playerId),
    /** The VIP module's levels for the balances (vip, vipExp, userLevel); the wallet cannot import it. */
    useLevels(source: LevelSource): void {
      levels = source;
    },

    creditSignUpBonus: (q: SqlRunner | LedgerDb, playerId: number, amount: number, betRate = 0): Promise<TransferResult | null> =>
      refusalsAsWalletErrors(() => creditSignUpBonus(q, playerId, amount, { betRate, clock, systemShards, onApplied })),
    grantReward: (q: SqlRunner | LedgerDb, playerId: number, item: RewardItem, options: Omit<GrantOptions, 'clock' | 'systemShards'>) =>
      refusalsAsWalletErrors(() => grantReward(q, playerId, item, { ...options, clock, systemShards, onApplied })),

    placeBet: bets.placeBet,
    payWin: bets.payWin,
    recordBet: (playerId: number, amount: number, q: SqlRunner = db): Promise<void> => recordBet(q, playerId, amount, clock.now()),
    turnoverStatus: (playerId: number, q: SqlRunner = db): Promise<TurnoverStatus> => turnoverStatus(q, playerId),
    assertWithdrawable: (playerId: number, q: SqlRunner = db): Promise<void> => assertWithdrawable(q, playerId),

    /** What the wallet screen shows: the balances, whether a safebox password is set, and the turnover owed. */
    async overview(playerId: number): Promise<WalletOverview> {
      const balances = await readBalances(db, playerId, levels);
      const turnover = await turnoverStatus(db, playerId);
      const { coin, safebox, lottery, bet, hasSafeboxPassword } = balances;
      return { coin, safebox, lottery, bet, hasSafeboxPassword, turnover };
    },

    safebox: createSafebox({ db, ledger, clock, decryptPassword: deps.decryptPassword }),
    points: createPointsExchange({ db, ledger, terms: deps.pointsExchange ?? DEFAULT_POINTS_EXCHANGE }),
    history: (playerId: number, query: HistoryQuery): Promise<HistoryPage> => readHistory(db, playerId, query),
    /** Bets, wins and bonus cost per Philippine day, and who bet (the console's dashboard). */
    dailyMoney: (days: PhilippineDays): Promise<DailyMoneyReport> => readDailyMoney(db, days),
  };
}
