import type { Bank, RechargeChannel, UserBank, UserInfo } from '@casino/contract';
import { useAppConfigStore } from '../../shared/app-config/store.ts';
import { setToken } from '../../shared/session/token.ts';
import { appConfig, ok, player } from '../../test/fixtures.ts';
import { useUserStore } from '../auth/index.ts';

/** Test helpers of the payment screens: a logged-in player and the server's answers. */

export async function logInPlayer(changes: Partial<UserInfo> = {}): Promise<void> {
  useAppConfigStore.setState({ config: await appConfig() });
  useUserStore.getState().signIn({ ...player, ...changes }, 'tok');
  setToken('tok');
}

export const channels: RechargeChannel[] = [
  { id: 1, name: 'GCash', kind: 'payUrl', bankId: 101, iconH5: '', sort: 1, minAmount: 100_00, maxAmount: 50_000_00, presetAmounts: [100_00, 500_00, 1_000_00] },
  { id: 3, name: 'QR Ph', kind: 'qr', bankId: 0, iconH5: '', sort: 3, minAmount: 100_00, maxAmount: 50_000_00, presetAmounts: [100_00, 200_00] },
  { id: 4, name: 'Bank transfer', kind: 'bankOwn', bankId: 0, iconH5: '', sort: 4, minAmount: 500_00, maxAmount: 50_000_00, presetAmounts: [500_00] },
];

export const bankList: Bank[] = [
  { bankId: 101, bankName: 'GCash', shortBankName: 'GCASH', kind: 'ewallet', accountRule: 'the 11-digit mobile number of the wallet, starting with 09' },
  { bankId: 102, bankName: 'Maya', shortBankName: 'MAYA', kind: 'ewallet', accountRule: 'the 11-digit mobile number of the wallet, starting with 09' },
  { bankId: 201, bankName: 'BDO Unibank', shortBankName: 'BDO', kind: 'bank', accountRule: 'the account number: 10 to 16 digits' },
];

export function userBank(changes: Partial<UserBank> = {}): UserBank {
  return {
    id: 1, bankId: 201, bankName: 'BDO Unibank', shortBankName: 'BDO', kind: 'bank', accountName: 'Juan Dela Cruz', cardNum: '******7890',
    createTime: 1_700_000_000_000, updateTime: 1_700_000_000_000, ...changes,
  };
}

export const keyed = (banks: UserBank[]): Record<string, UserBank> => Object.fromEntries(banks.map((b) => [String(b.bankId), b]));

export function rechargeConfig(changes: { firstRecharge?: boolean; totalRecharge?: number } = {}) {
  return { ...ok, channels, orderValiditySeconds: 600, firstRecharge: false, totalRecharge: 0, ...changes };
}

export function userBankList(bound: UserBank[] = [userBank()]) {
  return { ...ok, appUserBank: bound[0] ?? null, appUserBankList: keyed(bound), bankList };
}

export const withdrawInfo = (changes: Record<string, unknown> = {}) => ({
  ...ok, coin: 150_000, withdrawable: 150_000, minAmount: 100_00, maxAmount: 50_000_00, dailyMaxAmount: 200_000_00, dailyMaxCount: 3,
  todayAmount: 0, todayCount: 0, feePercent: 0, turnoverOwed: 0, kycStatus: 'approved', hasSafeboxPassword: true,
  processingPeriods: [{ from: 1, to: 50_000, businessDays: '1-3' }, { from: 50_000, to: 500_000, businessDays: '3-5' }, { from: 500_000, to: null, businessDays: '5-10' }],
  appUserBank: userBank(), appUserBankList: keyed([userBank(), userBank({ id: 2, bankId: 101, bankName: 'GCash', shortBankName: 'GCASH', kind: 'ewallet', cardNum: '*******4567' })]),
  ...changes,
});

/** The QR Ph payload the sandbox provider answers. */
export const QR_TEXT = '00020101021228600011ph.ppmi.p2m0111SBXPPHM1XXX0316SANDBOX00000000152047995530360854061000.005802PH5913Casino Sandbox6006Manila6304ABCD';
