import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { Page, TestInfo } from '@playwright/test';
import { E2E_SERVERS } from '../support/servers.ts';
import { logInThroughForm, registerByApi } from '../support/players.ts';
import { closeActivityModal } from '../support/promotions.ts';

/** Screenshots of both layouts for review; the folder is not committed. */
const ARTIFACTS = new URL('../artifacts/', import.meta.url);

async function snapshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: new URL(`lobby-${testInfo.project.name}-${name}.png`, ARTIFACTS).pathname });
}

const onDesktop = (testInfo: TestInfo) => testInfo.project.name === 'desktop';

/** The seeded pop-up notices open the modal on the first home visit of a session: close it. */
async function closeNoticeModal(page: Page): Promise<void> {
  await expect(page.getByTestId('notice-modal')).toBeVisible();
  await page.getByTestId('notice-modal-close').click();
  await expect(page.getByTestId('notice-modal')).toHaveCount(0);
  await closeActivityModal(page);
}

const tileIds = (page: Page, grid: string) =>
  page.getByTestId(grid).getByTestId('game-tile').evaluateAll((tiles) => tiles.map((tile) => (tile as HTMLElement).dataset.gameId));

test.describe('standard site', () => {
  test('a guest browses the home tab, game types and brands, and reads a news item', async ({ page }, testInfo) => {
    await page.goto('/lobby/home');
    await closeNoticeModal(page);
    await expect(page.getByTestId('home-tab-0')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('home-banner').getByTestId('banner-slide').first()).toBeVisible();
    await expect(page.getByTestId('big-win-ticker')).toBeVisible();
    await expect(page.getByTestId('promo-video')).toBeVisible();
    await expect(page.getByTestId('featured-rewards')).toBeVisible();
    // The popular grid holds the hot games only: the seeded hot game with showType 1 (302) is left out.
    const popular = await tileIds(page, 'popular-grid');
    expect(popular.length).toBeGreaterThan(3);
    expect(popular).not.toContain('302');
    await expect(page.getByTestId('lobby-footer')).toBeAttached();
    await snapshot(page, testInfo, 'home-guest');

    // Slots, then one brand of it: the address keeps both for the way back.
    await page.getByTestId('home-tab-1').click();
    const slots = page.getByTestId('type-panel-1');
    await expect(slots.getByTestId('brand-tab-all')).toHaveAttribute('aria-selected', 'true');
    const allSlots = await tileIds(page, 'type-panel-1');
    await slots.getByTestId('brand-tab-2').click();
    await expect(slots.getByTestId('brand-tab-2')).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\/lobby\/home\?typeId=1&brandId=2$/);
    const novaSlots = await tileIds(page, 'type-panel-1');
    expect(novaSlots.length).toBeGreaterThan(0);
    expect(novaSlots.length).toBeLessThan(allSlots.length);
    await snapshot(page, testInfo, 'home-slots-brand');

    // A reload with that address comes back to the same type and brand.
    await page.reload();
    await expect(page.getByTestId('home-tab-1')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('brand-tab-2')).toHaveAttribute('aria-selected', 'true');
    await page.getByTestId('home-tab-2').click();
    await expect(page.getByTestId('type-panel-2').getByTestId('game-tile').first()).toBeVisible();

    // News: the list, then one item.
    if (onDesktop(testInfo)) await page.getByRole('link', { name: 'News' }).click();
    else await page.getByTestId('tab-notice').click();
    await expect(page).toHaveURL(/\/lobby\/notice$/);
    await page.getByTestId('news-item').first().click();
    await expect(page).toHaveURL(onDesktop(testInfo) ? /\/lobby\/notice\/detail\/\d+$/ : /\/notice\/detail\/\d+$/);
    await expect(page.getByTestId('news-detail-title')).toHaveText('Welcome');
    await snapshot(page, testInfo, 'news-detail');
  });

  test('search needs a login, as the route tables say', async ({ page }, testInfo) => {
    await page.goto('/lobby/home');
    await closeNoticeModal(page);
    if (onDesktop(testInfo)) {
      await page.getByTestId('topbar-search').fill('tiger');
      await page.getByTestId('topbar-search').press('Enter');
    } else {
      await page.getByTestId('home-search').click();
    }
    await expect(page).toHaveURL(/\/login\?redirect=/);
  });

  test.describe('a player', () => {
    test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

    test('searches, likes a game and finds it under Collect, refreshes the balance and copies the ID', async ({ page, request }, testInfo) => {
      const player = await registerByApi(request);
      await logInThroughForm(page, player.account, player.password);
      await expect(page).toHaveURL(/\/lobby\/home$/);
      await closeNoticeModal(page);

      // Search.
      if (onDesktop(testInfo)) {
        await page.getByTestId('topbar-search').fill('tiger');
        await page.getByTestId('topbar-search').press('Enter');
        await expect(page).toHaveURL(/\/lobby\/games\?keyword=tiger$/);
        await expect(page.getByTestId('games-grid').getByRole('button', { name: 'Lucky Tiger' })).toBeVisible();
      } else {
        await page.getByTestId('home-search').click();
        await expect(page).toHaveURL(/\/search$/);
        await page.getByTestId('search-input').fill('tiger');
        await expect(page.getByTestId('search-results').getByRole('button', { name: 'Lucky Tiger' })).toBeVisible();
      }
      await snapshot(page, testInfo, 'search');
      await page.goto('/lobby/home');

      // Like the first popular game; it shows under Collect (desktop: /lobby/favorites).
      const first = page.getByTestId('popular-grid').getByTestId('game-tile').first();
      const gameId = await first.getAttribute('data-game-id');
      await first.getByTestId('game-like').click();
      await expect(first.getByTestId('game-like')).toHaveAttribute('aria-pressed', 'true');
      if (onDesktop(testInfo)) {
        await page.goto('/lobby/favorites');
      } else {
        await page.getByTestId('home-tab-101').click();
      }
      await expect(page.getByTestId('collect-grid-favorites').locator(`[data-game-id="${gameId}"]`)).toBeVisible();
      await snapshot(page, testInfo, 'collect');

      // Refresh the balance.
      await page.goto('/lobby/home');
      await page.getByTestId('header-refresh').click();
      await expect(page.getByText('Balance updated.')).toBeVisible();

      // The side menu (the member page on the desktop) and the player ID copy.
      if (onDesktop(testInfo)) {
        await page.getByRole('link', { name: 'Member' }).click();
        await expect(page.getByTestId('member-page')).toBeVisible();
      } else {
        await page.getByTestId('header-menu').click();
        await expect(page.getByTestId('side-menu')).toBeVisible();
      }
      await expect(page.getByTestId('menu-player-id')).toHaveText(`ID: ${player.id}`);
      await expect(page.getByTestId('menu-link-bind')).toBeVisible();
      await page.getByTestId('menu-copy-id').click();
      await expect(page.getByText('Copy Success.')).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(String(player.id));
      await snapshot(page, testInfo, 'menu');
    });
  });
});

test.describe('green site', () => {
  test.use({ baseURL: E2E_SERVERS.green.url });

  test('hides the ticker, video and featured rewards, shows the age notice and the green footer', async ({ page }, testInfo) => {
    await page.goto('/lobby/home');
    await expect(page.getByTestId('age-notice')).toBeVisible();
    await snapshot(page, testInfo, 'green-age-notice');
    await page.getByTestId('age-notice-accept').click();
    await closeNoticeModal(page);
    await expect(page.getByTestId('popular-grid').getByTestId('game-tile').first()).toBeVisible();
    await expect(page.getByTestId('big-win-ticker')).toHaveCount(0);
    await expect(page.getByTestId('promo-video')).toHaveCount(0);
    await expect(page.getByTestId('featured-rewards')).toHaveCount(0);
    await expect(page.getByTestId('footer-payment')).toBeAttached();
    await expect(page.getByTestId('footer-responsibility')).toBeAttached();
    await expect(page.getByTestId('footer-age')).toContainText('21');
    await page.getByTestId('lobby-footer').scrollIntoViewIfNeeded();
    await snapshot(page, testInfo, 'green-footer');
  });
});
