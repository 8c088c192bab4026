import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { closeActivityModal } from '../support/promotions.ts';
import { callApi, logInThroughForm, registerByApi, spinByApi } from '../support/players.ts';
import { nextPhilippineDay, roomInPhilippineDay, runJob, withServerClock } from '../support/sandbox-clock.ts';
import { E2E_SERVERS } from '../support/servers.ts';

/**
 * The VIP rebate in the browser (docs/decisions/076): the home's featured entry leads to the
 * page, the player's bets count toward today, the day settles after Manila midnight and the
 * player claims yesterday's rebate once, seeing the balance move by it. It runs on the site whose
 * clock moves (support/sandbox-clock.ts): the spec moves the server past midnight and runs the
 * counting and settling jobs instead of waiting for their timers. Other specs on that site may
 * have moved its time already, so every day is reckoned from the server's time.
 */

const site = E2E_SERVERS.clock;
test.use({ baseURL: site.url });

type Player = Awaited<ReturnType<typeof registerByApi>>;

/** Screenshots of both layouts for review; the folder is not committed. */
const ARTIFACTS = new URL('../artifacts/', import.meta.url);

const refreshData = (request: APIRequestContext, player: Player) => callApi<{ coin: number; vip: number }>(request, '/app/v1/refreshData', {}, player.token);

interface RebateDay { day: string; validBets: number; amount: number; status: string }
const rebateState = (request: APIRequestContext, player: Player) =>
  callApi<{ today: RebateDay; yesterday: RebateDay }>(request, '/app/v1/vipRebateState', {}, player.token);

/** 123456 -> "1,234.56", as the app shows money. */
const money = (hundredths: number): string => `${Math.floor(hundredths / 100).toLocaleString('en-US')}.${String(hundredths % 100).padStart(2, '0')}`;

test('a player bets, the day settles after Manila midnight, and yesterday\'s rebate is claimed once', async ({ page, request }, testInfo) => {
  await withServerClock(site.port, async () => {
    // Start where the server's Philippine day has room on both sides: yesterday past the
    // settlement's 10 minutes of grace (a spec before may have just moved the server past
    // midnight), and the bets below all on one day.
    await roomInPhilippineDay(request, site.url);

    const player = await registerByApi(request);
    await logInThroughForm(page, player.account, player.password);
    await expect(page).toHaveURL(/\/lobby\/home$/);
    await page.getByTestId('notice-modal-close').click();
    await closeActivityModal(page);

    // §2: with the VIP rebate active the featured entry is the rebate, not the VIP page.
    await page.getByTestId('featured-vipRebate').click();
    await expect(page).toHaveURL(/\/activity\/vipRebate$/);
    await expect(page.getByTestId('vip-rebate-rate')).toHaveText('VIP 0: 0.10% of your valid bets');
    await expect(page.getByTestId('vip-rebate-yesterday-status')).toHaveText('No rebate for this day.');

    // 1,000.00 of bets: they count toward today, and reach VIP 1 (0.20%). The feed reads a bet
    // once no older transaction is open, so the jobs run until they have counted all of them.
    await spinByApi(request, player.token, 10_000, 10);
    await expect.poll(async () => {
      expect(await runJob(request, site.url, 'promotions.vip-rebate.count')).toBe('ran');
      return (await rebateState(request, player)).today.validBets;
    }).toBe(100_000);
    await expect.poll(async () => {
      expect(await runJob(request, site.url, 'vip.experience')).toBe('ran');
      return (await refreshData(request, player)).vip;
    }).toBe(1);
    await page.reload();
    await expect(page.getByTestId('vip-rebate-today-bets')).toHaveText('1,000.00');
    await expect(page.getByTestId('vip-rebate-rate')).toHaveText('VIP 1: 0.20% of your valid bets');

    // 11 minutes past the server's next Manila midnight (the settlement waits 10): the day is
    // settled at the level held then. A run of the job's own timer may be joined, so run it until
    // the day is settled.
    const betDay = (await rebateState(request, player)).today.day;
    await nextPhilippineDay(request, site.url, 11);
    await expect.poll(async () => {
      expect(await runJob(request, site.url, 'promotions.vip-rebate.settle')).toBe('ran');
      const { yesterday } = await rebateState(request, player);
      return { day: yesterday.day, status: yesterday.status, amount: yesterday.amount };
    }).toEqual({ day: betDay, status: 'waiting', amount: 200 });
    const before = (await refreshData(request, player)).coin;
    await page.reload();
    const yesterday = page.getByTestId('vip-rebate-yesterday');
    await expect(yesterday).toHaveAttribute('data-status', 'waiting');
    await expect(page.getByTestId('vip-rebate-yesterday-bets')).toHaveText('1,000.00');
    await expect(page.getByTestId('vip-rebate-yesterday-amount')).toHaveText('2.00');
    mkdirSync(ARTIFACTS, { recursive: true });
    await page.screenshot({ path: new URL(`vip-rebate-${testInfo.project.name}.png`, ARTIFACTS).pathname, fullPage: true });

    await page.getByTestId('vip-rebate-yesterday-claim').click();
    await expect(yesterday).toHaveAttribute('data-status', 'claimed');
    await expect(page.getByTestId('vip-rebate-yesterday-claim')).toHaveCount(0);
    expect((await refreshData(request, player)).coin).toBe(before + 200);

    // Once: a repeated claim is refused and the balance stays.
    expect(await callApi(request, '/app/v1/receiveVipRebate', {}, player.token)).toMatchObject({ errcode: 1006 });
    await page.reload();
    await expect(yesterday).toHaveAttribute('data-status', 'claimed');
    expect((await refreshData(request, player)).coin).toBe(before + 200);
    // The header shows it: the desktop's top bar on this page, the phone's on home.
    if (testInfo.project.name === 'mobile') await page.goto('/lobby/home');
    await expect(page.getByTestId('header-balance')).toHaveText(money(before + 200));
  });
});
