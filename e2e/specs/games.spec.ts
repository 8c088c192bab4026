import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { logInThroughForm, registerByApi } from '../support/players.ts';
import { closeActivityModal } from '../support/promotions.ts';

/** Screenshots of both layouts for review; the folder is not committed. */
const ARTIFACTS = new URL('../artifacts/', import.meta.url);

async function snapshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: new URL(`games-${testInfo.project.name}-${name}.png`, ARTIFACTS).pathname });
}

/** The standard e2e site credits USER_REGISTER_COIN=1000 hundredths at registration. */
const SIGN_UP_COINS = 1_000;

/** Hundredths as the app shows them: 123456 -> "1,234.56". */
const money = (hundredths: number): string =>
  `${Math.floor(hundredths / 100).toLocaleString('en-US')}.${String(hundredths % 100).padStart(2, '0')}`;

/** The exact amount behind a figure on screen (its data-amount), checked against its text. */
async function amountOf(locator: Locator): Promise<number> {
  const amount = Number(await locator.getAttribute('data-amount'));
  await expect(locator).toHaveText(money(amount));
  return amount;
}

/** The seeded pop-up notices open the modal on the first home visit of a session: close it. */
async function closeNoticeModal(page: Page): Promise<void> {
  await expect(page.getByTestId('notice-modal')).toBeVisible();
  await page.getByTestId('notice-modal-close').click();
  await expect(page.getByTestId('notice-modal')).toHaveCount(0);
  await closeActivityModal(page);
}

async function logIn(page: Page, request: Parameters<typeof registerByApi>[0]): Promise<void> {
  const player = await registerByApi(request);
  await logInThroughForm(page, player.account, player.password);
  await expect(page).toHaveURL(/\/lobby\/home$/);
}

test('a player spins Lucky Tiger, comes back to the right balance, rotates the seeds and verifies the round', async ({ page, request }, testInfo) => {
  await logIn(page, request);
  await closeNoticeModal(page);
  await expect(page.getByTestId('header-balance')).toHaveText(money(SIGN_UP_COINS));

  // From the lobby into the game: full screen, no lobby chrome.
  await page.getByTestId('popular-grid').getByRole('button', { name: 'Lucky Tiger' }).click();
  await expect(page).toHaveURL(/\/start\?gameId=1$/);
  const balance = page.getByTestId('game-balance');
  await expect(balance).toHaveText(money(SIGN_UP_COINS));
  await expect(page.getByTestId('home-header')).toHaveCount(0);
  await expect(page.getByTestId('slot-reel')).toHaveCount(3);

  // One spin: the balance moves by exactly the bet and the win shown.
  const before = await amountOf(balance);
  const bet = await amountOf(page.getByTestId('game-bet'));
  await page.getByTestId('game-play').click();
  await expect(page.getByTestId('game-round-id')).toHaveText(/^[0-9a-f]{32}$/, { timeout: 15_000 });
  await expect(page.getByTestId('slot-machine')).toHaveAttribute('data-phase', 'idle');
  const roundId = (await page.getByTestId('game-round-id').textContent())!;
  const win = await amountOf(page.getByTestId('game-win'));
  await expect(balance).toHaveText(money(before - bet + win));
  await snapshot(page, testInfo, 'lucky-tiger');

  // The rules show the declared RTP and volatility.
  await page.getByTestId('open-rules').click();
  await expect(page.getByTestId('rules-rtp')).toHaveText('96.00%');
  await expect(page.getByTestId('rules-volatility')).toHaveText('Medium');
  await page.getByTestId('game-sheet-close').click();

  // Back to where the player came from: the header already shows the new balance.
  await page.getByTestId('game-back').click();
  await expect(page).toHaveURL(/\/lobby\/home/);
  await expect(page.getByTestId('header-balance')).toHaveText(money(before - bet + win));

  // Rotate the seeds: the old server seed is revealed and a new one committed to.
  await page.getByTestId('popular-grid').getByRole('button', { name: 'Lucky Tiger' }).click();
  await page.getByTestId('open-fairness').click();
  const hash = page.getByTestId('fairness-server-hash');
  await expect(hash).toHaveText(/^[0-9a-f]{64}$/);
  const committed = (await hash.textContent())!;
  await page.getByTestId('fairness-client-seed').fill(`e2e-${testInfo.project.name}`);
  await page.getByTestId('fairness-rotate').click();
  await expect(page.getByTestId('fairness-revealed-seed')).toHaveText(/^[0-9a-f]{64}$/);
  await expect(hash).not.toHaveText(committed);
  await snapshot(page, testInfo, 'fairness');
  await page.getByTestId('game-sheet-close').click();

  // The round in the history, and its verification in the browser.
  await page.getByTestId('open-history').click();
  const row = page.locator(`[data-testid="history-row"][data-round-id="${roundId}"]`);
  await expect(row).toBeVisible();
  await row.getByTestId('history-verify').click();
  await expect(page).toHaveURL(new RegExp(`/verify\\?roundId=${roundId}$`));
  await expect(page.getByTestId('verify-status')).toHaveAttribute('data-status', 'verified');
  await expect(page.getByTestId('verify-hash')).toHaveAttribute('data-matches', 'true');
  await snapshot(page, testInfo, 'verify');
});

/** One round of every other house game, against the real house provider. */
const GAMES: Array<{ id: number; name: string; play: (page: Page) => Promise<void> }> = [
  { id: 2, name: 'fortune-gems', play: (page) => page.getByTestId('game-play').click() },
  { id: 3, name: 'dragon-ways', play: (page) => page.getByTestId('game-play').click() },
  { id: 4, name: 'golden-free-spins', play: (page) => page.getByTestId('game-play').click() },
  {
    id: 5, name: 'jacks-or-better', play: async (page) => {
      await page.getByTestId('game-play').click();
      await expect(page.getByTestId('poker-table')).toHaveAttribute('data-phase', 'holding');
      await page.getByTestId('poker-card').first().click();
      await expect(page.getByTestId('poker-card').first()).toHaveAttribute('aria-pressed', 'true');
      await page.getByTestId('game-play').click();
      await expect(page.getByTestId('poker-table')).toHaveAttribute('data-phase', 'idle');
    },
  },
  {
    id: 6, name: 'crash', play: async (page) => {
      await page.getByTestId('crash-target').fill('1.50');
      await page.getByTestId('game-play').click();
      await expect(page.getByTestId('crash-status')).toHaveText(/Crashed at \d+\.\d{2}×/, { timeout: 15_000 });
    },
  },
  {
    id: 7, name: 'mines', play: async (page) => {
      await page.getByTestId('game-play').click();
      await expect(page.getByTestId('mines-board')).toHaveAttribute('data-phase', 'playing');
      await page.getByTestId('mines-tile').first().click();
      // Safe: cash out; a mine: the round is over.
      await expect(page.getByTestId('mines-tile').first()).not.toHaveAttribute('data-view', 'hidden');
      if (await page.getByTestId('mines-cashout').isVisible()) await page.getByTestId('mines-cashout').click();
      await expect(page.getByTestId('mines-board')).toHaveAttribute('data-phase', 'settled');
      await expect(page.locator('[data-testid="mines-tile"][data-view="hidden"]')).toHaveCount(0);
    },
  },
  {
    id: 8, name: 'dice', play: async (page) => {
      await page.getByTestId('dice-over').click();
      await page.getByTestId('game-play').click();
      await expect(page.getByTestId('dice-roll')).toHaveClass(/is-(won|lost)/);
    },
  },
  {
    id: 9, name: 'ocean-hunter', play: async (page) => {
      // Fish swim: click the first one where it is now.
      await page.getByTestId('fish').first().dispatchEvent('click');
      await expect(page.getByTestId('fish-effect')).toBeVisible();
    },
  },
];

/**
 * Waits for the round's id, which a game shows once the round has played out. A slot round that
 * wins free spins plays each of them first (about 2 s apiece, more on a slow machine): the wait
 * grows by the number the banner announces.
 */
async function untilRoundShown(page: Page, testInfo: TestInfo): Promise<void> {
  const roundId = page.getByTestId('game-round-id');
  const freeSpins = page.getByTestId('free-spin-banner');
  await expect(roundId.or(freeSpins)).toBeVisible({ timeout: 15_000 });
  let allowed = 5_000;
  if (await freeSpins.isVisible()) {
    // The announced number, else the most a round can win (the game's cap of 100).
    const total = Number((await freeSpins.textContent())?.match(/(\d+)\D*$/)?.[1] ?? 100);
    allowed = 15_000 + total * 6_000;
    testInfo.setTimeout(testInfo.timeout + allowed);
  }
  await expect(roundId).toHaveText(/^[0-9a-f]{32}$/, { timeout: allowed });
}

test.describe('every house game plays a round', () => {
  for (const game of GAMES) {
    test(game.name, async ({ page, request }, testInfo) => {
      await logIn(page, request);
      await page.goto(`/start?gameId=${game.id}`);
      const balance = page.getByTestId('game-balance');
      await expect(balance).toHaveText(money(SIGN_UP_COINS));
      const before = await amountOf(balance);
      const bet = await amountOf(page.getByTestId('game-bet'));
      await game.play(page);
      await untilRoundShown(page, testInfo);
      const win = await amountOf(page.getByTestId('game-win'));
      await expect(balance).toHaveText(money(before - bet + win));
      await snapshot(page, testInfo, game.name);

      await page.getByTestId('open-history').click();
      await expect(page.getByTestId('history-row')).toHaveCount(1);
    });
  }
});

test('a game under maintenance or unknown explains itself and leads back to the lobby', async ({ page, request }) => {
  await logIn(page, request);
  await page.goto('/start?gameId=999999');
  await expect(page.getByTestId('game-problem-message')).toHaveText('This game is not available.');
  await page.getByTestId('game-problem-back').click();
  await expect(page).toHaveURL(/\/lobby\/home$/);
});

test('the heartbeat names the game while the player is on /start', async ({ page, request }) => {
  await page.clock.install();
  await logIn(page, request);
  await page.goto('/start?gameId=1');
  await expect(page.getByTestId('game-balance')).toHaveText(money(SIGN_UP_COINS));
  const beat = page.waitForRequest((sent) => sent.url().endsWith('/app/v1/online') && (sent.postDataJSON() as { gameId?: number }).gameId === 1);
  await page.clock.fastForward('01:05');
  await beat;
});

test('an external brand game plays in a frame through the sandbox studio, and the lobby shows the new balance', async ({ page, request }) => {
  await logIn(page, request);
  await closeNoticeModal(page);
  // Neon Fruits (201) belongs to Nova Play, which the sandbox studio serves on this site.
  await page.goto('/start?gameId=201');
  const studio = page.frameLocator('[data-testid="game-frame"]');
  await expect(studio.locator('#title')).toHaveText('Neon Fruits');
  await expect(studio.locator('#balance')).toHaveText(money(SIGN_UP_COINS));
  await studio.locator('.bet[data-bet="100"]').click();
  await studio.locator('#play').click();
  await expect(studio.locator('#message')).toHaveText(/^(You win [\d.]+|No win)$/);
  const shown = (await studio.locator('#message').textContent())!;
  const win = shown.startsWith('You win') ? Math.round(Number(shown.replace('You win ', '')) * 100) : 0;
  await expect(studio.locator('#balance')).toHaveText(money(SIGN_UP_COINS - 100 + win));

  await page.getByTestId('game-back').click();
  await expect(page.getByTestId('header-balance')).toHaveText(money(SIGN_UP_COINS - 100 + win));
});
