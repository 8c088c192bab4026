import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { OtpPurpose } from '@casino/contract';
import type { UserInfo } from '@casino/contract';
import { call, encryptPassword, lastSmsCode, strongPassword, uniqueName, uniquePhone } from './helper.ts';
import type { RegisteredPlayer, TestApp } from './helper.ts';
import { deposit, withGcash } from './promotions-helper.ts';

/**
 * Players of the referral suites: the server links accounts by the device fingerprint
 * (x-device-id), so each registration and sign-in here names its device.
 */

/** A device fingerprint no other test uses. */
export const newDevice = (): string => `device-${randomBytes(8).toString('hex')}`;

/** Registers by username on a device (a new one unless given), with an invite code when given. */
export async function registerOn(app: TestApp, o: { device?: string; inviteCode?: string } = {}): Promise<RegisteredPlayer> {
  const account = uniqueName();
  const password = strongPassword();
  const res = await call(app, 'accountRegist', {
    declaration: true, account, password: await encryptPassword(app, password), type: 0, ...(o.inviteCode ? { inviteCode: o.inviteCode } : {}),
  }, { headers: { 'x-device-id': o.device ?? newDevice() } });
  expect(res, JSON.stringify(res)).toMatchObject({ code: 200, errcode: 0 });
  const { code: _c, errcode: _e, msg: _m, retryAfter: _r, token, ...user } = res as typeof res & { token: string };
  return { token, user: user as unknown as UserInfo, account, password };
}

/** Signs the player in on a device (a login session with that fingerprint); answers the session's token. */
export async function signInOn(app: TestApp, player: RegisteredPlayer, device: string): Promise<string> {
  const res = await call(app, 'accountLogin', { account: player.account, password: await encryptPassword(app, player.password) }, { headers: { 'x-device-id': device } });
  expect(res, JSON.stringify(res)).toMatchObject({ code: 200, errcode: 0 });
  return res.token as string;
}

/** Binds a fresh mobile number with the code the sandbox SMS provider recorded. */
export async function bindPhone(app: TestApp, player: RegisteredPlayer): Promise<void> {
  const phone = uniquePhone();
  expect((await call(app, 'smsSend', { mobile: phone, type: OtpPurpose.BindPhone })).errcode).toBe(0);
  expect((await call(app, 'bindAccount', { mobile: phone, code: await lastSmsCode(app, phone) }, player.token)).errcode).toBe(0);
}

export interface InviteeSetup {
  /** The device to register on; a new one by default. */
  device?: string;
  /** Binds a mobile number (the default). */
  phone?: boolean;
  /** Binds GCash even without a deposit. */
  gcash?: boolean;
  /** Credits this much through the sandbox (GCash bound first). */
  deposited?: number;
}

/** A player registered with the inviter's code, set up as asked. */
export async function invitee(app: TestApp, inviter: RegisteredPlayer, { device, phone = true, gcash = false, deposited = 0 }: InviteeSetup = {}): Promise<RegisteredPlayer> {
  const player = await registerOn(app, { device, inviteCode: inviter.user.inviteCode });
  if (phone) await bindPhone(app, player);
  if (gcash || deposited > 0) await withGcash(app, player.token);
  if (deposited > 0) await deposit(app, player.token, deposited);
  return player;
}

/** An invitee the referral activities count: a mobile bound and `deposited` credited. */
export const qualifiedInvitee = (app: TestApp, inviter: RegisteredPlayer, deposited: number, device?: string): Promise<RegisteredPlayer> =>
  invitee(app, inviter, { device, deposited });
