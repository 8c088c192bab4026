import { UserInfo as UserInfoSchema } from '@casino/contract';
import type { UserInfo } from '@casino/contract';
import { DAY_MS } from '../../platform/clock.ts';
import type { Queryable } from '../../platform/db.ts';
import type { PlayerRow } from './store.ts';

/**
 * The fields of the user info another module owns, read in the caller's transaction: wallet
 * (balances and levels), payments (totalRecharge, firstRecharge), kyc (hasKyc). Each module
 * safer-play (exclusion) registers its part in its create with `accounts.addUserInfoPart(part)`; accounts' own profile
 * part (hasUserOther, lineAccount: profile-store.ts) is registered the same way.
 */
export type UserInfoPart = (q: Pick<Queryable, 'query'>, playerId: number) => Promise<Partial<UserInfo>>;

/** The fields no registered part owns: the player's row, and the empty ones nothing fills yet. */
export type AccountUserInfo = Omit<UserInfo,
  'hasKyc' | 'coin' | 'lottery' | 'safebox' | 'vip' | 'vipExp' | 'userLevel' | 'bet' | 'hasSafeboxPassword' | 'totalRecharge' | 'firstRecharge'
  | 'hasUserOther' | 'lineAccount' | 'exclusion'>;

/** What accounts itself knows of the player as the client sees them. */
export function accountUserInfo(player: PlayerRow, now: Date): AccountUserInfo {
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
    pid: player.pid ?? 0,
    inviteCode: player.invite_code,
    aid: player.aid,
    regPeriod: Math.max(0, Math.floor((now.getTime() - player.created_at.getTime()) / DAY_MS)),
  };
}

/**
 * The player as the client sees them: the parts, in the order they were registered, then
 * accounts' own fields (no part can change those). A field of the contract that nothing
 * supplied is a wiring mistake, refused here rather than answered as a default.
 */
export async function assembleUserInfo(
  q: Pick<Queryable, 'query'>, player: PlayerRow, now: Date, parts: readonly UserInfoPart[],
): Promise<UserInfo> {
  const fromParts: Partial<UserInfo> = {};
  // One after another: q may be a transaction, which runs one statement at a time anyway.
  for (const part of parts) Object.assign(fromParts, await part(q, player.id));
  const info = { ...fromParts, ...accountUserInfo(player, now) };
  const missing = Object.keys(UserInfoSchema.shape).filter((field) => !(field in info));
  if (missing.length > 0) throw new Error(`the user info has no ${missing.join(', ')}: the module that owns them registered no part`);
  return info as UserInfo;
}
