import { z } from 'zod';
import { defineCall } from '../call.ts';
import { RewardClaim } from './rewards.ts';

/**
 * The app-download bonus of §4 (docs/decisions/070): the forced-update sheet promises an extra
 * bonus for taking the app, once per player, to players who have deposited. Granted through the
 * rewards (source appDownload) under one key per player, so a replay or a concurrent duplicate
 * grants nothing and answers the first claim. Errcodes 3700-3719.
 */
export const AppDownloadErrcode = {
  /** claimAppDownloadBonus: the player has no credited deposit (§4: totalRecharge above 0). */
  NoDeposit: 3701,
  /** claimAppDownloadBonus: the site offers no app-download bonus (APP_DOWNLOAD_BONUS is 0). */
  BonusOff: 3702,
} as const;
export type AppDownloadErrcode = (typeof AppDownloadErrcode)[keyof typeof AppDownloadErrcode];

export const claimAppDownloadBonus = defineCall({
  name: 'claimAppDownloadBonus', anonymous: false,
  summary: 'The §4 app-download bonus (APP_DOWNLOAD_BONUS hundredths, turnover owed once the amount), once per player with a credited deposit; a repeat answers the first claim with replayed true. 3701 without a deposit, 3702 when switched off.',
  body: z.object({}),
  response: z.object({ claim: RewardClaim, replayed: z.boolean() }),
});

/** The app-download calls, in the order of the call list (calls/index.ts). */
export const appDownloadCalls = {
  claimAppDownloadBonus,
} as const;
