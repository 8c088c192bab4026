import { z } from 'zod';
import { defineCall } from '../call.ts';
import { AppConfig, Balances, UserInfo } from '../models.ts';

const DeviceFields = {
  os: z.string().max(64).optional(),
  version: z.string().max(32).optional(),
  deviceModel: z.string().max(128).optional(),
};

export const appConfig = defineCall({
  name: 'appConfig', anonymous: true,
  summary: 'The web/app config and site configuration; the game list is left out when gameListVersion is current.',
  body: z.object({ gameListVersion: z.number().int().min(0).optional() }),
  response: AppConfig,
});

export const getAfterLoginInfoWeb = defineCall({
  name: 'getAfterLoginInfoWeb', anonymous: false,
  summary: 'The app config plus the logged-in user (code 401 when the token is missing or expired).',
  body: z.object({ gameListVersion: z.number().int().min(0).optional(), ...DeviceFields }),
  response: AppConfig.extend({ user: UserInfo }),
});

export const getAfterLoginInfo = defineCall({
  name: 'getAfterLoginInfo', anonymous: false,
  summary: 'The logged-in user info.',
  body: z.object({}),
  response: UserInfo,
});

export const refreshData = defineCall({
  name: 'refreshData', anonymous: false,
  summary: 'Balances and levels: coin, lottery, vip, vipExp, userLevel, bet.',
  body: z.object({}),
  response: Balances,
});

export const online = defineCall({
  name: 'online', anonymous: false,
  summary: 'Heartbeat (every 60 s while logged in); gameId while on the game page.',
  body: z.object({ gameId: z.number().int().positive().optional() }),
  response: z.object({}),
});

/** The session calls, in the order of the call list (calls/index.ts). */
export const sessionCalls = {
  appConfig,
  getAfterLoginInfoWeb,
  getAfterLoginInfo,
  refreshData,
  online,
} as const;
