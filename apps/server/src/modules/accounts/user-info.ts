import type { UserInfo } from '@casino/contract';
import type { WalletBalances } from '../wallet/balances.ts';
import { DAY_MS } from '../../platform/clock.ts';
import type { PlayerRow } from './store.ts';

/** The player as the client sees it. Fields later capabilities own are in their empty state. */
export function toUserInfo(player: PlayerRow, balances: WalletBalances, now: Date): UserInfo {
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
    hasKyc: false,
    hasUserOther: false,
    ...balances,
    totalRecharge: 0,
    firstRecharge: false,
    pid: player.pid ?? 0,
    inviteCode: player.invite_code,
    aid: player.aid,
    regPeriod: Math.max(0, Math.floor((now.getTime() - player.created_at.getTime()) / DAY_MS)),
  };
}
