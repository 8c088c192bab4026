import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { callApi, logInThroughForm, registerByApi } from '../support/players.ts';

/**
 * The seeded deposit activities in the browser (docs/decisions/074): the deposit page shows the
 * ladder's bonus on the amount entered; after a deposit through the sandbox provider the player
 * claims the day-1 prize of "deposit every day" (43, /activity/depositEvery), the first level of
 * the accumulated deposits (28) and the ladder's bonus on that deposit (17), each once, and the
 * balance moves by exactly those prizes. Later days and periods need a clock the e2e server
 * cannot move: apps/server/test/promotions-deposit-activities.test.ts proves them.
 */

type Player = Awaited<ReturnType<typeof registerByApi>>;

/** A deposit through the GCash channel (a GCash account bound first), paid on the sandbox's page. */
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

async function coins(request: APIRequestContext, player: Player): Promise<number> {
  const wallet = await callApi<{ coin: number }>(request, '/app/v1/getWallet', {}, player.token);
  expect(wallet.errcode).toBe(0);
  return wallet.coin;
}

/** "1,234.56" as the app writes hundredths. */
const money = (hundredths: number) => `${Math.floor(hundredths / 100).toLocaleString('en-US')}.${String(hundredths % 100).padStart(2, '0')}`;

async function claim(page: Page, button: string, row: string, done: string): Promise<void> {
  await page.getByTestId(button).click();
  await expect(page.getByTestId(row)).toHaveAttribute('data-status', done);
  await expect(page.getByTestId(button)).toHaveCount(0);
}

test('deposit, then claim each deposit activity\'s prize once: the balance moves once per prize', async ({ page, request }) => {
  const player = await registerByApi(request);
  await logInThroughForm(page, player.account, player.password);
  await expect(page).toHaveURL(/\/lobby\/home$/);

  // The deposit page: the seeded ladder pays 5% on 500.00 (25.00) and nothing below 100.00.
  await page.goto('/lobby/wallets/deposit');
  await page.getByTestId('deposit-amount').fill('500');
  await expect(page.getByTestId('deposit-bonus-line')).toHaveText('This deposit earns a bonus of 25.00 (3× turnover).');
  await expect(page.getByTestId('deposit-offer-28')).toBeVisible();
  await expect(page.getByTestId('deposit-offer-43')).toHaveAttribute('href', '/activity/depositEvery');

  await deposit(request, player, 50_000);
  const before = await coins(request, player);

  // Deposit every day (43): 500.00 today reaches the 100.00 a day; day 1 pays 2.00.
  await page.getByTestId('deposit-offer-43').click();
  await expect(page).toHaveURL(/\/activity\/depositEvery$/);
  await expect(page.getByTestId('continuous-offer')).toHaveAttribute('data-streak', '1');
  await expect(page.getByTestId('continuous-day-2')).toHaveAttribute('data-status', 'locked');
  await claim(page, 'continuous-claim-1', 'continuous-day-1', 'claimed');
  await expect.poll(() => coins(request, player)).toBe(before + 200);
  expect((await callApi(request, '/app/v1/continuousRechargeReceive', { day: 1 }, player.token)).errcode).toBe(1006);

  // Accumulated deposits (28): 500.00 this week reaches the first level, 10.00.
  await page.getByTestId('continuous-deposit').click();
  await page.getByTestId('deposit-offer-28').click();
  await expect(page).toHaveURL(/\/activity\/accumulatedRecharge$/);
  await expect(page.getByTestId('accumulated-total')).toHaveText('Deposited: 500.00');
  await claim(page, 'accumulated-claim-1', 'accumulated-tier-1', 'claimed');
  await expect(page.getByTestId('accumulated-tier-2')).toHaveAttribute('data-status', 'locked');
  await expect.poll(() => coins(request, player)).toBe(before + 200 + 1_000);
  expect((await callApi(request, '/app/v1/accumulatedRechargeReceive', { tierId: 1 }, player.token)).errcode).toBe(1006);

  // The ladder's bonus waits on the deposit page; it is claimed on its page.
  await page.getByTestId('accumulated-deposit').click();
  await page.getByTestId('deposit-bonus-waiting').click();
  await expect(page).toHaveURL(/\/activity\/ladderRecharge$/);
  const bonus = page.locator('[data-testid^="ladder-bonus-"]');
  await expect(bonus).toHaveCount(1);
  await expect(bonus).toContainText('+25.00 bonus');
  const orderId = (await bonus.getAttribute('data-testid'))!.slice('ladder-bonus-'.length);
  await claim(page, `ladder-claim-${orderId}`, `ladder-bonus-${orderId}`, 'claimed');
  const after = before + 200 + 1_000 + 2_500;
  await expect.poll(() => coins(request, player)).toBe(after);
  expect((await callApi(request, '/app/v1/ladderRechargeReceive', { orderId }, player.token)).errcode).toBe(1006);

  // Once each: the balance the app shows is the deposit plus the three prizes, and stays so.
  await page.getByTestId('ladder-deposit').click();
  await expect(page.getByTestId('pay-balance')).toContainText(money(after));
  expect(await coins(request, player)).toBe(after);
});
