import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { closeActivityModal } from '../support/promotions.ts';
import { callApi, logInThroughForm, registerByApi } from '../support/players.ts';
import { advanceClock, nextPhilippineMidnight, serverNow, withServerClock } from '../support/sandbox-clock.ts';
import { E2E_SERVERS } from '../support/servers.ts';

/**
 * The weekend lottery (33) and follow rewards (21) in the browser (docs/decisions/086): a guest
 * opens the public lottery page and sees its prizes and the next draw; a player opens a seeded
 * channel and claims its reward once; on the clock site a player earns a ticket with a weekday
 * deposit, the server's time moves to Saturday in Manila, and the player draws the ticket and
 * finds its link to the verify page.
 */

type Player = Awaited<ReturnType<typeof registerByApi>>;

const MINUTE = 60_000;
const DAY_MS = 86_400_000;
const PH_OFFSET_MS = 8 * 3_600_000;

async function coins(request: APIRequestContext, player: Player): Promise<number> {
  const wallet = await callApi<{ coin: number }>(request, '/app/v1/getWallet', {}, player.token);
  expect(wallet.errcode).toBe(0);
  return wallet.coin;
}

async function logIn(page: Page, player: Player): Promise<void> {
  await logInThroughForm(page, player.account, player.password);
  await expect(page).toHaveURL(/\/lobby\/home$/);
  await page.getByTestId('notice-modal-close').click();
  await closeActivityModal(page);
}

/** A deposit through the GCash channel (a GCash account bound first), paid on the sandbox's page. */
async function deposit(request: APIRequestContext, baseURL: string, player: Player, amount: number): Promise<void> {
  const gcash = `09${String(randomBytes(5).readUIntBE(0, 5) % 1_000_000_000).padStart(9, '0')}`;
  const bound = await callApi(request, `${baseURL}/app/v1/addBankInfo`, { bankId: 101, accountName: 'Juan Dela Cruz', cardNum: gcash }, player.token);
  expect(bound.errcode, JSON.stringify(bound)).toBe(0);
  const order = await callApi<{ orderId: string; payUrl: string }>(request, `${baseURL}/app/v1/recharge3`, { amount, version: 4, actType: 0, rechargeType: 1 }, player.token);
  expect(order.errcode, JSON.stringify(order)).toBe(0);
  const paid = await request.post(`${order.payUrl}/pay`, { headers: { 'content-type': 'application/x-www-form-urlencoded' }, data: '', maxRedirects: 0 });
  expect(paid.status()).toBe(303);
  await expect.poll(async () => (await callApi<{ isRechargeDone: boolean }>(request, `${baseURL}/app/v1/isRechargeDone`, { orderId: order.orderId }, player.token)).isRechargeDone).toBe(true);
}

test('a guest opens the weekend lottery and sees its prizes, its rules and the next draw', async ({ page }) => {
  await page.goto('/activity/weekendLottery');
  await expect(page.getByTestId('weekend-page')).toBeVisible();
  await expect(page.getByTestId('weekend-status')).toContainText(/The (next draw opens in|draw is open now)/);
  await expect(page.getByTestId('weekend-prizes').locator('li')).toHaveCount(5);
  await expect(page.getByTestId('weekend-prize-5')).toContainText('888.00 coins');
  await expect(page.getByText('Draw your tickets on Saturday and Sunday.', { exact: false })).toBeVisible();
  await page.getByTestId('weekend-login').click();
  await expect(page).toHaveURL(/\/login/);
});

test('a player opens a channel and claims its reward once; the balance moves once', async ({ page, request, context }) => {
  // The channel opens in a new tab (an outside address the test does not need).
  context.on('page', (opened) => void opened.close());
  const player = await registerByApi(request);
  await logIn(page, player);
  const before = await coins(request, player);
  await page.goto('/activity/follow');
  await expect(page.getByTestId('follow-claim-1')).toHaveCount(0);
  await page.getByTestId('follow-open-1').click();
  await page.getByTestId('follow-claim-1').click();
  await expect(page.getByTestId('follow-claimed-1')).toBeVisible();
  await expect(page.getByTestId('follow-open-2')).toBeVisible();
  await expect.poll(() => coins(request, player)).toBe(before + 100);
  const again = await callApi(request, '/app/v1/followRewardsReceive', { channelId: 1 }, player.token);
  expect(again.errcode).toBe(1006);
  expect(await coins(request, player)).toBe(before + 100);
});

test.describe('on the clock site', () => {
  const site = E2E_SERVERS.clock;
  test.use({ baseURL: site.url });

  test('a ticket earned on a weekday is drawn on Saturday in Manila, with its link to the verify page', async ({ page, request }) => {
    await withServerClock(site.port, async () => {
      // Start on a weekday with time to deposit before Saturday 00:00 in Manila.
      const now = await serverNow(request, site.url);
      const weekday = new Date(now + PH_OFFSET_MS).getUTCDay();
      const dayStart = nextPhilippineMidnight(now) - DAY_MS;
      const saturday = dayStart + (((6 - weekday + 7) % 7) * DAY_MS);
      let monday = saturday - 5 * DAY_MS;
      if (weekday === 6 || weekday === 0 || saturday - now < 30 * MINUTE) {
        monday = dayStart + (((8 - weekday) % 7 || 7) * DAY_MS);
        await advanceClock(request, site.url, monday + MINUTE - now);
      }
      const player = await registerByApi(request);
      await deposit(request, site.url, player, 10_000);
      const week = await callApi<{ tickets: number }>(request, `${site.url}/app/v1/weekendLotteryState`, {}, player.token);
      expect(week.tickets).toBe(1);

      await advanceClock(request, site.url, monday + 5 * DAY_MS + MINUTE - (await serverNow(request, site.url)));
      await logIn(page, player);
      const before = await coins(request, player);
      await page.goto('/activity/weekendLottery');
      await expect(page.getByTestId('weekend-status')).toHaveAttribute('data-open', '1');
      await page.getByTestId('weekend-draw').click();
      await expect(page.getByTestId('weekend-result')).toContainText('Ticket #1 won');
      await expect(page.getByTestId('weekend-no-tickets')).toBeVisible();
      const verify = page.getByTestId('weekend-verify');
      await expect(verify).toHaveCount(1);
      expect(await verify.getAttribute('href')).toMatch(/^\/verify\?kind=draw&/);
      await expect.poll(() => coins(request, player)).toBeGreaterThan(before);
    });
  });
});
