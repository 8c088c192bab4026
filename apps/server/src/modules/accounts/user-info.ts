import type { UserInfo } from '@casino/contract';
import type { WalletBalances } from '../wallet/balances.ts';
import { DAY_MS } from '../../platform/clock.ts';
import type { PlayerRow } from './store.ts';

/** What payments and identity verification add to the user info. */
export interface PaymentStanding {
  totalRecharge: number;
  /** True once a deposit has been paid. */
  firstRecharge: boolean;
  /** Identity verified (KYC approved). */
  hasKyc: boolean;
}
export const NO_PAYMENTS: PaymentStanding = { totalRecharge: 0, firstRecharge: false, hasKyc: false };

/** The player as the client sees it. Fields later capabilities own are in their empty state. */
export function toUserInfo(player: PlayerRow, balances: WalletBalances, now: Date, payments: PaymentStanding = NO_PAYMENTS): UserInfo {
  return {
    id: player.id,
    uuid: player.uuid,
    account: player.account,
    accountType: player.account_type,
    nickname: player.nickname,
    avatar: player.avatar,
    avatarOther: '',
    mobile: player.mobile ?? '',
    facebookAccount: '',
    googleAccount: '',
    lineAccount: '',
    hasKyc: payments.hasKyc,
    hasUserOther: false,
    ...balances,
    totalRecharge: payments.totalRecharge,
    firstRecharge: payments.firstRecharge,
    pid: player.pid ?? 0,
    inviteCode: player.invite_code,
    aid: player.aid,
    regPeriod: Math.max(0, Math.floor((now.getTime() - player.created_at.getTime()) / DAY_MS)),
  };
}
