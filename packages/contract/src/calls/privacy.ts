import { z } from 'zod';
import { defineCall } from '../call.ts';
import { EncryptedPassword } from './auth.ts';

/**
 * The player's own data (docs/decisions/069): exportMyData answers one JSON document of
 * everything the platform holds about the caller, assembled from the parts each owning module
 * registers; closeAccount closes the account for good once nothing of value is left in it.
 * Identity (KYC) data is removed KYC_RETENTION_DAYS after the last visit (constants.ts).
 * Errcodes 3600-3649.
 */
export const PrivacyErrcode = {
  /** Login: the account was closed by its player (closeAccount); it cannot be used again. */
  AccountClosed: 3601,
  /** closeAccount: coins or safebox coins are left (fields: coin, safebox, in hundredths); withdraw them first. */
  ClosureBalanceLeft: 3610,
  /** closeAccount: a withdrawal is still being processed; wait until it is paid or given back. */
  ClosureWithdrawalInProgress: 3611,
} as const;
export type PrivacyErrcode = (typeof PrivacyErrcode)[keyof typeof PrivacyErrcode];

/** The most entries each list of the export holds: the newest ones; `truncated` marks a list that had more. */
export const EXPORT_LIST_LIMIT = 5000;
/** A player may download their data once per this many seconds (the document is costly to assemble). */
export const EXPORT_INTERVAL_SECONDS = 60;
/** The longest reason a player may give for closing the account, in characters. */
export const CLOSE_REASON_MAX = 500;

/** One list of the export: its newest entries, at most EXPORT_LIST_LIMIT. */
export const ExportList = z.object({
  items: z.array(z.record(z.string(), z.unknown())),
  /** More entries exist than the list holds (older ones left out). */
  truncated: z.boolean(),
});
export type ExportList = z.infer<typeof ExportList>;

/**
 * The document exportMyData answers. Each section comes from the module that owns the data
 * (account, wallet, payments, kyc, rewards, vip, tasks, mail, ...); times are ISO 8601 (UTC),
 * money and points integer hundredths, account numbers masked as everywhere else.
 */
export const PlayerDataDocument = z.object({
  format: z.literal('player-data'),
  version: z.literal(1),
  playerId: z.number().int(),
  exportedAt: z.string().describe('ISO 8601, UTC'),
  listLimit: z.number().int(),
  /** What a reader needs to know to read the sections. */
  notes: z.array(z.string()),
  sections: z.record(z.string(), z.record(z.string(), z.unknown())),
});
export type PlayerDataDocument = z.infer<typeof PlayerDataDocument>;

export const exportMyData = defineCall({
  name: 'exportMyData', anonymous: false,
  summary: `Everything the platform holds about the caller, as one JSON document (lists hold the newest ${EXPORT_LIST_LIMIT} entries). Once per ${EXPORT_INTERVAL_SECONDS} seconds (429 with retryAfter).`,
  body: z.object({}),
  response: z.object({ document: PlayerDataDocument }),
});

export const closeAccount = defineCall({
  name: 'closeAccount', anonymous: false,
  summary: 'Close the account for good: needs the password (encrypted like modifyPassword\'s), refused while coins or safebox coins are left or a withdrawal is in progress. Every login session ends at once and sign-in is refused with 3601.',
  body: z.object({
    password: EncryptedPassword,
    reason: z.string().trim().max(CLOSE_REASON_MAX).optional(),
  }),
  response: z.object({ closedAt: z.number().int().describe('ms since epoch') }),
});

/** The player's own data calls, in the order of the call list (calls/index.ts). */
export const privacyCalls = {
  exportMyData,
  closeAccount,
} as const;
