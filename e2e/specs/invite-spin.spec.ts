import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { closeActivityModal, floatingIcon } from '../support/promotions.ts';
import { callApi, logInThroughForm, registerByApi } from '../support/players.ts';

/**
 * The seeded spin wheel (activity 20, docs/decisions/083) in the browser: a new player reaches
 * /activity/spin from the centre tab (phones) or its floating icon (desktop), spins the free
 * spin, sees it in the history, rotates the house seed pair (as the games' fairness panel does,
 * here through the house API) and verifies the spin on the verify page, which says it matches.
 */

type Player = Awaited<ReturnType<typeof registerByApi>>;

interface SpinRecord { id: number; credited: number; serverSeed: string | null; serverSeedHash: string }
const records = (request: APIRequestContext, player: Player) =>
  callApi<{ list: SpinRecord[]; total: number }>(request, '/app/v1/actInviteUserRecord', {}, player.token);

/** 123456 -> "1,234.56", as the app shows money. */
const money = (hundredths: number): string => `${Math.floor(hundredths / 100).toLocaleString('en-US')}.${String(hundredths % 100).padStart(2, '0')}`;

/** Reveals the player's house seed pair, as the fairness panel's rotate button does. */
async function rotateSeeds(request: APIRequestContext, player: Player): Promise<string> {
  const started = await callApi<{ launchUrl: string }>(request, '/app/v1/startGame', { gameId: 1 }, player.token);
  expect(started.errcode, JSON.stringify(started)).toBe(0);
  const session = new URL(started.launchUrl, 'http://casino.test').searchParams.get('session');
  const rotated = await callApi<{ revealed: { serverSeed: string } }>(request, '/house/v1/rotateSeeds', { session });
  expect(rotated.errcode, JSON.stringify(rotated)).toBe(0);
  return rotated.revealed.serverSeed;
}

test('a player spins the wheel, finds the spin in the history and verifies it once the seed pair is revealed', async ({ page, request }, testInfo) => {
  const player = await registerByApi(request);
  await logInThroughForm(page, player.account, player.password);
  await expect(page).toHaveURL(/\/lobby\/home$/);
  await page.getByTestId('notice-modal-close').click();
  await closeActivityModal(page);

  if (testInfo.project.name === 'mobile') {
    // §2: the centre tab's badge is the get-button label and the running wheel's target.
    await expect(page.getByTestId('spin-badge')).toHaveText('Get 100.00');
    await page.getByTestId('tab-spin').click();
  } else {
    await (await floatingIcon(page, 20)).click();
  }
  await expect(page).toHaveURL(/\/activity\/spin$/);
  await expect(page.getByTestId('spin-left')).toHaveText('1 spin left');
  await expect(page.getByTestId('spin-history-empty')).toBeVisible();

  await page.getByTestId('spin-button').click();
  await expect(page.getByTestId('spin-record')).toHaveCount(1);
  await expect(page.getByTestId('spin-left')).toHaveText('0 spins left');
  const [spin] = (await records(request, player)).list;
  expect(spin!.serverSeed).toBeNull();
  await expect(page.getByTestId('spin-record-amount')).toHaveText(`+${money(spin!.credited)}`);
  await expect(page.getByTestId('spin-accumulated')).toContainText(`${money(spin!.credited)} of 100.00`);

  // Before the pair is revealed the verify page waits for the server seed.
  await page.getByTestId('spin-record-verify').click();
  await expect(page).toHaveURL(/\/verify\?kind=draw&/);
  await expect(page.getByTestId('verify-status')).toHaveAttribute('data-status', 'unrevealed');

  const serverSeed = await rotateSeeds(request, player);
  expect((await records(request, player)).list[0]!.serverSeed).toBe(serverSeed);
  await page.goBack();
  await expect(page).toHaveURL(/\/activity\/spin$/);
  await page.reload();
  await page.getByTestId('spin-record-verify').click();
  await expect(page.getByTestId('verify-draw-seed')).toHaveText(serverSeed);
  await expect(page.getByTestId('verify-status')).toHaveAttribute('data-status', 'verified');
  await expect(page.getByTestId('verify-status')).toContainText('the seeds give exactly the segment drawn');
});
