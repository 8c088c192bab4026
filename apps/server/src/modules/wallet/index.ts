/**
 * The wallet's face: the only file other modules (and the operator command line) import. The
 * wallet is the only module that moves coins and points; the others call its face (WalletFace,
 * handed to modules that need 'wallet') or the few pure parts below.
 */
import type { TransferFeed } from './transfer-feed.ts';
import type { WalletService } from './service.ts';

/** What `needs: ['wallet']` hands a module: the wallet service and its transfer feed. */
export type WalletFace = WalletService & {
  /** Every ledger transfer after it commits, read by cursor (VIP experience, tasks, rebates ...). */
  transferFeed: TransferFeed;
};

export { createWalletService } from './service.ts';
export type { WalletService, WalletOverview } from './service.ts';
export { LedgerRefusal, playerMain, systemAccount } from './ledger.ts';
export type { Ledger, TransferRequest, TransferResult, TransferRow } from './ledger.ts';
export type { WalletBalances } from './balances.ts';
export type { DailyMoney, DailyMoneyReport } from './daily-figures.ts';
export type { LevelRow, Levels, LevelSource } from './levels.ts';
/** The level thresholds the VIP module's table starts from. */
export { DEFAULT_LEVELS } from './levels.ts';
export type { FeedConsumer, FeedTransfer, TransferFeed } from './transfer-feed.ts';
export type { BalancesMovedListener } from './balance-moves.ts';
export { asWalletError, refusalsAsWalletErrors } from './errors.ts';
export { addTurnover, reverseBet, turnoverFor } from './turnover.ts';
export { lockSystemShard, transferArgPlaceholders, transferArgs } from './ledger-store.ts';
export { checkBooks, formatBooksReport } from './books.ts';
export type { BooksReport } from './books.ts';
