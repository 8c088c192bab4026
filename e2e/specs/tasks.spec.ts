import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { logInThroughForm, registerByApi } from '../support/players.ts';

/** Screenshots of both layouts for review; the folder is not committed. */
const ARTIFACTS = new URL('../artifacts/', import.meta.url);

async function snapshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: new URL(`tasks-${testInfo.project.name}-${name}.png`, ARTIFACTS).pathname });
}

/** The seeded PlayTiger task: id 100 + type 3, one Lucky Tiger spin a day, 2.00 coins. */
const TIGER_TASK = 103;
const TIGER_AWARD = 200;

/** Hundredths as the app shows them: 123456 -> "1,234.56". */
const money = (hundredths: number): string =>
  `${Math.floor(hundredths / 100).toLocaleString('en-US')}.${String(hundredths % 100).padStart(2, '0')}`;

/** The exact amount behind a figure on screen (its data-amount), checked against its text. */
async function amountOf(locator: Locator): Promise<number> {
  const amount = Number(await locator.getAttribute('data-amount'));
  await expect(locator).toHaveText(money(amount));
  return amount;
}

test('a player completes the Lucky Tiger task by playing it and receives its award', async ({ page, request }, testInfo) => {
  const mobile = testInfo.project.name === 'mobile';
  const player = await registerByApi(request);
  await logInThroughForm(page, player.account, player.password);
  await expect(page).toHaveURL(/\/lobby\/home$/);
  await expect(page.getByTestId('notice-modal')).toBeVisible();
  await page.getByTestId('notice-modal-close').click();

  // The task page: a lobby tab on phones (the centre tab lit), /profile/task on the desktop.
  await page.goto(mobile ? '/lobby/task' : '/profile/task');
  if (mobile) await expect(page.getByTestId('tab-spin')).toHaveClass(/is-active/);
  const card = page.getByTestId(`task-${TIGER_TASK}`);
  await expect(card).toHaveAttribute('data-status', 'open');
  await expect(page.getByTestId(`task-reward-${TIGER_TASK}`)).toHaveText(`${money(TIGER_AWARD)} coins`);
  await expect(page.getByTestId(`task-progress-${TIGER_TASK}`)).toHaveText('0 / 1');
  await expect(page.getByTestId('tasks-reset')).toContainText('midnight Philippine time');
  await snapshot(page, testInfo, 'open');

  // Go: into Lucky Tiger; one spin.
  await page.getByTestId(`task-go-${TIGER_TASK}`).click();
  await expect(page).toHaveURL(/\/start\?gameId=1$/);
  await page.getByTestId('game-play').click();
  await expect(page.getByTestId('game-round-id')).toHaveText(/^[0-9a-f]{32}$/, { timeout: 15_000 });
  await expect(page.getByTestId('slot-machine')).toHaveAttribute('data-phase', 'idle');
  const afterSpin = await amountOf(page.getByTestId('game-balance'));

  // Back on the task page: the round is counted within seconds, and the award waits.
  await page.getByTestId('game-back').click();
  await expect(page).toHaveURL(mobile ? /\/lobby\/task$/ : /\/profile\/task$/);
  const receive = page.getByTestId(`task-receive-${TIGER_TASK}`);
  await expect(receive).toBeVisible({ timeout: 30_000 });
  await expect(card).toHaveAttribute('data-status', 'completed');
  await expect(page.getByTestId(`task-progress-${TIGER_TASK}`)).toHaveText('1 / 1');
  if (!mobile) await expect(page.getByTestId('header-balance')).toHaveText(money(afterSpin));

  await receive.click();
  await expect(page.getByText(`Received ${money(TIGER_AWARD)} coins.`)).toBeVisible();
  await expect(page.getByTestId(`task-received-${TIGER_TASK}`)).toBeVisible();
  await expect(card).toHaveAttribute('data-status', 'received');
  await snapshot(page, testInfo, 'received');

  // The header shows the balance risen by the award.
  if (mobile) await page.getByTestId('tab-home').click();
  await expect(page.getByTestId('header-balance')).toHaveText(money(afterSpin + TIGER_AWARD));
});
