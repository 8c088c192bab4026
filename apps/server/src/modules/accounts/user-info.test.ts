import { describe, expect, it } from 'vitest';
import { assembleUserInfo } from './user-info.ts';
import type { UserInfoPart } from './user-info.ts';
import type { PlayerRow } from './store.ts';

const NOW = new Date('2025-03-10T12:00:00Z');
const player: PlayerRow = {
  id: 7, uuid: 'u-7', account: 'ana', account_type: 1, mobile: null, country_code: '63', nickname: 'ana', avatar: 3,
  invite_code: 'ABCD2345', pid: null, aid: '', status: 'active', password_hash: 'x', failed_logins: 0, locked_until: null,
  created_at: new Date('2025-03-07T13:00:00Z'), last_seen_at: null,
};
const noQueries = { query: () => Promise.reject(new Error('no queries here')) };
const wallet: UserInfoPart = async () => ({ coin: 500, lottery: 0, safebox: 0, vip: 0, vipExp: 0, userLevel: 0, bet: 0, hasSafeboxPassword: false });
const payments: UserInfoPart = async () => ({ totalRecharge: 0, firstRecharge: false });
const kyc: UserInfoPart = async (_q, playerId) => ({ hasKyc: playerId === 7 });
const profile: UserInfoPart = async () => ({ hasUserOther: false, lineAccount: '' });
const saferPlay: UserInfoPart = async () => ({ exclusion: null });

describe('the user info', () => {
  it("is accounts' own fields plus every registered part", async () => {
    const info = await assembleUserInfo(noQueries, player, NOW, [wallet, payments, kyc, profile, saferPlay]);
    expect(info).toMatchObject({ id: 7, account: 'ana', mobile: '', pid: 0, regPeriod: 2, coin: 500, hasKyc: true, firstRecharge: false, exclusion: null });
  });

  it("keeps accounts' own fields whatever a part says", async () => {
    const meddling: UserInfoPart = async () => ({ id: 99, account: 'mallory' });
    const info = await assembleUserInfo(noQueries, player, NOW, [wallet, payments, kyc, profile, saferPlay, meddling]);
    expect(info).toMatchObject({ id: 7, account: 'ana' });
  });

  it('refuses to answer without a field of the contract, naming it', async () => {
    await expect(assembleUserInfo(noQueries, player, NOW, [wallet, payments, profile, saferPlay])).rejects.toThrow(/hasKyc/);
  });
});
