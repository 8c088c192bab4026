import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { closeActivityModal, floatingIcon } from '../support/promotions.ts';
import { callApi, logInThroughForm, registerByApi } from '../support/players.ts';
import { nextPhilippineDay, withServerClock } from '../support/sandbox-clock.ts';
import { E2E_SERVERS } from '../support/servers.ts';

/**
 * The seeded sign-in calendar (free sign, activity 36, docs/decisions/075) in the browser, on
 * the site whose clock moves: a new player opens it from its floating icon, claims day 1, and
 * after the server moves to the next Philippine day claims day 2; the balance moves once per
 * day, and a second claim on the same day is refused (1006) and moves nothing.
 */

const site = E2E_SERVERS.clock;
test.use({ baseURL: site.url });

type Player = Awaited<ReturnType<typeof registerByApi>>;

async function coins(request: APIRequestContext, player: Player): Promise<number> {
  const wallet = await callApi<{ coin: number }>(request, '/app/v1/getWallet', {}, player.token);
  expect(wallet.errcode).toBe(0);
  return wallet.coin;
}

/** The coins day `day` of the calendar pays (hundredths), as the server says. */
async function dayCoins(request: APIRequestContext, player: Player, day: number): Promise<number> {
  const calendar = await callApi<{ days: { day: number; award: { id: number; count: number }[] }[] }>(request, '/app/v1/loginBonus3User', {}, player.token);
  expect(calendar.errcode).toBe(0);
  return calendar.days.find((d) => d.day === day)!.award.filter((p) => p.id === 2001).reduce((sum, p) => sum + p.count, 0);
}

test('a player claims the sign-in calendar on two days; the balance moves once a day', async ({ page, request }) => {
  await withServerClock(site.port, async () => {
    const player = await registerByApi(request);
    await logInThroughForm(page, player.account, player.password);
    await expect(page).toHaveURL(/\/lobby\/home$/);
    await page.getByTestId('notice-modal-close').click();
    await closeActivityModal(page);

    // The calendar floats in the lobby and opens its page.
    await (await floatingIcon(page, 36)).click();
    await expect(page).toHaveURL(/\/activity\/freeSign$/);
    const calendar = page.getByTestId('freesign-calendar');
    await expect(calendar).toHaveAttribute('data-today', '1');
    await expect(page.getByTestId('freesign-day-1')).toHaveAttribute('data-status', 'today');

    const start = await coins(request, player);
    const first = await dayCoins(request, player, 1);
    expect(first).toBeGreaterThan(0);
    await page.getByTestId('freesign-claim').click();
    await expect(page.getByTestId('freesign-day-1')).toHaveAttribute('data-status', 'received');
    await expect(page.getByTestId('freesign-claim')).toBeDisabled();
    await expect(page.getByTestId('freesign-claimed')).toBeVisible();
    await expect.poll(() => coins(request, player)).toBe(start + first);
    // Once a day: a second claim today is refused and moves nothing.
    expect((await callApi(request, '/app/v1/loginBonus3UserReceive', {}, player.token)).errcode).toBe(1006);
    expect(await coins(request, player)).toBe(start + first);

    // The next Philippine day: day 2 opens.
    await nextPhilippineDay(request, site.url);
    await page.reload();
    await expect(calendar).toHaveAttribute('data-today', '2');
    await expect(page.getByTestId('freesign-day-1')).toHaveAttribute('data-status', 'received');
    await expect(page.getByTestId('freesign-day-2')).toHaveAttribute('data-status', 'today');
    const second = await dayCoins(request, player, 2);
    await page.getByTestId('freesign-claim').click();
    await expect(page.getByTestId('freesign-day-2')).toHaveAttribute('data-status', 'received');
    await expect.poll(() => coins(request, player)).toBe(start + first + second);
    expect((await callApi(request, '/app/v1/loginBonus3UserReceive', {}, player.token)).errcode).toBe(1006);
    expect(await coins(request, player)).toBe(start + first + second);
  });
});
