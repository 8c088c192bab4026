import { mkdirSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { callApi, logInThroughForm, registerByApi } from '../support/players.ts';

/**
 * VIP in the browser: a player's bets (Lucky Tiger through the house API) move the progress on
 * /profile/vip, reaching VIP 1 shows the level-up notice once, and the page shows the running VIP
 * rebate's rate at the player's level.
 */

/** Screenshots of both layouts for review; the folder is not committed. */
const ARTIFACTS = new URL('../artifacts/', import.meta.url);

async function snapshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: new URL(`vip-${testInfo.project.name}-${name}.png`, ARTIFACTS).pathname, fullPage: true });
}

type Player = Awaited<ReturnType<typeof registerByApi>>;

/** Lucky Tiger spins through the house API, as the game page plays them. */
async function spin(request: APIRequestContext, player: Player, bet: number, times: number): Promise<void> {
  const started = await callApi<{ launchUrl: string }>(request, '/app/v1/startGame', { gameId: 1 }, player.token);
  expect(started.errcode, JSON.stringify(started)).toBe(0);
  const session = new URL(started.launchUrl, 'http://casino.test').searchParams.get('session');
  for (let i = 0; i < times; i++) {
    const played = await callApi(request, '/house/v1/play', { session, requestId: `vip-${randomBytes(8).toString('hex')}`, bet, choice: { kind: 'spin' } });
    expect(played.errcode, JSON.stringify(played)).toBe(0);
  }
}

/** A deposit through the GCash channel (a GCash account bound first), paid on the sandbox's page without a browser. */
async function deposit(request: APIRequestContext, player: Player, amount: number): Promise<void> {
  const gcash = `09${String(randomBytes(5).readUIntBE(0, 5) % 1_000_000_000).padStart(9, '0')}`;
  const bound = await callApi(request, '/app/v1/addBankInfo', { bankId: 101, accountName: 'Juan Dela Cruz', cardNum: gcash }, player.token);
  expect(bound.errcode, JSON.stringify(bound)).toBe(0);
  const order = await callApi<{ orderId: string; payUrl: string }>(request, '/app/v1/recharge3', { amount, version: 4, actType: 0, rechargeType: 1 }, player.token);
  expect(order.errcode, JSON.stringify(order)).toBe(0);
  const paid = await request.post(`${order.payUrl}/pay`, { headers: { 'content-type': 'application/x-www-form-urlencoded' }, data: '', maxRedirects: 0 });
  expect(paid.status()).toBe(303);
  await expect.poll(async () => (await callApi<{ isRechargeDone: boolean }>(request, '/app/v1/isRechargeDone', { orderId: order.orderId }, player.token)).isRechargeDone).toBe(true);
}

test('a player sees VIP progress move after bets, and the level-up notice once at VIP 1', async ({ page, request }, testInfo) => {
  const player = await registerByApi(request);
  await logInThroughForm(page, player.account, player.password);
  await expect(page).toHaveURL(/\/lobby\/home$/);
  // The seeded pop-up notices open on the first home visit of a session.
  await page.getByTestId('notice-modal-close').click();
  await expect(page.getByTestId('notice-modal')).toHaveCount(0);

  await page.goto('/profile/vip');
  const figures = page.getByTestId('vip-progress-figures');
  await expect(page.getByTestId('vip-level')).toHaveText('VIP 0');
  await expect(figures).toHaveText('0 / 1,000');
  await expect(page.getByTestId('vip-level-1')).toContainText('Bronze');
  await expect(page.getByTestId('vip-reward-weekly-none')).toBeVisible();
  // The seeded VIP rebate runs: the page shows what it pays (its rates, decision 076), not a level table's figure.
  await expect(page.getByTestId('vip-page-rebate-rate')).toHaveText('0.10% of your valid bets back every day');
  await expect(page.getByTestId('vip-level-10')).toContainText('VIP rebate1.20%');

  // Three 1.00 spins: the page follows the bets as the server counts them.
  await spin(request, player, 100, 3);
  await expect(figures).toHaveText('3 / 1,000');
  await expect(page.getByTestId('vip-to-go')).toHaveText('Bet 997 more to reach VIP 1 Bronze.');
  await snapshot(page, testInfo, 'progress');

  // 1,000.00 deposited and bet: VIP 1, whose level-up reward is granted and whose weekly reward can be claimed.
  await deposit(request, player, 100_000);
  await spin(request, player, 10_000, 10);
  await expect(page.getByTestId('vip-level')).toHaveText('VIP 1');
  await expect(figures).toHaveText('1,003 / 5,000');
  await expect(page.getByTestId('vip-level-1')).toHaveAttribute('aria-current', 'true');
  await expect(page.getByTestId('vip-page-rebate-rate')).toHaveText('0.20% of your valid bets back every day');

  // The shells show the level up: the desktop layout holds this page; on mobile the lobby shell does.
  if (testInfo.project.name === 'mobile') await page.goto('/lobby/home');
  await expect(page.getByTestId('vip-levelup-level')).toHaveText('You are now VIP 1.');
  await snapshot(page, testInfo, 'level-up');
  await page.getByTestId('vip-levelup-view').click();
  await expect(page).toHaveURL(/\/profile\/vip$/);
  await expect(page.getByTestId('vip-levelup')).toHaveCount(0);

  await page.getByTestId('vip-reward-weekly-claim').click();
  await expect(page.getByText('Received 2.00 coins.')).toBeVisible();
  await expect(page.getByTestId('vip-reward-weekly-next')).toContainText('Claimed');
  await snapshot(page, testInfo, 'claimed');
});
