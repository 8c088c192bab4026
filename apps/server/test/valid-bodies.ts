import type { CallName } from '@casino/contract';

/** A body each call accepts (bar its rules), to corrupt one field at a time. */
const GAME_SESSION = 'S'.repeat(43); // well formed, but no game session has it
export const CIPHER = 'QUJD'; // valid base64; the server cannot decrypt it, but it passes validation
export const VALID_BODIES: Record<CallName, Record<string, unknown>> = {
  accountLogin: { account: 'someone1', password: CIPHER, countryCode: '63', outUrl: '?a=1', phoneinfoJsonModel: { os: 'Android' } },
  accountRegist: { declaration: true, account: 'someone1', password: CIPHER, countryCode: '63', type: 0, inviteCode: 'ABCDEFGH', attribution: 'install_referrer=web' },
  accountRegist4: { declaration: true, account: '9123456789', password: CIPHER, code: '123456', type: 0 },
  smsSend: { mobile: '9123456789', countryCode: '63', type: 0 },
  forgetPassword: { mobile: '9123456789', code: '123456', password: CIPHER },
  bindAccount: { mobile: '9123456789', code: '123456' },
  modifyPassword: { oldPassword: CIPHER, password: CIPHER, endOtherSessions: false },
  logout: {},
  appConfig: { gameListVersion: 0 },
  getAfterLoginInfoWeb: { gameListVersion: 0, os: 'iOS', version: '1.0.28', deviceModel: 'Safari' },
  getAfterLoginInfo: {},
  refreshData: {},
  online: { gameId: 1 },
  getSafebox: {},
  safeboxPasswordInit: { password: CIPHER },
  modifySafePassword: { oldPassword: CIPHER, password: CIPHER },
  safeboxDeposit: { amount: 100, requestId: 'request-0001' },
  safeboxWithdraw: { amount: 100, password: CIPHER, requestId: 'request-0002' },
  getLotterConfig: {},
  lotteryExchange: { amount: 10_000, requestId: 'request-0003' },
  getTransactionRecord: { page: 1, pageSize: 20, kinds: ['bet'], asset: 'COIN', from: 0, to: 1 },
  gameLike: { id: 1, like: 1 },
  getGameCollect: {},
  startGame: { gameId: 1 },
  exitGame: {},
  lobbyTips: {},
  getCustomerServices: {},
  anonymousTradeInfo: {},
  tradeInfo: {},
  getBonusTickers: {},
  getWallet: {},
  houseInit: { session: GAME_SESSION },
  housePlay: { session: GAME_SESSION, requestId: 'request-0004', bet: 100, choice: { kind: 'dice', target: 5000, direction: 'under' } },
  houseAct: { session: GAME_SESSION, requestId: 'request-0005', roundId: 'round-1', action: { kind: 'reveal', tile: 3 } },
  houseRounds: { session: GAME_SESSION, limit: 10 },
  houseSeeds: { session: GAME_SESSION },
  houseRotateSeeds: { session: GAME_SESSION, clientSeed: 'my-seed' },
  getHouseRound: { roundId: 'round-1' },
  getRechargeConfig: {},
  recharge3: { amount: 10_000, version: 4, actType: 0, rechargeType: 1 },
  isRechargeDone: { orderId: 'D20300101ABCDEFGHJK' },
  getRechargeRecord: { page: 1, pageSize: 20, status: 'paid' },
  checkRechargeOrder: { orderId: 'D20300101ABCDEFGHJK', page: 1, pageSize: 20 },
  getExchange: {},
  exchange: { amount: 10_000, bankId: 101, password: CIPHER, requestId: 'request-0006' },
  getExchangeOrder: { page: 1, pageSize: 20, status: 'pending' },
  cancelExchange: { orderId: 'W20300101ABCDEFGHJK' },
  getUserBankList: {},
  addBankInfo: { bankId: 101, accountName: 'Juan Dela Cruz', cardNum: '09171234567' },
  modifyBankInfo: { bankId: 101, accountName: 'Juan Dela Cruz', cardNum: '09171234567' },
  uploadKyc: { kind: 'idPhoto' },
  addKyc: { idType: 'passport', idNumber: 'P1234567A', firstName: 'Juan', lastName: 'Cruz', birthDate: '1990-01-01', photoFileId: 'kf_a', selfieFileId: 'kf_b' },
  kyc: {},
  // rewards
  getItemBag: {},
  getRewardClaims: { page: 1, pageSize: 20 },
  getRewardClaim: { id: 1 },
  getRedDots: {},
  // vip
  getVipInfo: {},
  receiveVipReward: { period: 'weekly' },

  // tasks (105 FirstPay: the fuzzer's player never deposits, so no award can move coins)
  getTaskUser: {},
  receiveTaskAward: { taskId: 105 },
  taskVisit: { taskId: 104 },

  // mail
  getMail2: { page: 1, pageSize: 20 },
  getMailDetail: { id: 1 },
  receiveMail: { id: 1 },
  delMail: { id: 1 },
  hasMailUnread: {},

  // profile
  updateProfile: { nickname: 'Lucky Ace', avatar: 3 },
  agentFill: { pid: 'ABCDEFGH' },
  appUserOther: {},
  updateAppUserOther: { realName: 'Juan Dela Cruz', email: 'juan@example.com', birthday: '1990-01-01', gender: 'male' },
  shortUrl: { path: '/register' },
  lineLoginState: {},
  lineLogin: { state: 'c3RhdGU.1.c2ln', code: 'sandbox-code', uuid: 'device-1', phoneinfoJsonModel: { os: 'Android' } },

  // the player's own data
  exportMyData: {},
  closeAccount: { password: CIPHER, reason: 'Taking a break from games' },

  // safer play: limits and the reality check
  setMoneyLimit: { kind: 'loss', period: 'week', amount: 50_000 },
  setSessionLimit: { minutes: 120 },
  confirmLimit: { kind: 'loss', period: 'week' },
  setRealityCheck: { minutes: 30 },
  getRealityCheck: {},
  // safer play: time-outs and self-exclusion
  getSaferPlay: {},
  startTimeOut: { duration: '24h' },
  startSelfExclusion: { duration: '6m', confirm: true },
  endSelfExclusion: {},
  // the app-download bonus of the forced-update sheet (docs/decisions/070)
  claimAppDownloadBonus: {},
  // the client event log (docs/decisions/071)
  appEventLogClient: { eventList: [{ eventName: 'first_enter_loginmenu', eventTime: 1_900_000_000, eventUserId: 0, channel: 'WEB', appId: 'demo-web', version: '1.0.28', params: { at: 1 } }], deviceId: 'device-1' },
  actionLog: { action: 'open_menu', page: '/lobby/home', params: { from: 'header' } },
  // promotions (docs/decisions/072)
  getActivityIds: {},
  getActivityDetail: { type: 39 },
  appRechargeBonusCollection9: {},
  appRechargeBonusCollection9Receive: { propId: 2001 },
  bankruptBonusState: {},
  bankruptBonus: {},
  getLoginPayUser3: {},
  receiveLoginPay3: { day: 1 },

};
