import { expect, test } from '@playwright/test';
import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import { callApi, logInThroughForm, registerByApi } from '../support/players.ts';
import { closeActivityModal } from '../support/promotions.ts';

/**
 * Safer play (docs/decisions/065) on both layouts against the real server: a deposit limit that
 * refuses a deposit above it, the reality check pausing Lucky Tiger (the page's clock moved on
 * with page.clock), and a time-out that refuses a game start with its end date.
 */

type Player = Awaited<ReturnType<typeof registerByApi>>;

const onDesktop = (testInfo: TestInfo) => testInfo.project.name === 'desktop';

/** Hundredths as the app shows them: 123456 -> "1,234.56", -5 -> "-0.05". */
const money = (hundredths: number): string => {
  const abs = Math.abs(hundredths);
  return `${hundredths < 0 ? '-' : ''}${Math.floor(abs / 100).toLocaleString('en-US')}.${String(abs % 100).padStart(2, '0')}`;
};

/** The exact amount behind a figure on screen (its data-amount), checked against its text. */
async function amountOf(locator: Locator): Promise<number> {
  const amount = Number(await locator.getAttribute('data-amount'));
  await expect(locator).toHaveText(money(amount));
  return amount;
}

/** An e-wallet number no other player of this run binds. */
const uniqueWallet = () => `09${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`.replace(/0000$/, '1234');

async function bindByApi(request: APIRequestContext, player: Player, bankId: number): Promise<void> {
  const result = await callApi(request, '/app/v1/addBankInfo', { bankId, accountName: 'Juan Dela Cruz', cardNum: uniqueWallet() }, player.token);
  expect(result.errcode, JSON.stringify(result)).toBe(0);
}

/** A new player, logged in on the home page with the session's notice closed. */
async function logIn(page: Page, request: APIRequestContext): Promise<Player> {
  const player = await registerByApi(request);
  await logInThroughForm(page, player.account, player.password);
  await expect(page).toHaveURL(/\/lobby\/home$/);
  await expect(page.getByTestId('notice-modal')).toBeVisible();
  await page.getByTestId('notice-modal-close').click();
  await expect(page.getByTestId('notice-modal')).toHaveCount(0);
  await closeActivityModal(page);
  return player;
}

/** From the side menu (phone) or the member page (desktop) to the safer play screen. */
async function openSaferPlay(page: Page, testInfo: TestInfo): Promise<void> {
  if (onDesktop(testInfo)) {
    await page.getByRole('link', { name: 'Member' }).click();
    await expect(page.getByTestId('member-page')).toBeVisible();
  } else {
    await page.getByTestId('header-menu').click();
    await expect(page.getByTestId('side-menu')).toBeVisible();
  }
  const link = page.getByTestId('menu-link-saferPlay');
  await expect(link).toHaveText('Safer play');
  await link.click();
  await expect(page).toHaveURL(/\/profile\/safer-play$/);
  await expect(page.getByTestId('safer-play-rule')).toBeVisible();
}

test('a player sets a daily deposit limit and a deposit above it is refused, naming the limit', async ({ page, request }, testInfo) => {
  const player = await logIn(page, request);
  await bindByApi(request, player, 102);
  await openSaferPlay(page, testInfo);
  await expect(page.getByTestId('safer-play-empty')).toBeVisible();

  await page.getByTestId('limit-deposit-day-input').fill('150');
  await page.getByTestId('limit-deposit-day-set').click();
  await expect(page.getByTestId('limit-deposit-day-amount')).toHaveText('Limit 150.00');
  await expect(page.getByTestId('limit-deposit-day-used')).toHaveText('Used 0.00 of 150.00');
  await expect(page.getByTestId('limit-deposit-day-resets')).toHaveText(/^Resets \d{4}-\d{2}-\d{2} 12:00 AM PHT$/);

  await page.goto('/lobby/wallets/deposit');
  await page.getByTestId('deposit-preset-200').click();
  await page.getByTestId('deposit-submit').click();
  await page.getByTestId('channel-3').click();
  await page.getByTestId('channel-confirm').click();
  await expect(page.getByText('This deposit would pass your deposit limit of 150.00 per day (deposited today: 0.00).')).toBeVisible();
  await expect(page.getByTestId('deposit-sheet')).toHaveCount(0);
});

test('a reality check pauses Lucky Tiger after the chosen interval, and the player continues', async ({ page, request }, testInfo) => {
  // The app's timers run on the page's clock, so the interval can be skipped rather than waited.
  await page.clock.install();
  await logIn(page, request);
  await openSaferPlay(page, testInfo);
  await page.getByTestId('reality-check-interval').selectOption('15');
  await expect(page.getByText('Reality check: Every 15 minutes.')).toBeVisible();

  const intervalRead = page.waitForResponse((response) => response.url().endsWith('/app/v1/getRealityCheck'));
  await page.goto('/start?gameId=1');
  await intervalRead;
  await expect(page.getByTestId('slot-reel')).toHaveCount(3);

  // One spin, so the check has a result to show.
  const balance = page.getByTestId('game-balance');
  const before = await amountOf(balance);
  const bet = await amountOf(page.getByTestId('game-bet'));
  await page.getByTestId('game-play').click();
  await expect(page.getByTestId('game-round-id')).toHaveText(/^[0-9a-f]{32}$/, { timeout: 15_000 });
  await expect(page.getByTestId('slot-machine')).toHaveAttribute('data-phase', 'idle');
  const win = await amountOf(page.getByTestId('game-win'));
  await expect(balance).toHaveText(money(before - bet + win));
  await expect(page.getByTestId('reality-check-dialog')).toHaveCount(0);

  await page.clock.fastForward('15:00');
  const dialog = page.getByTestId('reality-check-dialog');
  await expect(dialog).toBeVisible();
  await expect(page.getByTestId('reality-check-played')).toHaveText(/^You have played for \d+ min since you logged in\.$/);
  await expect(page.getByTestId('reality-check-bets')).toHaveText(money(bet));
  await expect(page.getByTestId('reality-check-net')).toHaveText(money(win - bet));
  // The game beneath is out of reach while the check shows.
  await expect(page.getByTestId('reality-check-host')).toHaveAttribute('inert', '');

  await page.getByTestId('reality-check-continue').click();
  await expect(dialog).toHaveCount(0);
  const firstRound = await page.getByTestId('game-round-id').textContent();
  await page.getByTestId('game-play').click();
  await expect(page.getByTestId('game-round-id')).not.toHaveText(firstRound ?? '');
});

test('a player takes a 24-hour time-out and is then refused when starting a game, with the end date shown', async ({ page, request }, testInfo) => {
  await logIn(page, request);
  await openSaferPlay(page, testInfo);

  await page.getByTestId('time-out-24h').click();
  const dialog = page.getByTestId('time-out-dialog');
  await expect(dialog).toContainText('You cannot play any game.');
  await expect(dialog).toContainText('You cannot deposit.');
  await expect(dialog).toContainText('You can still log in and withdraw your balance.');
  await expect(page.getByTestId('time-out-dialog-ends')).toHaveText(/^It ends on \d{4}-\d{2}-\d{2} \d{1,2}:\d{2} [AP]M PHT\./);
  await page.getByTestId('time-out-dialog-confirm').click();

  const ends = page.getByTestId('running-break-ends');
  const shape = /^You are on a time-out until (\d{4}-\d{2}-\d{2} \d{1,2}:\d{2} [AP]M PHT)\.$/;
  await expect(ends).toHaveText(shape);
  const until = shape.exec((await ends.textContent()) ?? '')![1]!;

  await page.goto('/start?gameId=1');
  await expect(page.getByTestId('game-problem-message'))
    .toHaveText(`You are on a time-out until ${until}. Games cannot be started until then. Withdrawals remain possible.`);

  // The lobby says so too, until dismissed.
  await page.goto('/lobby/home');
  await expect(page.getByTestId('exclusion-banner-text')).toHaveText(`You are on a time-out until ${until}.`);
  await expect(page.getByTestId('exclusion-banner')).toContainText('Withdrawals remain possible.');
  await page.getByTestId('exclusion-banner-dismiss').click();
  await expect(page.getByTestId('exclusion-banner')).toHaveCount(0);
});
