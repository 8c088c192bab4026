import type { z } from 'zod';
import type { Calls, CallName } from './calls/index.ts';

export * from './constants.ts';
export * from './errcodes.ts';
export * from './envelope.ts';
export * from './models.ts';
export * from './call.ts';
export { calls, PUBLIC_CALLS, OtpPurpose } from './calls/index.ts';
export { WalletErrcode, SafeboxPasswordWrongReply, TransferKind, TransferKinds, Asset, Assets, RewardItem, TransactionRecord, TRANSACTION_PAGE_SIZE_MAX, SAFEBOX_PASSWORD_LENGTH } from './calls/wallet.ts';
export type { Calls, CallName } from './calls/index.ts';
export { LobbyErrcode, HouseGame, SocialMediaId, GameCollect, BigWin, CustomerService, TradeKind, TradeKinds, TradeEntry, GAME_HISTORY_MAX, TICKER_LIST_MAX } from './calls/lobby.ts';
export * from './lobby-rules.ts';
export * from './kyc-rules.ts';
export * from './attribution-rules.ts';
export * from './issues.ts';
export * from './text-rules.ts';
export { HouseErrcode, HouseChoice, HouseAction, HouseRound, SeedCommitment, RevealedSeeds, HouseGameInfo } from './calls/house.ts';
export {
  PaymentErrcode, WithdrawPasswordWrongReply, RechargeKinds, BankKinds, DepositStatuses, WithdrawalStatuses,
  RechargeChannel, Bank, UserBank, AppRechargeBankOwn, DepositOrder, WithdrawalOrder,
} from './calls/payments.ts';
export type { RechargeKind, BankKind, DepositStatus, WithdrawalStatus } from './calls/payments.ts';
export { KycErrcode, KycStatuses, KycIdTypes, KycFileKinds, KycState } from './calls/kyc.ts';
export type { KycStatus, KycIdType, KycFileKind, KycSubmission } from './calls/kyc.ts';
export * from './provider-wallet.ts';
export * from './calls/rewards.ts';
export * from './calls/vip.ts';
export * from './calls/tasks.ts';
export * from './calls/mail.ts';
export * from './calls/profile.ts';
export * from './calls/safer-play.ts';
export * from './calls/privacy.ts';
export * from './calls/tracking.ts';
export * from './calls/promotions/index.ts';
export * from './calls/app-download.ts';
export * from './push.ts';

/** What a page sends (enrichment is added by the api client). */
export type CallBody<N extends CallName> = z.input<Calls[N]['body']>;
/** A successful response of a call. */
export type CallResponse<N extends CallName> = z.infer<Calls[N]['response']>;
export { buildOpenApi } from './openapi.ts';
