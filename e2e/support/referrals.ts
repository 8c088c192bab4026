import { randomBytes } from 'node:crypto';
import { expect } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { callApi, encryptPassword, latestOtp, uniqueMobile } from './players.ts';

/**
 * Helpers of the referral specs (invite friends, agent5): a player's token from the API, a
 * mobile number bound through the sandbox SMS outbox, a deposit paid on the sandbox provider's
 * page, the coins.
 */

/** Signs in through the API (a session of its own) and answers the token. */
export async function tokenOf(request: APIRequestContext, account: string, password: string): Promise<string> {
  const config = await callApi<{ passwordPublicKey: string }>(request, '/app/v1/anonymous/appConfig', {});
  const login = await callApi<{ token: string }>(request, '/app/v1/anonymous/accountLogin', { account, password: encryptPassword(config.passwordPublicKey, password) });
  expect(login.errcode, JSON.stringify(login)).toBe(0);
  return login.token;
}

/** Binds a fresh mobile number to the player with the code the sandbox SMS provider recorded. */
export async function bindMobileByApi(request: APIRequestContext, token: string): Promise<string> {
  const mobile = uniqueMobile();
  expect((await callApi(request, '/app/v1/anonymous/smsSend', { mobile, type: 2 })).errcode).toBe(0);
  const bound = await callApi(request, '/app/v1/bindAccount', { mobile, code: await latestOtp(request, mobile) }, token);
  expect(bound.errcode, JSON.stringify(bound)).toBe(0);
  return mobile;
}

/** A deposit through the GCash channel (a GCash account bound first), paid on the sandbox's page and credited. */
export async function depositByApi(request: APIRequestContext, token: string, amount: number): Promise<void> {
  const gcash = `09${String(randomBytes(5).readUIntBE(0, 5) % 1_000_000_000).padStart(9, '0')}`;
  const bound = await callApi(request, '/app/v1/addBankInfo', { bankId: 101, accountName: 'Juan Dela Cruz', cardNum: gcash }, token);
  expect(bound.errcode, JSON.stringify(bound)).toBe(0);
  const order = await callApi<{ orderId: string; payUrl: string }>(request, '/app/v1/recharge3', { amount, version: 4, actType: 0, rechargeType: 1 }, token);
  expect(order.errcode, JSON.stringify(order)).toBe(0);
  const paid = await request.post(`${order.payUrl}/pay`, { headers: { 'content-type': 'application/x-www-form-urlencoded' }, data: '', maxRedirects: 0 });
  expect(paid.status()).toBe(303);
  await expect.poll(async () => (await callApi<{ isRechargeDone: boolean }>(request, '/app/v1/isRechargeDone', { orderId: order.orderId }, token)).isRechargeDone).toBe(true);
}

export async function coinsOf(request: APIRequestContext, token: string): Promise<number> {
  const wallet = await callApi<{ coin: number }>(request, '/app/v1/getWallet', {}, token);
  expect(wallet.errcode).toBe(0);
  return wallet.coin;
}
