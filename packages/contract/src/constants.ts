/** Business constants and enums of SPEC §9 (and the few of §2/§4 that are numbers). */

export const CLIENT_VERSION = '1.0.28';
export const LOCALE = 'en-PK';
/** Fixed client settings of §1. */
export const CLIENT_CHANNEL = 'WEB';
export const CLIENT_REFERRER = 'ph';
export const DEFAULT_APP_ID = 'demo-web';
export const INSTALL_REFERRER = 'web';
export const APK_INSTALL_REFERRER = 'h5dl';

export const GameCategory = { Slots: 1, Fish: 2, Poker: 3, Sports: 4, Live: 5, Games: 6 } as const;
export type GameCategory = (typeof GameCategory)[keyof typeof GameCategory];
/** Home tab ids: Home 0, Collect (favorites) 101, then one per game type id. */
export const HomeTab = { Home: 0, Collect: 101 } as const;

export const AccountType = { Phone: 1, Account: 2, PhoneWithoutOtp: 3 } as const;
export type AccountType = (typeof AccountType)[keyof typeof AccountType];

export const TaskType = {
  Login: 1, Bind: 2, PlayTiger: 3, FollowFacebook: 4, FirstPay: 5, PlayGame: 6, ShareFacebook: 7,
  ShareTelegram: 8, ShareYouTube: 9, ShareInstagram: 10, ShareTwitter: 11, Shop: 12,
  FollowTelegram: 13, TodayPay: 14, TodayShareSpin: 15, FollowInstagram: 16, FollowWhatsapp: 17,
} as const;

export const ActivityType = {
  Bind: 4, VIP: 8, SignUpBonus: 15, Fund: 16, LadderRecharge: 17, InviteUserSpin: 20,
  FollowRewards: 21, RedPacket: 22, FreeLoginBonus: 23, Notice: 25, Agent: 26,
  AccumulatedRecharge: 28, OutLink: 29, Supply: 30, AgentCount: 31, WeekendLottery: 33,
  Festival: 35, FreeSign: 36, Christmas: 37, NewYear: 38, FirstCharge: 39, InviteFriend1: 40,
  Agent5: 41, Tasks: 42, ContinuousRecharge: 43,
} as const;

/** Recharge bonus kinds 1 to 13, in the order of §9. */
export const RechargeBonusKind = {
  Collection: 1, Ticket: 2, Coin: 3, Shop: 4, Prop: 5, BuyProp: 6, Collection2: 7, Collection3: 8,
  Year2023: 9, Supply: 10, Festival: 11, Weekend: 12, FirstCharge: 13,
} as const;

export const JumpTarget = { None: 0, Activity: 1, Game: 2, Url: 3 } as const;
/** Banner clickAction that opens the tasks page (§2). */
export const BANNER_ACTION_TASKS = 10000;

export const ItemId = {
  Coin: 2001, Points: 2002, PlainCount: 4001,
  BoostMin: 1001, BoostMax: 1011, BoostFixedMin: 1201, BoostFixedMax: 1204,
  CouponGeneralMin: 1001, CouponGeneralMax: 1099, CouponFixedMin: 1201, CouponFixedMax: 1299,
  CouponGivenMin: 1301, CouponGivenMax: 1399,
  NewYearActive: 40001, NewYearBox: 40002, NewYearLottery: 40003, NewYearFirework: 40004,
  RechargeSignCardMin: 6004, RechargeSignCardMax: 6007,
} as const;

export const Style = { Default: '0', Green: '1' } as const;

/** Intervals and limits (milliseconds unless named otherwise). */
export const Limits = {
  heartbeatMs: 60_000,
  otpResendSeconds: 60,
  otpValidSeconds: 600,
  otpLength: 6,
  registerDebounceMs: 300,
  otpDebounceMs: 300,
  channelConfirmDebounceMs: 300,
  claimDebounceMs: 200,
  headerThrottleMs: 5_000,
  balanceRefreshThrottleMs: 5_000,
  postLoginRedirectMs: 500,
  usernameFieldMax: 50,
  requestTimeoutMs: 60_000,
  eventLogBatch: 20,
  eventLogIntervalMs: 3_000,
  scrollTopThresholdPx: 100,
  scrollThrottleMs: 500,
  jumpThrottleMs: 200,
  bannerAutoplayMs: 3_000,
  bigWinTickerAutoplayMs: 2_500,
  gameGridColumns: 3,
  gameListRow: 5,
  minimumAge: 21,
  firstRechargeHintCoins: 300,
  forcedUpdateBonus: 20,
  installPromptIntervalMs: 24 * 60 * 60 * 1000,
  qrCodeSize: 200,
  qrErrorCorrection: 'H',
  depositRequestVersion: 4,
  /** Passwords: OWASP ASVS 5 - at least 8, at least 64 accepted. */
  passwordAbsoluteMin: 8,
  passwordAbsoluteMax: 128,
} as const;

export const ProgressBar = { minimum: 0.3, speed: 1000, trickleSpeed: 200 } as const;

/** Deposit and withdrawal processing periods (§9), amounts in whole coins. */
export const ProcessingPeriods = [
  { from: 1, to: 50_000, businessDays: '1-3' },
  { from: 50_000, to: 500_000, businessDays: '3-5' },
  { from: 500_000, to: null, businessDays: '5-10' },
] as const;
export const KYC_DUE_DAYS = 7;
/**
 * §9 data retention: a player's identity (KYC) images and details are removed this many days
 * after their last visit, whether the account is open or closed (docs/decisions/069); the
 * submission's status, dates and reviewer stay for the record.
 */
export const KYC_RETENTION_DAYS = 365;
export const DATA_RETENTION_YEARS_AFTER_LAST_VISIT = 1;

export const SiteVariants = ['n7', '6b', '6s', '9s', 'other'] as const;
/** Variants on which the agreement must be ticked to submit (§4). */
export const AGREEMENT_REQUIRED_VARIANTS = ['n7', '6b', '6s', '9s'] as const;
export const SiteModes = ['default', 'green'] as const;
export const RegisterTypes = ['phone', 'phoneNoOtp', 'account'] as const;
