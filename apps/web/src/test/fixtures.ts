import type { AppConfig, SiteConfig, UserInfo } from '@casino/contract';
import { toBase64 } from '../shared/crypto/encrypt-password.ts';

let keyPair: Promise<CryptoKeyPair> | null = null;

/** One RSA-OAEP key pair per test run, like the server's password key. */
export function passwordKeyPair(): Promise<CryptoKeyPair> {
  keyPair ??= crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  return keyPair;
}

export async function publicKeyBase64(): Promise<string> {
  const { publicKey } = await passwordKeyPair();
  return toBase64(new Uint8Array(await crypto.subtle.exportKey('spki', publicKey)));
}

export async function decryptPassword(cipher: string): Promise<string> {
  const { privateKey } = await passwordKeyPair();
  const bytes = Uint8Array.from(atob(cipher), (c) => c.charCodeAt(0));
  return new TextDecoder().decode(await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, privateKey, bytes));
}

export const site: SiteConfig = {
  mode: 'default',
  siteVariant: 'other',
  registerType: 'account',
  otpStatus: true,
  accountLengthMin: 10,
  accountLengthMax: 11,
  usernameLengthMin: 6,
  usernameLengthMax: 16,
  passwordLengthMin: 8,
  passwordLengthMax: 20,
  accountRule: { mobileStartsWith: '3' },
  countryCode: '92',
  appName: 'Lucky Test',
  supportEmail: 'help@example.test',
};

export async function appConfig(siteChanges: Partial<SiteConfig> = {}): Promise<AppConfig> {
  const mode = siteChanges.mode ?? site.mode;
  return {
    userRegisterCoin: 1000,
    gameResourceUrl: '',
    gameListVersion: 1,
    appGameTypeList: [],
    appRechargeTypeList: [],
    appRechargeTypeMap: {},
    appGamePlatformList: [],
    appUserLevelConfigList: [],
    appGenericImgList: [],
    appGenericImg: {},
    socialMedia: '[]',
    appPromotionalVideoList: [],
    appLobbyAdConfigList: [],
    appNoticeConfigList: [],
    appPropConfigMap: {},
    mode,
    h5: { downloadType: 0, downloadUrl: '', url: [] },
    site: { ...site, ...siteChanges, mode },
    passwordPublicKey: await publicKeyBase64(),
  };
}

export const player: UserInfo = {
  id: 100234,
  uuid: 'u-100234',
  account: 'luckyace',
  accountType: 2,
  nickname: 'Lucky Ace',
  avatar: 3,
  avatarOther: '',
  mobile: '',
  facebookAccount: '',
  googleAccount: '',
  lineAccount: '',
  hasSafeboxPassword: false,
  hasKyc: false,
  hasUserOther: false,
  coin: 123456,
  lottery: 0,
  safebox: 0,
  totalRecharge: 0,
  firstRecharge: false,
  vip: 1,
  vipExp: 0,
  userLevel: 1,
  bet: 0,
  pid: 0,
  inviteCode: 'ABC123',
  aid: '',
  regPeriod: 3,
  exclusion: null,
};

export const ok = { code: 200, errcode: 0 };
