import { z } from 'zod';
import { defineCall } from '../call.ts';
import { attemptsLeftReply } from '../envelope.ts';
import { EncryptedPassword } from './auth.ts';

/**
 * Errcodes of the wallet calls (2000-2099). A rule refused the request: HTTP 200, code 200,
 * errcode N, nothing moved.
 */
export const WalletErrcode = {
  /** The debited balance (coin, safebox or points) is smaller than the amount. */
  InsufficientBalance: 2001,
  /** The requestId was already used for a different request (other amount or direction). */
  RequestIdReused: 2002,
  /** The same requestId is being processed right now; retry to get its result. */
  RequestInProgress: 2003,
  /** No safebox password has been set yet (safeboxPasswordInit first). */
  SafeboxPasswordNotSet: 2010,
  /** safeboxPasswordInit: a safebox password is already set (use modifySafePassword). */
  SafeboxPasswordAlreadySet: 2011,
  /** The safebox password does not match. */
  SafeboxPasswordWrong: 2012,
  /** Too many wrong safebox passwords: locked for retryAfter seconds. */
  SafeboxLocked: 2013,
  /** The new safebox password does not meet the rules (6 to 64 characters). */
  SafeboxPasswordInvalid: 2014,
  /** The new safebox password is a widely used one (123456, password, a keyboard run ...): it guards withdrawals. */
  SafeboxPasswordTooCommon: 2015,
  /** lotteryExchange: fewer points than the configured minimum. */
  PointsBelowMinimum: 2020,
  /** A withdrawal while reward turnover is still owed. */
  TurnoverOutstanding: 2030,
} as const;
export type WalletErrcode = (typeof WalletErrcode)[keyof typeof WalletErrcode];

/** The refusal of a wrong safebox password, with the attempts left before the safebox locks. */
export const SafeboxPasswordWrongReply = attemptsLeftReply(WalletErrcode.SafeboxPasswordWrong, 'the safebox locks');
export type SafeboxPasswordWrongReply = z.infer<typeof SafeboxPasswordWrongReply>;

/** What a ledger transfer was for; the history filter uses these names. */
export const TransferKinds = [
  'signUpBonus', 'reward', 'bet', 'win', 'betRefund',
  'deposit', 'withdrawalHold', 'withdrawalPaid', 'withdrawalRefund',
  'safeboxDeposit', 'safeboxWithdraw', 'pointsExchange', 'adjustment',
] as const;
export const TransferKind = z.enum(TransferKinds);
export type TransferKind = z.infer<typeof TransferKind>;

export const Assets = ['COIN', 'POINTS'] as const;
export const Asset = z.enum(Assets);
export type Asset = z.infer<typeof Asset>;

const money = z.number().int().describe('integer hundredths');
/** A positive amount of hundredths that JSON numbers carry exactly. */
const Amount = z.number().int().positive().max(Number.MAX_SAFE_INTEGER).describe('integer hundredths, > 0');
/** Chosen by the client per action and reused on retry: a retry returns the first result. */
const RequestId = z.string().trim().min(8).max(64).regex(/^[A-Za-z0-9_-]+$/, 'must be 8-64 letters, digits, - or _');

/** A reward item of §9 (ItemId): coin 2001 (count in hundredths, optional turnover multiplier betRate), points 2002, ... */
export const RewardItem = z.object({
  id: z.number().int(),
  count: z.number().int().min(0),
  betRate: z.number().min(0).max(1000).optional().describe('turnover multiplier of a coin reward'),
});
export type RewardItem = z.infer<typeof RewardItem>;

/** The safebox password rule (characters of the plain password), checked by the server and shown by clients. */
export const SAFEBOX_PASSWORD_LENGTH = { min: 6, max: 64 } as const;

const SafeboxBalances = z.object({ coin: money, safebox: money });

export const getSafebox = defineCall({
  name: 'getSafebox', anonymous: false,
  summary: 'Coin and safebox balances, and whether a safebox password is set.',
  body: z.object({}),
  response: SafeboxBalances.extend({ hasSafeboxPassword: z.boolean() }),
});

export const safeboxPasswordInit = defineCall({
  name: 'safeboxPasswordInit', anonymous: false,
  summary: 'Set the safebox password (once; 6 to 64 characters, encrypted like login passwords).',
  body: z.object({ password: EncryptedPassword }),
  response: z.object({}),
});

export const modifySafePassword = defineCall({
  name: 'modifySafePassword', anonymous: false,
  summary: 'Change the safebox password, proven by the current one (wrong ones count toward the lockout).',
  body: z.object({ oldPassword: EncryptedPassword, password: EncryptedPassword }),
  response: z.object({}),
});

export const safeboxDeposit = defineCall({
  name: 'safeboxDeposit', anonymous: false,
  summary: 'Move coins from the main balance into the safebox; idempotent on requestId.',
  body: z.object({ amount: Amount, requestId: RequestId }),
  response: SafeboxBalances,
});

export const safeboxWithdraw = defineCall({
  name: 'safeboxWithdraw', anonymous: false,
  summary: 'Move coins from the safebox to the main balance, proven by the safebox password; idempotent on requestId.',
  body: z.object({ amount: Amount, password: EncryptedPassword, requestId: RequestId }),
  response: SafeboxBalances,
});

export const getLotterConfig = defineCall({
  name: 'getLotterConfig', anonymous: false,
  summary: 'Points exchange terms: coins per point (rate), the fewest points per exchange, and the points balance.',
  body: z.object({}),
  response: z.object({
    rate: z.number().describe('coins received per point'),
    minimum: money.describe('fewest points per exchange, integer hundredths'),
    lottery: money.describe('points balance, integer hundredths'),
  }),
});

export const lotteryExchange = defineCall({
  name: 'lotteryExchange', anonymous: false,
  summary: 'Exchange points for coins at the configured rate (rounded down to a hundredth of a coin); idempotent on requestId.',
  body: z.object({ amount: Amount.describe('points to exchange, integer hundredths'), requestId: RequestId }),
  response: z.object({
    points: money.describe('points taken (the amount, less any remainder too small to buy a hundredth of a coin)'),
    coins: money.describe('coins received'),
    coin: money,
    lottery: money,
  }),
});

export const TransactionRecord = z.object({
  id: z.number().int().describe('transfer id; a move between two of the player\'s own accounts shows one row per account'),
  kind: TransferKind,
  asset: Asset,
  account: z.enum(['main', 'safebox']),
  amount: money.describe('signed: positive into the account, negative out of it'),
  balanceAfter: money,
  createdAt: z.number().int().describe('ms since epoch'),
  reference: z.string(),
});
export type TransactionRecord = z.infer<typeof TransactionRecord>;

export const TRANSACTION_PAGE_SIZE_MAX = 50;

export const getTransactionRecord = defineCall({
  name: 'getTransactionRecord', anonymous: false,
  summary: 'The player\'s own ledger history, newest first, paged; filterable by kind, asset and time range [from, to).',
  body: z.object({
    page: z.number().int().min(1).max(100_000).default(1),
    pageSize: z.number().int().min(1).max(TRANSACTION_PAGE_SIZE_MAX).default(20),
    kinds: z.array(TransferKind).max(TransferKinds.length).optional(),
    asset: Asset.optional(),
    from: z.number().int().min(0).optional().describe('ms since epoch, inclusive'),
    to: z.number().int().min(0).optional().describe('ms since epoch, exclusive'),
  }),
  response: z.object({
    list: z.array(TransactionRecord),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
});

export const TurnoverStatus = z.object({
  owed: money.describe('turnover still to bet, integer hundredths'),
  required: money.describe('turnover the rewards of the current wagering cycle require, integer hundredths'),
  progress: z.number().min(0).max(1).describe('share of the requirement met, 0 to 1 (1 when nothing is required)'),
});
export type TurnoverStatus = z.infer<typeof TurnoverStatus>;

export const getWallet = defineCall({
  name: 'getWallet', anonymous: false,
  summary: 'The wallet at a glance: coin, safebox and points balances, the cumulative bet, whether a safebox password is set, and the reward turnover still owed.',
  body: z.object({}),
  response: z.object({
    coin: money,
    safebox: money,
    lottery: money.describe('points balance, integer hundredths'),
    bet: money.describe('cumulative bet, integer hundredths'),
    hasSafeboxPassword: z.boolean(),
    turnover: TurnoverStatus,
  }),
});

/** The wallet calls, in the order of the call list (calls/index.ts). */
export const walletCalls = {
  getSafebox,
  safeboxPasswordInit,
  modifySafePassword,
  safeboxDeposit,
  safeboxWithdraw,
  getLotterConfig,
  lotteryExchange,
  getTransactionRecord,
  getWallet,
} as const;
