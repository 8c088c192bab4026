import * as auth from './auth.ts';
import * as house from './house.ts';
import * as lobby from './lobby.ts';
import * as payments from './payments.ts';
import * as session from './session.ts';
import * as wallet from './wallet.ts';

export const calls = {
  accountLogin: auth.accountLogin,
  accountRegist: auth.accountRegist,
  accountRegist4: auth.accountRegist4,
  smsSend: auth.smsSend,
  forgetPassword: auth.forgetPassword,
  bindAccount: auth.bindAccount,
  modifyPassword: auth.modifyPassword,
  logout: auth.logout,
  appConfig: session.appConfig,
  getAfterLoginInfoWeb: session.getAfterLoginInfoWeb,
  getAfterLoginInfo: session.getAfterLoginInfo,
  refreshData: session.refreshData,
  online: session.online,
  getSafebox: wallet.getSafebox,
  safeboxPasswordInit: wallet.safeboxPasswordInit,
  modifySafePassword: wallet.modifySafePassword,
  safeboxDeposit: wallet.safeboxDeposit,
  safeboxWithdraw: wallet.safeboxWithdraw,
  getLotterConfig: wallet.getLotterConfig,
  lotteryExchange: wallet.lotteryExchange,
  getTransactionRecord: wallet.getTransactionRecord,
  getWallet: wallet.getWallet,
  houseInit: house.houseInit,
  housePlay: house.housePlay,
  houseAct: house.houseAct,
  houseRounds: house.houseRounds,
  houseSeeds: house.houseSeeds,
  houseRotateSeeds: house.houseRotateSeeds,
  getHouseRound: house.getHouseRound,
  gameLike: lobby.gameLike,
  getGameCollect: lobby.getGameCollect,
  startGame: lobby.startGame,
  exitGame: lobby.exitGame,
  lobbyTips: lobby.lobbyTips,
  getCustomerServices: lobby.getCustomerServices,
  /** anonymous/tradeInfo: the same wire name as tradeInfo, served without a login. */
  anonymousTradeInfo: lobby.anonymousTradeInfo,
  tradeInfo: lobby.tradeInfo,
  getBonusTickers: lobby.getBonusTickers,
  getRechargeConfig: payments.getRechargeConfig,
  recharge3: payments.recharge3,
  isRechargeDone: payments.isRechargeDone,
  getRechargeRecord: payments.getRechargeRecord,
  checkRechargeOrder: payments.checkRechargeOrder,
  getExchange: payments.getExchange,
  exchange: payments.exchange,
  getExchangeOrder: payments.getExchangeOrder,
  cancelExchange: payments.cancelExchange,
  getUserBankList: payments.getUserBankList,
  addBankInfo: payments.addBankInfo,
  modifyBankInfo: payments.modifyBankInfo,
  uploadKyc: payments.uploadKyc,
  addKyc: payments.addKyc,
  kyc: payments.kyc,
} as const;
export type Calls = typeof calls;
export type CallName = keyof Calls;

/**
 * §6: calls flagged public. They need a login to do anything, but a 401 from them does not
 * send the player to /login (the client ignores it).
 */
export const PUBLIC_CALLS = ['refreshData', 'getAfterLoginInfo', 'getTaskUser', 'hasMailUnread', 'getActivityIds', 'getLoginPayUser3', 'exitGame'] as const;

export { OtpPurpose } from './auth.ts';
