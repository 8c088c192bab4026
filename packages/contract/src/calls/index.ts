import { authCalls } from './auth.ts';
import { houseCalls } from './house.ts';
import { kycCalls } from './kyc.ts';
import { lobbyCalls } from './lobby.ts';
import { paymentCalls } from './payments.ts';
import { sessionCalls } from './session.ts';
import { walletCalls } from './wallet.ts';
import { rewardCalls } from './rewards.ts';
import { vipCalls } from './vip.ts';
import { taskCalls } from './tasks.ts';
import { mailCalls } from './mail.ts';
import { profileCalls } from './profile.ts';
import { saferPlayCalls } from './safer-play.ts';
import { privacyCalls } from './privacy.ts';
import { trackingCalls } from './tracking.ts';
import { promotionCalls } from './promotions/index.ts';
import { appDownloadCalls } from './app-download.ts';

/**
 * Every call, keyed by its name in the registry (the OpenAPI operationId and the web app's
 * wire-path key). Each domain file lists its own calls; the order here is the order of the
 * OpenAPI document. A key must be unique across domains: a later spread would silently replace
 * an earlier one (contract.test.ts checks it).
 */
export const calls = {
  ...authCalls,
  ...sessionCalls,
  ...walletCalls,
  ...houseCalls,
  ...lobbyCalls,
  ...paymentCalls,
  ...kycCalls,
  ...rewardCalls,
  ...vipCalls,
  ...taskCalls,
  ...mailCalls,
  ...profileCalls,
  ...saferPlayCalls,
  ...privacyCalls,
  ...promotionCalls,
  ...trackingCalls,
  ...appDownloadCalls,
} as const;
export type Calls = typeof calls;
export type CallName = keyof Calls;

/**
 * §6: calls flagged public. They need a login to do anything, but a 401 from them does not
 * send the player to /login (the client ignores it).
 */
export const PUBLIC_CALLS = ['refreshData', 'getAfterLoginInfo', 'getTaskUser', 'hasMailUnread', 'getActivityIds', 'getLoginPayUser3', 'exitGame'] as const;

export { OtpPurpose } from './auth.ts';
