import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { callApi, logInThroughForm, registerByApi } from '../support/players.ts';
import { advanceClock, serverNow, withServerClock } from '../support/sandbox-clock.ts';
import { E2E_SERVERS } from '../support/servers.ts';

/**
 * Christmas (37) and New Year (38) in the browser (docs/decisions/087), on the site whose clock
 * moves: the server goes to 26 December (Philippine time), the one day both seasons share. A
 * new player signs in on the Christmas page, opens the day's box and receives its prize; on the
 * New Year page they receive the sign-in task's items, open the box it gave, and see the item
 * counts change as the server says.
 */

const site = E2E_SERVERS.clock;
test.use({ baseURL: site.url });

type Player = Awaited<ReturnType<typeof registerByApi>>;

const PH_OFFSET_MS = 8 * 3_600_000;

/** Moves the server forward to 26 December 10:00 in Manila, unless it is that day already (its time only moves forward). */
async function intoHolidays(request: APIRequestContext): Promise<void> {
  const now = await serverNow(request, site.url);
  const local = new Date(now + PH_OFFSET_MS);
  if (local.getUTCMonth() === 11 && local.getUTCDate() === 26) return;
  const year = local.getUTCMonth() === 11 && local.getUTCDate() > 26 ? local.getUTCFullYear() + 1 : local.getUTCFullYear();
  await advanceClock(request, site.url, Date.UTC(year, 11, 26, 10) - PH_OFFSET_MS - now);
}

async function coins(request: APIRequestContext, player: Player): Promise<number> {
  const wallet = await callApi<{ coin: number }>(request, '/app/v1/getWallet', {}, player.token);
  expect(wallet.errcode).toBe(0);
  return wallet.coin;
}

const coinIn = (award: readonly { id: number; count: number }[]): number => award.filter((p) => p.id === 2001).reduce((sum, p) => sum + p.count, 0);

interface Items { active: number; box: number; lottery: number; firework: number }
async function items(request: APIRequestContext, player: Player): Promise<Items> {
  const state = await callApi<{ items: Items }>(request, '/app/v1/appNewYearUser', {}, player.token);
  expect(state.errcode).toBe(0);
  return state.items;
}

async function expectCounts(page: Page, counts: Items): Promise<void> {
  for (const [key, count] of Object.entries(counts)) await expect(page.getByTestId(`newyear-item-${key}`)).toHaveAttribute('data-count', String(count));
}

test('a player opens the Christmas box of the day, then earns and opens a New Year box', async ({ page, request }) => {
  await withServerClock(site.port, async () => {
    await intoHolidays(request);
    const player = await registerByApi(request);
    const ids = await callApi<{ activityIds: number[] }>(request, '/app/v1/getActivityIds', {}, player.token);
    expect(ids.activityIds).toEqual(expect.arrayContaining([37, 38]));
    await logInThroughForm(page, player.account, player.password);
    await expect(page).toHaveURL(/\/lobby\/home$/);

    // Christmas: sign in, open today's box, receive what it holds.
    await page.goto('/activity/christmas');
    const calendar = page.getByTestId('christmas-calendar');
    await expect(calendar).toHaveAttribute('data-signed', '0');
    const today = await calendar.getAttribute('data-today');
    await expect(page.getByTestId(`christmas-day-${today}`)).toHaveAttribute('data-status', 'sign');
    await page.getByTestId('christmas-sign').click();
    await expect(calendar).toHaveAttribute('data-signed', '1');
    await page.getByTestId('christmas-open').click();
    await expect(page.getByTestId('christmas-draw')).toBeVisible();
    await expect(page.getByTestId('christmas-verify')).toHaveAttribute('href', /kind=draw/);
    await expect(page.getByTestId(`christmas-day-${today}`)).toHaveAttribute('data-status', 'opened');
    const state = await callApi<{ days: { date: string; draw: { award: { id: number; count: number }[] } | null }[] }>(request, '/app/v1/appChristmasUser', {}, player.token);
    const prize = coinIn(state.days.find((d) => d.date === today)!.draw!.award);
    const before = await coins(request, player);
    await page.getByTestId('christmas-receive').click();
    await expect(page.getByTestId(`christmas-day-${today}`)).toHaveAttribute('data-status', 'received');
    await expect(page.getByTestId('christmas-done')).toBeVisible();
    await expect.poll(() => coins(request, player)).toBe(before + prize);
    // Once a day: a second sign-in is refused.
    expect((await callApi(request, '/app/v1/appChristmasUserSign', {}, player.token)).errcode).toBe(1006);

    // New Year: the sign-in task gives active points and a box; the box opens and the counts follow.
    await page.goto('/activity/newYear');
    await expect(page.getByTestId('newyear-items')).toBeVisible();
    await expectCounts(page, { active: 0, box: 0, lottery: 0, firework: 0 });
    await expect(page.getByTestId('newyear-open-box')).toBeDisabled();
    await page.getByTestId('newyear-task-receive-1').click();
    await expect(page.getByTestId('newyear-task-1')).toHaveAttribute('data-status', 'received');
    const earned = await items(request, player);
    expect(earned.box).toBeGreaterThan(0);
    await expectCounts(page, earned);
    await page.getByTestId('newyear-open-box').click();
    await expect(page.getByTestId('newyear-draw')).toBeVisible();
    await expect.poll(async () => (await items(request, player)).box).toBe(earned.box - 1);
    await expectCounts(page, await items(request, player));
  });
});
