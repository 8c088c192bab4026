import { z } from 'zod';
import { RegisterTypes, SiteModes, SiteVariants } from './constants.ts';

const money = z.number().int().describe('integer hundredths');

/** What blocks a player's play and deposits: its kind and when it ends (ms; null: until an operator clears it). */
export const ExclusionNotice = z.object({
  kind: z.enum(['timeOut', 'selfExclusion', 'restricted']),
  until: z.number().int().nullable().describe('ms since epoch'),
});
export type ExclusionNotice = z.infer<typeof ExclusionNotice>;

/** User info of §3 (the password is never sent back). */
export const UserInfo = z.object({
  id: z.number().int(),
  uuid: z.string(),
  account: z.string(),
  accountType: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  nickname: z.string(),
  avatar: z.number().int(),
  avatarOther: z.string(),
  mobile: z.string(),
  facebookAccount: z.string(),
  googleAccount: z.string(),
  lineAccount: z.string(),
  hasSafeboxPassword: z.boolean(),
  hasKyc: z.boolean(),
  hasUserOther: z.boolean(),
  coin: money,
  lottery: money.describe('points, integer hundredths'),
  safebox: money,
  totalRecharge: money,
  firstRecharge: z.boolean(),
  vip: z.number().int(),
  vipExp: z.number().int(),
  userLevel: z.number().int(),
  bet: money.describe('cumulative bet, integer hundredths'),
  pid: z.number().int().describe('superior (inviter) id, 0 when none'),
  inviteCode: z.string(),
  aid: z.string(),
  regPeriod: z.number().int().describe('days since registration'),
  /** A time-out, self-exclusion or restriction that blocks play and deposits now; null when none (docs/decisions/065). */
  exclusion: ExclusionNotice.nullable(),
});
export type UserInfo = z.infer<typeof UserInfo>;

/** Balances returned by refreshData (§7). */
export const Balances = UserInfo.pick({ coin: true, lottery: true, vip: true, vipExp: true, userLevel: true, bet: true });
export type Balances = z.infer<typeof Balances>;

/** Site configuration of §3, from the config file and environment. */
export const SiteConfig = z.object({
  mode: z.enum(SiteModes),
  siteVariant: z.enum(SiteVariants),
  registerType: z.enum(RegisterTypes),
  otpStatus: z.boolean(),
  accountLengthMin: z.number().int(),
  accountLengthMax: z.number().int(),
  usernameLengthMin: z.number().int(),
  usernameLengthMax: z.number().int(),
  passwordLengthMin: z.number().int(),
  passwordLengthMax: z.number().int(),
  accountRule: z.object({ mobileStartsWith: z.string() }),
  countryCode: z.string(),
  appName: z.string(),
  supportEmail: z.string(),
});
export type SiteConfig = z.infer<typeof SiteConfig>;

const ClickFields = { clickType: z.number().int(), clickAction: z.number().int(), sort: z.number().int(), id: z.number().int() };
/** Extra fields of lobby banners and notices: where a URL entry goes, and the activity an entry advertises. */
const PromoExtras = {
  url: z.string().optional().describe('target of clickType 3 (url)'),
  activityType: z.number().int().optional().describe('the activity the entry advertises, when not its click target'),
};

/** A game brand (provider label) of the lobby: sub-tabs per game type and the footer logos. */
export const GameBrand = z.object({
  id: z.number().int(), showName: z.string(), status: z.number().int(), sort: z.number().int(),
  icon3: z.string(), maintain: z.boolean(),
});
export type GameBrand = z.infer<typeof GameBrand>;

/** Customer service for every visitor: entries, the external service URL and the chat-widget URL. */
export const CustomerServiceConfig = z.object({
  appCustomerServiceQueue: z.array(z.object({ url: z.string(), isOut: z.boolean().describe('true: open in a new window'), icon: z.string(), nickname: z.string() })),
  serviceUrl: z.string(),
  lcChatServiceUrl: z.string(),
});
export type CustomerServiceConfig = z.infer<typeof CustomerServiceConfig>;

export const Game = z.object({
  id: z.number().int(), name: z.string(), hot: z.number().int(), showType: z.number().int(),
  hotSort: z.number().int(), brandId: z.number().int(), typeId: z.number().int(),
  platformId: z.number().int(), status: z.number().int(), sort: z.number().int(),
  version: z.number().int(), maintain: z.boolean(),
  params: z.object({ brandMaintain: z.boolean() }), recent: z.boolean(), icon: z.string(),
});
export type Game = z.infer<typeof Game>;

/** Web/app config of §3. Lists that later capabilities fill may be empty, in their final shape. */
export const AppConfig = z.object({
  userRegisterCoin: money,
  gameResourceUrl: z.string(),
  gameListVersion: z.number().int(),
  /** Left out when the client's gameListVersion is current (§3 stored client state). */
  appGameList: z.array(Game).optional(),
  appGameTypeList: z.array(z.object({ id: z.number().int(), name: z.string(), status: z.number().int(), sort: z.number().int() })),
  appRechargeTypeList: z.array(z.object({ id: z.number().int(), iconH5: z.string(), bankId: z.number().int(), sort: z.number().int() })),
  appRechargeTypeMap: z.record(z.string(), z.object({ sort: z.number().int() })),
  appGamePlatformList: z.array(z.object({ id: z.number().int(), sort: z.number().int(), name: z.string().optional() })),
  /** Enabled brands with their display names and icons (§3 brand entry, without the game list the client builds). */
  appGameBrandList: z.array(GameBrand).optional(),
  appUserLevelConfigList: z.array(z.object({ level: z.number().int(), betAmount: money })),
  appGenericImgList: z.array(z.object({ uniqueKey: z.string(), img: z.string() })),
  appGenericImg: z.record(z.string(), z.object({ imgUrl: z.string() })),
  socialMedia: z.string().describe('JSON text: list of {id, url}'),
  appPromotionalVideoList: z.array(z.object({ id: z.number().int(), clickType: z.number().int(), clickAction: z.number().int(), coverImg: z.string(), path: z.string() })),
  appLobbyAdConfigList: z.array(z.object({ ...ClickFields, imgUrl2: z.string(), ...PromoExtras })),
  appNoticeConfigList: z.array(z.object({
    ...ClickFields, imgUrl2: z.string(), isH5Pop: z.boolean(), title: z.string(), content: z.string(), ...PromoExtras,
    createdAt: z.number().int().optional().describe('ms since epoch'),
  })),
  appPropConfigMap: z.record(z.string(), z.object({ num: z.number().int(), price: money, paramStr: z.string() })),
  /** §3 invite conditions: the running spin wheel's target as the first entry's bonusAmount (§2 the centre tab's badge); absent while none runs. */
  actInviteConditionModelClient2List: z.array(z.object({ bonusAmount: money })).optional(),
  mode: z.enum(SiteModes),
  h5: z.object({ downloadType: z.number().int(), downloadUrl: z.string(), url: z.array(z.string()) }),
  /** The oldest app version allowed to run (MIN_CLIENT_VERSION, dotted numbers); empty or absent: none. An older app must update. */
  minClientVersion: z.string().optional(),
  /** The §4 app-download bonus the forced-update sheet promises (hundredths); 0 or absent: none. */
  appDownloadBonus: money.optional(),
  /** Also served by getCustomerServices; here so that guests (header and login page button, footer) have it. */
  customerService: CustomerServiceConfig.optional(),
  /** The LINE login (§7 redirect): where the app sends the player, as who, and back to where; null or absent: no provider, no button. */
  lineLogin: z.object({ authorizeUrl: z.string(), clientId: z.string(), redirectUri: z.string() }).nullable().optional(),
  site: SiteConfig,
  /** RSA public key (SPKI, base64 DER) for RSA-OAEP-SHA256 password encryption. */
  passwordPublicKey: z.string(),
});
export type AppConfig = z.infer<typeof AppConfig>;
