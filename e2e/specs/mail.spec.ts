import { expect, test } from '@playwright/test';
import type { Page, TestInfo } from '@playwright/test';
import { declareNotBarred, uniqueUsername } from '../support/players.ts';
import { closeActivityModal } from '../support/promotions.ts';

/** The standard e2e site credits USER_REGISTER_COIN=1000 at registration; the welcome mail carries MAIL_WELCOME_COIN (default 500). */
const SIGN_UP_COINS = '10.00';
const WITH_GIFT = '15.00';

const onDesktop = (testInfo: TestInfo) => testInfo.project.name === 'desktop';

async function registerThroughPage(page: Page): Promise<void> {
  await page.goto('/register');
  await page.getByTestId('register-account').fill(uniqueUsername());
  await page.getByTestId('register-password').fill('correct horse battery');
  await page.getByTestId('register-confirm').fill('correct horse battery');
  await declareNotBarred(page);
  await page.getByTestId('register-submit').click();
  await expect(page).toHaveURL(/\/lobby\/home$/);
  // The home notice shows once a session; out of the way for the rest.
  await expect(page.getByTestId('notice-modal')).toBeVisible();
  await page.getByTestId('notice-modal-close').click();
  await expect(page.getByTestId('notice-modal')).toHaveCount(0);
  await closeActivityModal(page);
}

/** The side menu on a phone, the member page on the desktop. */
async function openMenu(page: Page, testInfo: TestInfo): Promise<void> {
  if (onDesktop(testInfo)) {
    await page.getByRole('link', { name: 'Member' }).click();
    await expect(page.getByTestId('member-page')).toBeVisible();
  } else {
    await page.getByTestId('header-menu').click();
    await expect(page.getByTestId('side-menu')).toBeVisible();
  }
}

test('a new player reads the welcome mail and claims its gift: the balance rises once, and no second claim is offered', async ({ page }, testInfo) => {
  await registerThroughPage(page);
  await expect(page.getByTestId('header-balance')).toHaveText(SIGN_UP_COINS);

  // The menu's mail entry carries the dot while the welcome mail waits.
  await openMenu(page, testInfo);
  const mailLink = page.getByTestId('menu-link-email');
  await expect(mailLink.locator('.member-panel__dot')).toBeVisible();
  await mailLink.click();
  await expect(page).toHaveURL(/\/profile\/email$/);

  const welcome = page.getByTestId('mail-row').filter({ hasText: 'Welcome to Casino!' });
  await expect(welcome).toHaveAttribute('data-read', 'false');
  await expect(welcome).toHaveAttribute('data-gift', 'claimable');
  await expect(page.getByTestId('mail-unread-count')).toHaveText('1 unread');
  const mailId = await welcome.getAttribute('data-mail-id');

  // Read it: the body and the gift; claim it.
  await welcome.click();
  await expect(page).toHaveURL(new RegExp(`/profile/email\\?id=${mailId}$`));
  await expect(page.getByTestId('mail-detail-title')).toHaveText('Welcome to Casino!');
  await expect(page.getByTestId('mail-detail-body')).toContainText('Here is a welcome gift of 5.00 coins');
  await expect(page.getByTestId('mail-attachment')).toHaveText(['5.00 coins']);
  const claim = page.getByTestId('mail-claim');
  await claim.click();
  await expect(page.getByText('Claimed: 5.00 coins')).toBeVisible();
  await expect(page.getByTestId('mail-claimed')).toBeVisible();
  await expect(claim).toHaveCount(0);

  // Back in the list: read and claimed.
  if (!onDesktop(testInfo)) {
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/profile\/email$/);
  }
  await expect(welcome).toHaveAttribute('data-read', 'true');
  await expect(welcome).toHaveAttribute('data-gift', 'received');
  await expect(page.getByTestId('mail-unread-count')).toHaveCount(0);

  // Opened again from scratch (the server's word): claimed, nothing more to claim.
  await page.goto(`/profile/email?id=${mailId}`);
  await expect(page.getByTestId('mail-claimed')).toBeVisible();
  await expect(page.getByTestId('mail-claim')).toHaveCount(0);

  // The balance rose by the gift exactly once, also after a reload from the server.
  await page.goto('/lobby/home');
  await expect(page.getByTestId('header-balance')).toHaveText(WITH_GIFT);
  await page.reload();
  await expect(page.getByTestId('header-balance')).toHaveText(WITH_GIFT);

  // Nothing unread or unclaimed: the dot is gone.
  await openMenu(page, testInfo);
  await expect(page.getByTestId('menu-link-email')).toBeVisible();
  await expect(page.getByTestId('menu-link-email').locator('.member-panel__dot')).toHaveCount(0);
});

test('the inbox is also a lobby path: on a phone inside the lobby shell, with home highlighted', async ({ page }, testInfo) => {
  await registerThroughPage(page);
  await page.goto('/lobby/email');
  await expect(page.getByTestId('mail-row').filter({ hasText: 'Welcome to Casino!' })).toBeVisible();
  if (onDesktop(testInfo)) return;
  await expect(page.getByTestId('lobby-tabbar')).toBeVisible();
  await expect(page.getByTestId('tab-home')).toHaveClass(/is-active/);
});
