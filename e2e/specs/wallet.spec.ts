import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { declareNotBarred, logInThroughForm, registerByApi, uniqueUsername } from '../support/players.ts';

/** The standard e2e site credits USER_REGISTER_COIN=1000 hundredths at registration. */
const SIGN_UP_COINS = '10.00';

const onDesktop = (projectName: string) => projectName === 'desktop';

async function registerThroughPage(page: Page): Promise<void> {
  await page.goto('/register');
  await page.getByTestId('register-account').fill(uniqueUsername());
  await page.getByTestId('register-password').fill('correct horse battery');
  await page.getByTestId('register-confirm').fill('correct horse battery');
  await declareNotBarred(page);
  await page.getByTestId('register-submit').click();
  await expect(page).toHaveURL(/\/lobby\/home$/);
}

test('a new player keeps coins in the safebox and finds every movement in the history', async ({ page }, testInfo) => {
  await registerThroughPage(page);
  await expect(page.getByTestId('header-balance')).toHaveText(SIGN_UP_COINS);

  await page.goto('/lobby/wallets/main');
  await expect(page.getByTestId('wallet-balance')).toHaveText(SIGN_UP_COINS);
  await expect(page.getByTestId('wallet-safebox-balance')).toHaveText('0.00');
  await expect(page.getByTestId('wallet-turnover')).toHaveAttribute('data-owed', '0');
  await page.getByTestId('wallet-refresh').click();
  await expect(page.getByText('Balance updated.')).toBeVisible();

  // Set the safebox password, then come back to the wallet.
  await page.getByTestId('safebox-set-password').click();
  await expect(page).toHaveURL(/\/walletsPassword$/);
  await expect(page.getByTestId('safebox-password-form')).toHaveAttribute('data-mode', 'set');
  await page.getByTestId('safebox-password-new').fill('vault-pass-1');
  await page.getByTestId('safebox-password-confirm').fill('vault-pass-1');
  await page.getByTestId('safebox-password-submit').click();
  await expect(page).toHaveURL(/\/lobby\/wallets\/main$/);
  await expect(page.getByTestId('safebox-change-password')).toBeVisible();

  // Main balance -> safebox: no password.
  await page.getByTestId('safebox-amount').fill('4.50');
  await page.getByTestId('safebox-submit').click();
  await expect(page.getByText('4.50 moved into the safebox.')).toBeVisible();
  await expect(page.getByTestId('wallet-balance')).toHaveText('5.50');
  await expect(page.getByTestId('wallet-safebox-balance')).toHaveText('4.50');

  // Safebox -> main balance: a wrong password is refused, the right one moves the coins.
  await page.getByTestId('safebox-tab-out').click();
  await page.getByTestId('safebox-amount').fill('1.25');
  await page.getByTestId('safebox-password').fill('not-the-pass');
  await page.getByTestId('safebox-submit').click();
  await expect(page.getByTestId('safebox-error')).toHaveText('Wrong safebox password. 4 attempts left before the safebox locks.');
  await expect(page.getByTestId('wallet-safebox-balance')).toHaveText('4.50');
  await page.getByTestId('safebox-password').fill('vault-pass-1');
  await page.getByTestId('safebox-submit').click();
  await expect(page.getByText('1.25 moved to your main balance.')).toBeVisible();
  await expect(page.getByTestId('wallet-balance')).toHaveText('6.75');
  await expect(page.getByTestId('wallet-safebox-balance')).toHaveText('3.25');

  // The history: newest first, one row per balance a movement touched.
  await page.getByTestId('wallet-history-link').click();
  await expect(page).toHaveURL(onDesktop(testInfo.project.name) ? /\/lobby\/record\/transaction$/ : /\/record\/transaction$/);
  const rows = page.getByTestId('history-row');
  await expect(rows).toHaveCount(5);
  const seen = await rows.evaluateAll((elements) => elements.map((row) => [
    row.getAttribute('data-kind'), row.getAttribute('data-account'), row.querySelector('[data-testid="history-amount"]')?.textContent,
  ]));
  expect(seen.slice(0, 4).sort()).toEqual([
    ['safeboxDeposit', 'main', '-4.50'],
    ['safeboxDeposit', 'safebox', '+4.50'],
    ['safeboxWithdraw', 'main', '+1.25'],
    ['safeboxWithdraw', 'safebox', '-1.25'],
  ]);
  expect(seen.slice(0, 2).map(([kind]) => kind)).toEqual(['safeboxWithdraw', 'safeboxWithdraw']);
  expect(seen[4]).toEqual(['signUpBonus', 'main', `+${SIGN_UP_COINS}`]);
  await expect(rows.last()).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} (AM|PM)/);

  await page.getByTestId('history-kind').selectOption('signUpBonus');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toHaveAttribute('data-kind', 'signUpBonus');

  // The header shows the same balance as the wallet.
  await page.goto('/lobby/home');
  await expect(page.getByTestId('header-balance')).toHaveText('6.75');
});

test('the wallet tab shows points and leads to deposit, withdraw and the points exchange', async ({ page, request }, testInfo) => {
  const player = await registerByApi(request);
  await logInThroughForm(page, player.account, player.password);
  await expect(page).toHaveURL(/\/lobby\/home$/);

  await page.goto('/lobby/wallets/main');
  await expect(page.getByTestId('wallet-points-balance')).toHaveText('0.00');
  await page.getByTestId('wallet-deposit').click();
  await expect(page.getByTestId('deposit-page')).toBeVisible();
  await page.goto('/lobby/wallets/main');
  await page.getByTestId('wallet-withdraw').click();
  await expect(page.getByTestId('withdraw-page')).toBeVisible();

  await page.goto('/lobby/wallets/main');
  await page.getByTestId('wallet-points-link').click();
  await expect(page).toHaveURL(onDesktop(testInfo.project.name) ? /\/lobby\/points$/ : /\/points$/);
  await expect(page.getByTestId('points-balance')).toHaveText('0.00');
  await expect(page.getByTestId('points-rate')).toHaveText('1 point = 0.008 coins');
  await expect(page.getByTestId('points-minimum')).toHaveText('100.00');
  await expect(page.getByTestId('points-submit')).toBeDisabled();
});
