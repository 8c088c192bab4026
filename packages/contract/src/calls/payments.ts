import { z } from 'zod';
import { defineCall } from '../call.ts';
import { attemptsLeftReply } from '../envelope.ts';
import { EncryptedPassword } from './auth.ts';
import { WalletErrcode } from './wallet.ts';
import { KycErrcode, KycStatuses, NAME_PATTERN, NAME_RULE } from './kyc.ts';

/**
 * Payments (§7 wallet and profile calls): deposits through a provider (a payment page, a QR Ph
 * code or the operator's own bank account), withdrawals, and the player's bank and e-wallet
 * accounts. Identity verification (KYC) is in kyc.ts. docs/payments.md and
 * docs/decisions/030-039 describe the choices the spec leaves open.
 *
 * A rule refused the request: HTTP 200, code 200, errcode N (2100-2199; 2030 is the wallet's
 * turnover rule, reused). Nothing moved and nothing was written.
 */
export const PaymentErrcode = {
  /** recharge3: no enabled channel has that rechargeType (or payments are switched off). */
  ChannelUnavailable: 2100,
  /** recharge3 / exchange: the amount is below the channel's or the withdrawal minimum. */
  AmountBelowMinimum: 2101,
  /** recharge3 / exchange: the amount is above the channel's or the withdrawal maximum. */
  AmountAboveMaximum: 2102,
  /**
   * recharge3: the channel's bank or e-wallet is not bound (channel with a bankId), or no account
   * is bound at all (channel without one) - §5 "deposit via bank". exchange: no account is bound
   * for that bankId.
   */
  NoBoundAccount: 2103,
  /**
   * isRechargeDone / checkRechargeOrder / cancelExchange: the player has no order with that id
   * (another player's order is not found either).
   */
  OrderNotFound: 2104,
  /** recharge3 / exchange: the payment provider did not accept the order; nothing was charged or held. */
  ProviderUnavailable: 2105,
  /** recharge3: too many unpaid orders are open; pay or let one expire first. */
  TooManyOpenOrders: 2106,
  /** Payment callback: the amount paid differs from the order's amount; not credited, recorded for review. */
  AmountMismatch: 2107,
  /** Payment callback: the signature header is missing or does not match (HTTP 401). */
  CallbackSignatureInvalid: 2108,
  /** Payment callback: the signed timestamp is outside the tolerance (HTTP 401). */
  CallbackStale: 2109,

  /** exchange: identity is not verified (no KYC submission, or the last one was rejected). */
  KycRequired: 2110,
  /** exchange: the KYC submission is waiting for review. */
  KycPending: 2111,
  /** exchange: no wallet (safebox) password is set yet (safeboxPasswordInit first). */
  WithdrawPasswordNotSet: 2112,
  /**
   * exchange: the wallet (safebox) password does not match; wrong guesses count toward the
   * lockout. The reply adds attemptsLeft (WithdrawPasswordWrongReply).
   */
  WithdrawPasswordWrong: 2113,
  /** exchange: too many wrong wallet passwords; locked for retryAfter seconds. */
  WithdrawPasswordLocked: 2114,
  /** exchange: reward turnover is still owed (the wallet's rule and code). */
  TurnoverOutstanding: WalletErrcode.TurnoverOutstanding,
  /** exchange: the amount would take today's withdrawals (Philippine time) over the daily maximum. */
  DailyAmountExceeded: 2115,
  /** exchange: today's number of withdrawals is used up. */
  DailyCountExceeded: 2116,
  /** exchange: the coin balance is smaller than the amount. */
  InsufficientBalance: 2117,
  /** exchange: the requestId was already used for a different withdrawal (other amount or account). */
  RequestIdReused: 2118,
  /** exchange: the same requestId is being processed right now; retry to get its result. */
  RequestInProgress: 2119,

  /** addBankInfo / modifyBankInfo: no bank or e-wallet has that bankId. */
  BankUnknown: 2120,
  /** modifyBankInfo: no account is bound for that bankId. */
  AccountNotFound: 2122,
  /** modifyBankInfo: a withdrawal to this account is still being processed. */
  AccountInUse: 2123,
  /** addBankInfo / modifyBankInfo: this account number is bound to another player. */
  AccountNumberTaken: 2124,

  /*
   * The KYC calls' errcodes belong to KycErrcode (kyc.ts). They stay here as aliases with the same
   * numbers, so server and web code that names them through PaymentErrcode keeps working
   * unchanged; new code should name them through KycErrcode.
   */
  /** uploadKyc: the file is not a JPEG, PNG or WebP image (judged by its content, not its name). Alias of KycErrcode.KycFileType. */
  KycFileType: KycErrcode.KycFileType,
  /** uploadKyc: the file is larger than the limit (5 MB by default). Alias of KycErrcode.KycFileTooLarge. */
  KycFileTooLarge: KycErrcode.KycFileTooLarge,
  /** addKyc: a file id is unknown, not the player's own, already used, or of the other kind. Alias of KycErrcode.KycFileNotFound. */
  KycFileNotFound: KycErrcode.KycFileNotFound,
  /** addKyc: the birth date makes the player younger than 21 (§6). Alias of KycErrcode.KycUnderAge. */
  KycUnderAge: KycErrcode.KycUnderAge,
  /** addKyc: a submission is already waiting for review. Alias of KycErrcode.KycAlreadyPending. */
  KycAlreadyPending: KycErrcode.KycAlreadyPending,
  /** addKyc: the identity is already verified. Alias of KycErrcode.KycAlreadyApproved. */
  KycAlreadyApproved: KycErrcode.KycAlreadyApproved,
  /** uploadKyc: too many files uploaded and not yet submitted; submit or wait a day. Alias of KycErrcode.KycUploadLimit. */
  KycUploadLimit: KycErrcode.KycUploadLimit,

  /**
   * cancelExchange: the withdrawal is no longer waiting for review (approved and being paid out,
   * paid, rejected or failed); only a pending one can be cancelled. Nothing moved.
   */
  WithdrawalNotCancellable: 2140,
} as const;
export type PaymentErrcode = (typeof PaymentErrcode)[keyof typeof PaymentErrcode];

/** The refusal of a wrong wallet password on a withdrawal, with the attempts left before withdrawals (and the safebox) lock. */
export const WithdrawPasswordWrongReply = attemptsLeftReply(PaymentErrcode.WithdrawPasswordWrong, 'withdrawals lock');
export type WithdrawPasswordWrongReply = z.infer<typeof WithdrawPasswordWrongReply>;

const money = z.number().int().describe('integer hundredths');
const EpochMs = z.number().int().describe('ms since epoch');
/** A positive amount of hundredths that JSON numbers carry exactly. */
const Amount = z.number().int().positive().max(Number.MAX_SAFE_INTEGER).describe('integer hundredths, > 0');
const RequestId = z.string().trim().min(8).max(64).regex(/^[A-Za-z0-9_-]+$/, 'must be 8-64 letters, digits, - or _')
  .describe('chosen by the client per confirmed action and reused on retry: a retry returns the first result');
const OrderId = z.string().trim().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, 'must be letters, digits, - or _');
const BankId = z.number().int().positive().max(2_147_483_647);
const Page = {
  page: z.number().int().min(1).max(100_000).default(1),
  pageSize: z.number().int().min(1).max(50).default(20),
};
const paged = <T extends z.ZodType>(item: T) => z.object({
  list: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int(),
});

/** How a channel takes the money: the provider's payment page, a QR Ph code, or a transfer to the operator's own bank account. */
export const RechargeKinds = ['payUrl', 'qr', 'bankOwn'] as const;
export type RechargeKind = (typeof RechargeKinds)[number];
/** A bank account, or a mobile wallet (GCash, Maya) identified by its 11-digit mobile number. */
export const BankKinds = ['bank', 'ewallet'] as const;
export type BankKind = (typeof BankKinds)[number];

/**
 * Deposit order states (docs/decisions/030): created (no provider answer yet) -> pending
 * (payment page or QR issued) -> paid | failed | expired. paid is terminal; a late payment of
 * an expired or failed order is still credited (the money did arrive).
 */
export const DepositStatuses = ['created', 'pending', 'paid', 'failed', 'expired'] as const;
export type DepositStatus = (typeof DepositStatuses)[number];
/**
 * Withdrawal order states: pending (coins held, waiting for review) -> processing (approved,
 * paid out through the provider) -> paid; pending -> rejected (by an operator), pending ->
 * cancelled (by the player) and processing -> failed give the coins back.
 */
export const WithdrawalStatuses = ['pending', 'processing', 'paid', 'rejected', 'failed', 'cancelled'] as const;
export type WithdrawalStatus = (typeof WithdrawalStatuses)[number];

/** A deposit channel as the deposit page shows it (§3 appRechargeTypeList plus name, kind and limits). */
export const RechargeChannel = z.object({
  id: z.number().int().describe('the rechargeType of recharge3'),
  name: z.string(),
  kind: z.enum(RechargeKinds),
  bankId: z.number().int().describe('the bank or e-wallet that must be bound to use the channel; 0: any bound account'),
  iconH5: z.string(),
  sort: z.number().int(),
  minAmount: money,
  maxAmount: money,
  presetAmounts: z.array(money).describe('quick-pick amounts'),
});
export type RechargeChannel = z.infer<typeof RechargeChannel>;

/** A bank or e-wallet the player can bind (the catalogue of /bindBankCard). */
export const Bank = z.object({
  bankId: z.number().int(),
  bankName: z.string(),
  shortBankName: z.string().describe('also picks the bank icon'),
  kind: z.enum(BankKinds),
  accountRule: z.string().describe('what a valid account number looks like, for the form hint'),
});
export type Bank = z.infer<typeof Bank>;

/** One of the player's bound accounts (§3 appUserBankList entry). */
export const UserBank = z.object({
  id: z.number().int(),
  bankId: z.number().int(),
  bankName: z.string(),
  shortBankName: z.string(),
  kind: z.enum(BankKinds),
  accountName: z.string(),
  cardNum: z.string().describe('masked: only the last 4 digits are shown'),
  createTime: EpochMs,
  updateTime: EpochMs,
});
export type UserBank = z.infer<typeof UserBank>;

const UserBanks = {
  appUserBank: UserBank.nullable().describe('the account bound or changed most recently'),
  appUserBankList: z.record(z.string(), UserBank).describe('keyed by bankId (one account per bank, §4 merge rule)'),
};

/** The operator's own bank account to transfer to (§3 own-bank deposit info). */
export const AppRechargeBankOwn = z.object({
  bankName: z.string(),
  shortBankName: z.string(),
  accountName: z.string(),
  cardNum: z.string(),
  amount: money,
  reference: z.string().describe('put in the transfer note so the transfer is matched to the order'),
});

export const DepositOrder = z.object({
  orderId: z.string(),
  amount: money,
  rechargeType: z.number().int(),
  channelName: z.string(),
  kind: z.enum(RechargeKinds),
  status: z.enum(DepositStatuses),
  actType: z.number().int().describe('the activity the deposit was made for (0: none)'),
  createTime: EpochMs,
  expireTime: EpochMs,
  paidTime: EpochMs.nullable(),
});
export type DepositOrder = z.infer<typeof DepositOrder>;

export const WithdrawalOrder = z.object({
  orderId: z.string(),
  amount: money.describe('taken from the coin balance'),
  fee: money,
  payoutAmount: money.describe('sent to the account: amount - fee'),
  bankId: z.number().int(),
  bankName: z.string(),
  accountName: z.string(),
  cardNum: z.string().describe('masked'),
  status: z.enum(WithdrawalStatuses),
  reason: z.string().describe('why it was rejected or failed; empty otherwise'),
  createTime: EpochMs,
  updateTime: EpochMs,
});
export type WithdrawalOrder = z.infer<typeof WithdrawalOrder>;

// ---- deposits ----

export const getRechargeConfig = defineCall({
  name: 'getRechargeConfig', anonymous: false,
  summary: 'The deposit page: enabled channels with names, kinds and limits, how long an order (and its QR code) stays valid, and the player\'s first-recharge state.',
  body: z.object({}),
  response: z.object({
    channels: z.array(RechargeChannel),
    orderValiditySeconds: z.number().int().describe('a QR code or payment page must be paid within this time'),
    firstRecharge: z.boolean().describe('true once a deposit has been paid'),
    totalRecharge: money,
  }),
});

export const recharge3 = defineCall({
  name: 'recharge3', anonymous: false,
  summary: 'Create a deposit order (version 4). Answers a payment page URL (payUrl), a QR Ph payload (qrCodeText) or the operator\'s own bank account (appRechargeBankOwn); the coins are credited when the provider confirms payment.',
  body: z.object({
    amount: Amount,
    version: z.literal(4),
    actType: z.number().int().min(0).max(1000).default(0).describe('activity type the deposit is made for (§9), 0 for none'),
    rechargeType: z.number().int().min(0).max(2_147_483_647).describe('channel id from appRechargeTypeList'),
  }),
  response: z.object({
    orderId: z.string(),
    rechargeType: z.number().int(),
    kind: z.enum(RechargeKinds),
    amount: money,
    createTime: EpochMs,
    expireTime: EpochMs,
    isDepositBank: z.boolean().describe('true: show appRechargeBankOwn'),
    payUrl: z.string().optional(),
    qrCodeText: z.string().optional().describe('EMVCo / QR Ph merchant-presented payload; render at size 200, error correction H (§9)'),
    appRechargeBankOwn: AppRechargeBankOwn.optional(),
  }),
});

export const isRechargeDone = defineCall({
  name: 'isRechargeDone', anonymous: false,
  summary: 'The deposit-done check run when the deposit page closes: asks the provider when no confirmation has arrived yet. Without orderId: the player\'s latest order.',
  body: z.object({ orderId: OrderId.optional() }),
  response: z.object({ isRechargeDone: z.boolean(), orderId: z.string(), status: z.enum(DepositStatuses), amount: money }),
});

export const getRechargeRecord = defineCall({
  name: 'getRechargeRecord', anonymous: false,
  summary: 'The player\'s deposit orders, newest first, paged; optionally of one status.',
  body: z.object({ ...Page, status: z.enum(DepositStatuses).optional() }),
  response: paged(DepositOrder),
});

export const checkRechargeOrder = defineCall({
  name: 'checkRechargeOrder', anonymous: false,
  summary: 'Re-checks unfinished deposit orders with the provider and returns them, newest first, paged; with orderId, just that order.',
  body: z.object({ orderId: OrderId.optional(), ...Page }),
  response: paged(DepositOrder),
});

// ---- withdrawals ----

export const getExchange = defineCall({
  name: 'getExchange', anonymous: false,
  summary: 'The withdraw page: balance, withdrawable amount, limits, fee, what is used today, turnover owed, KYC and password state, and the bound accounts.',
  body: z.object({}),
  response: z.object({
    coin: money,
    withdrawable: money.describe('the most that can be requested now (0 while a rule blocks every withdrawal)'),
    minAmount: money,
    maxAmount: money,
    dailyMaxAmount: money,
    dailyMaxCount: z.number().int(),
    todayAmount: money.describe('requested today (Philippine time), not counting rejected, failed or cancelled ones'),
    todayCount: z.number().int(),
    feePercent: z.number().describe('fee in percent of the amount, rounded up to a hundredth'),
    turnoverOwed: money,
    kycStatus: z.enum(KycStatuses),
    hasSafeboxPassword: z.boolean(),
    processingPeriods: z.array(z.object({ from: z.number(), to: z.number().nullable(), businessDays: z.string() })).describe('§9, in whole coins'),
    ...UserBanks,
  }),
});

export const exchange = defineCall({
  name: 'exchange', anonymous: false,
  summary: 'Request a withdrawal to a bound account: checks KYC, the wallet password, the bound account, turnover, limits and balance, then holds the coins until the payout is made (or gives them back if rejected, failed or cancelled). At or under the automatic-approval amount it is approved at once (status processing); otherwise it waits for review (pending). Idempotent on requestId.',
  body: z.object({
    amount: Amount,
    bankId: BankId.describe('the bound account to pay out to'),
    password: EncryptedPassword.describe('the wallet (safebox) password, encrypted like login passwords'),
    requestId: RequestId,
  }),
  response: z.object({ order: WithdrawalOrder, coin: money }),
});

export const getExchangeOrder = defineCall({
  name: 'getExchangeOrder', anonymous: false,
  summary: 'The player\'s withdrawal orders, newest first, paged; optionally of one status.',
  body: z.object({ ...Page, status: z.enum(WithdrawalStatuses).optional() }),
  response: paged(WithdrawalOrder),
});

export const cancelExchange = defineCall({
  name: 'cancelExchange', anonymous: false,
  summary: 'Cancel one of the player\'s own withdrawals while it is still waiting for review (pending): the held coins go back to the balance and it stops counting toward today\'s limits. Cancelling a cancelled order again answers it unchanged; once approved (processing) or finished it is 2140. Another player\'s order is 2104.',
  body: z.object({ orderId: OrderId.describe('the orderId of getExchangeOrder or exchange') }),
  response: z.object({ order: WithdrawalOrder, coin: money.describe('the coin balance after') }),
});

// ---- bank and e-wallet accounts ----

const AccountName = z.string().trim().min(2).max(60).regex(NAME_PATTERN, NAME_RULE).describe('the name on the account');
const CardNum = z.string().trim().min(1).max(40).describe('account number, or the 11-digit mobile number (09...) of an e-wallet; spaces and dashes are ignored');

export const getUserBankList = defineCall({
  name: 'getUserBankList', anonymous: false,
  summary: 'The player\'s bound accounts (appUserBankList keyed by bankId) and the banks and e-wallets that can be bound.',
  body: z.object({}),
  response: z.object({ ...UserBanks, bankList: z.array(Bank) }),
});

export const addBankInfo = defineCall({
  name: 'addBankInfo', anonymous: false,
  summary: 'Bind a bank account or e-wallet. Adding one for a bankId already bound replaces that record (§4 merge rule).',
  body: z.object({ bankId: BankId, accountName: AccountName, cardNum: CardNum }),
  response: z.object({ bank: UserBank, ...UserBanks }),
});

export const modifyBankInfo = defineCall({
  name: 'modifyBankInfo', anonymous: false,
  summary: 'Change the account bound for a bankId (refused while a withdrawal to it is processing).',
  body: z.object({ bankId: BankId, accountName: AccountName, cardNum: CardNum }),
  response: z.object({ bank: UserBank, ...UserBanks }),
});

/** The payment calls, in the order of the call list (calls/index.ts). */
export const paymentCalls = {
  getRechargeConfig,
  recharge3,
  isRechargeDone,
  getRechargeRecord,
  checkRechargeOrder,
  getExchange,
  exchange,
  getExchangeOrder,
  cancelExchange,
  getUserBankList,
  addBankInfo,
  modifyBankInfo,
} as const;
