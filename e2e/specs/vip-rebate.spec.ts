import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { expect, test as base } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { startClockServer } from '../fixtures/clock-server.ts';
import type { ClockServer } from '../fixtures/clock-server.ts';
import { closeActivityModal } from '../support/promotions.ts';
import { callApi, logInThroughForm, registerByApi } from '../support/players.ts';

/**
 * The VIP rebate in the browser (docs/decisions/076): the home's featured entry leads to the
 * page, the player's bets count toward today, the day settles after Manila midnight and the
 * player claims yesterday's rebate once, seeing the balance move by it. The spec runs its own
 * server (fixtures/clock-server.ts) so that it can move the server's clock past midnight and run
 * the counting and settling jobs instead of waiting for their timers.
 */

const portBase = Number(process.env.E2E_PORT_BASE ?? 3100);

const test = base.extend<object, { clockServer: ClockServer }>({
  // Playwright reads a fixture's dependencies from its first parameter, which must be a destructuring pattern.
  // eslint-disable-next-line no-empty-pattern
  clockServer: [async ({}, use, workerInfo) => {
    // Ports clear of the suite's servers (E2E_PORT_BASE to +4) and the other specs' own (+10 to +41).
    const server = await startClockServer(portBase + 50 + workerInfo.parallelIndex, portBase + 60 + workerInfo.parallelIndex, { USER_REGISTER_COIN: '1000000' });
    await use(server);
    await server.stop();
  }, { scope: 'worker', timeout: 120_000 }],
  baseURL: async ({ clockServer }, use) => use(clockServer.url),
});

type Player = Awaited<ReturnType<typeof registerByApi>>;

/** Screenshots of both layouts for review; the folder is not committed. */
const ARTIFACTS = new URL('../artifacts/', import.meta.url);

/** Lucky Tiger spins through the house API, as the game page plays them. */
async function spin(request: APIRequestContext, player: Player, bet: number, times: number): Promise<void> {
  const started = await callApi<{ launchUrl: string }>(request, '/app/v1/startGame', { gameId: 1 }, player.token);
  expect(started.errcode, JSON.stringify(started)).toBe(0);
  const session = new URL(started.launchUrl, 'http://casino.test').searchParams.get('session');
  for (let i = 0; i < times; i++) {
    const played = await callApi(request, '/house/v1/play', { session, requestId: `rebate-${randomBytes(8).toString('hex')}`, bet, choice: { kind: 'spin' } });
    expect(played.errcode, JSON.stringify(played)).toBe(0);
  }
}

const refreshData = (request: APIRequestContext, player: Player) => callApi<{ coin: number; vip: number }>(request, '/app/v1/refreshData', {}, player.token);

/** 123456 -> "1,234.56", as the app shows money. */
const money = (hundredths: number): string => `${Math.floor(hundredths / 100).toLocaleString('en-US')}.${String(hundredths % 100).padStart(2, '0')}`;

/** The offset that puts the server 11 minutes past the next Manila midnight (UTC+8): the settlement's grace is 10. */
function pastNextManilaMidnight(now: number): number {
  const day = 86_400_000;
  const manila = now + 8 * 3_600_000;
  const nextMidnight = manila - (manila % day) + day - 8 * 3_600_000;
  return nextMidnight + 11 * 60_000 - now;
}

test('a player bets, the day settles after Manila midnight, and yesterday\'s rebate is claimed once', async ({ page, request, clockServer }, testInfo) => {
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

  // 1,000.00 of bets: they count toward today, and reach VIP 1 (0.20%).
  await spin(request, player, 10_000, 10);
  await expect.poll(async () => {
    expect(await clockServer.runJob('promotions.vip-rebate.count')).toBe('ran');
    expect(await clockServer.runJob('vip.experience')).toBe('ran');
    return (await refreshData(request, player)).vip;
  }).toBe(1);
  await page.reload();
  await expect(page.getByTestId('vip-rebate-today-bets')).toHaveText('1,000.00');
  await expect(page.getByTestId('vip-rebate-rate')).toHaveText('VIP 1: 0.20% of your valid bets');

  // Past Manila midnight: the day is settled at the level held then.
  await clockServer.setOffset(pastNextManilaMidnight(Date.now()));
  expect(await clockServer.runJob('promotions.vip-rebate.settle')).toBe('ran');
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
