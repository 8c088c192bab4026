import { constants, publicEncrypt, randomBytes } from 'node:crypto';
import { expect } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';

const enrichment = { clientReferrer: 'ph', channel: 'WEB', appId: 'demo-web', platform: 0 };

/** Encrypts a password the way the player app does: RSA-OAEP with SHA-256, base64. */
export function encryptPassword(publicKeyBase64: string, password: string): string {
  const key = `-----BEGIN PUBLIC KEY-----\n${publicKeyBase64.match(/.{1,64}/g)!.join('\n')}\n-----END PUBLIC KEY-----\n`;
  return publicEncrypt({ key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(password, 'utf8')).toString('base64');
}

export const uniqueUsername = (): string => `p${randomBytes(5).toString('hex')}`;
/** A Philippine mobile number as the green site expects: 10 digits starting with 9. */
export const uniqueMobile = (): string => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

export async function callApi<T = Record<string, unknown>>(request: APIRequestContext, path: string, body: object, token?: string): Promise<T & { code: number; errcode: number }> {
  const response = await request.post(path, {
    data: { ...enrichment, ...body },
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  return (await response.json()) as T & { code: number; errcode: number };
}

/** Registers a username player through the API (the standard site) and returns its credentials. */
export async function registerByApi(request: APIRequestContext): Promise<{ account: string; password: string; token: string; id: number }> {
  const config = await callApi<{ passwordPublicKey: string }>(request, '/app/v1/anonymous/appConfig', {});
  const account = uniqueUsername();
  const password = `Pw-${randomBytes(6).toString('hex')}`;
  const result = await callApi<{ token: string; id: number }>(request, '/app/v1/anonymous/accountRegist', {
    account, password: encryptPassword(config.passwordPublicKey, password), type: 0, declaration: true,
  });
  if (result.errcode !== 0) throw new Error(`registration failed: ${JSON.stringify(result)}`);
  return { account, password, token: result.token, id: result.id };
}

/** The latest OTP the sandbox SMS provider recorded for a number. */
export async function latestOtp(request: APIRequestContext, mobile: string): Promise<string> {
  const response = await request.get(`/sandbox/sms/latest?mobile=${mobile}`);
  if (!response.ok()) throw new Error(`no sandbox SMS for ${mobile}: ${response.status()}`);
  return ((await response.json()) as { code: string }).code;
}

/** Ticks the register form's §6 declaration (not in a barred group), which the form requires. */
export async function declareNotBarred(page: Page): Promise<void> {
  const box = page.getByTestId('register-declaration');
  await expect(box).toHaveAttribute('aria-checked', 'false');
  await box.click();
  await expect(box).toHaveAttribute('aria-checked', 'true');
}

export async function logInThroughForm(page: Page, account: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByTestId('login-account').fill(account);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

/** Lucky Tiger spins through the house API, as the game page plays them. */
export async function spinByApi(request: APIRequestContext, token: string, bet: number, times: number): Promise<void> {
  const started = await callApi<{ launchUrl: string }>(request, '/app/v1/startGame', { gameId: 1 }, token);
  expect(started.errcode, JSON.stringify(started)).toBe(0);
  const session = new URL(started.launchUrl, 'http://casino.test').searchParams.get('session');
  for (let i = 0; i < times; i++) {
    const played = await callApi(request, '/house/v1/play', { session, requestId: `spin-${randomBytes(8).toString('hex')}`, bet, choice: { kind: 'spin' } });
    expect(played.errcode, JSON.stringify(played)).toBe(0);
  }
}

/**
 * Logs out from the profile page the player is on, and confirms. The sections above the button
 * arrive on their own (the lazy password form; on the desktop, the details form after its
 * query), each pushing the button down: a click while one of them lands would miss it.
 */
export async function logOutFromProfile(page: Page, projectName: string): Promise<void> {
  await expect(page.getByTestId('change-password-form')).toBeVisible();
  if (projectName === 'desktop') await expect(page.getByTestId('user-other-form')).toBeVisible();
  await page.getByTestId('logout-button').click();
  await page.getByRole('button', { name: 'OK' }).click();
}
