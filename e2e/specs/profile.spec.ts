import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import type { Page, TestInfo } from '@playwright/test';
import { callApi, logInThroughForm, logOutFromProfile, registerByApi } from '../support/players.ts';
import { closeActivityModal } from '../support/promotions.ts';

const onDesktop = (testInfo: TestInfo) => testInfo.project.name === 'desktop';
/** The player's own screen: /profile/user on mobile, /lobby/profile on the desktop (§2). */
const profilePath = (testInfo: TestInfo) => (onDesktop(testInfo) ? '/lobby/profile' : '/profile/user');
const lineUserId = () => `U${randomBytes(16).toString('hex')}`;

/** The side menu on mobile, the member page on the desktop: where the superior row is. */
async function openMemberPanel(page: Page, testInfo: TestInfo) {
  if (onDesktop(testInfo)) {
    await page.goto('/lobby/member');
    await expect(page.getByTestId('member-page')).toBeVisible();
  } else {
    await page.goto('/lobby/home');
    await page.getByTestId('header-menu').click();
    await expect(page.getByTestId('side-menu')).toBeVisible();
  }
}

/** The seeded pop-up notices open the modal on the first home visit of a session: close it. */
async function closeNoticeModal(page: Page): Promise<void> {
  await expect(page.getByTestId('notice-modal')).toBeVisible();
  await page.getByTestId('notice-modal-close').click();
  await expect(page.getByTestId('notice-modal')).toHaveCount(0);
  await closeActivityModal(page);
}

/** The header: the home header on mobile, the top bar on the desktop. */
const header = (page: Page, testInfo: TestInfo) => page.getByTestId(onDesktop(testInfo) ? 'lobby-topbar' : 'home-header');

/** The id of the player the app holds (its persisted user store). */
const storedPlayerId = (page: Page) => page.evaluate(() => (JSON.parse(localStorage.getItem('casino.gameUser') ?? '{}') as { state?: { user?: { id: number } } }).state?.user?.id);

test('a player changes avatar and nickname and sees them in the header and the member panel', async ({ page, request }, testInfo) => {
  const player = await registerByApi(request);
  await logInThroughForm(page, player.account, player.password);
  await expect(page).toHaveURL(/\/lobby\/home$/);
  await closeNoticeModal(page);

  await page.goto(profilePath(testInfo));
  await expect(page.getByTestId('player-id')).toHaveText(String(player.id));
  const nickname = `Ace ${randomBytes(3).toString('hex')}`;
  await page.getByTestId('profile-avatar-7').click();
  await expect(page.getByTestId('profile-avatar-7')).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('profile-nickname').fill(nickname);
  await page.getByTestId('profile-save').click();
  await expect(page.getByText('Profile saved.')).toBeVisible();
  await expect(page.getByTestId('profile-nickname-shown')).toHaveText(nickname);

  // Saved on the server: a reload refreshes the user info and keeps them.
  await page.goto('/lobby/home');
  await page.reload();
  await expect(header(page, testInfo).getByTestId('header-nickname')).toHaveText(nickname);
  await expect(header(page, testInfo).getByTestId('player-avatar')).toHaveAttribute('src', '/static/avatar/avatar_7.webp');
  await openMemberPanel(page, testInfo);
  await expect(page.getByTestId('menu-nickname')).toHaveText(nickname);
  await expect(page.getByTestId('member-panel').getByTestId('player-avatar').first()).toHaveAttribute('src', '/static/avatar/avatar_7.webp');
});

test('a player binds an inviter by invite code and sees the superior id in the member panel', async ({ page, request }, testInfo) => {
  const inviter = await registerByApi(request);
  const { inviteCode } = await callApi<{ inviteCode: string }>(request, '/app/v1/getAfterLoginInfo', {}, inviter.token);
  const player = await registerByApi(request);
  await logInThroughForm(page, player.account, player.password);
  await expect(page).toHaveURL(/\/lobby\/home$/);
  await closeNoticeModal(page);

  // Without a superior the row leads to /profile/superior on mobile; the desktop gets there from the profile screen.
  if (onDesktop(testInfo)) {
    await page.goto(profilePath(testInfo));
    await page.getByTestId('profile-link-superior').click();
  } else {
    await openMemberPanel(page, testInfo);
    await page.getByTestId('menu-superior').click();
  }
  await expect(page).toHaveURL(/\/profile\/superior$/);
  await page.getByTestId('superior-code').fill(inviteCode.toLowerCase());
  await page.getByTestId('superior-submit').click();
  await expect(page.getByTestId('superior-id')).toHaveText(`ID ${inviter.id}`);

  await openMemberPanel(page, testInfo);
  await expect(page.getByTestId('menu-superior')).toContainText(String(inviter.id));
  // Set once: the row no longer leads anywhere.
  await expect(page.getByTestId('menu-superior')).not.toHaveAttribute('href', /.*/);
});

test('LINE sign-in through the sandbox creates an account, and the same LINE user comes back to it', async ({ page }, testInfo) => {
  const userId = lineUserId();
  const signInWithLine = async (displayName: string) => {
    await page.goto('/login');
    await page.getByTestId('login-line').click();
    await expect(page.getByRole('heading', { name: 'Sign in to LINE (sandbox)' })).toBeVisible();
    await page.getByLabel('Display name').fill(displayName);
    await page.getByLabel('LINE user id').fill(userId);
    await page.getByRole('button', { name: 'Allow' }).click();
    await expect(page).toHaveURL(/\/lobby\/home$/);
    await expect(header(page, testInfo).getByTestId('header-nickname')).toHaveText(displayName);
  };

  await signInWithLine('Line Tester');
  const firstId = await storedPlayerId(page);
  expect(firstId).toBeGreaterThan(0);
  await page.goto(profilePath(testInfo));
  await expect(page.getByTestId('account-line')).toHaveText('Line Tester');
  await expect(page.getByTestId('account-name')).toHaveText(/^line[a-z2-9]{10}$/);

  // Log out, then in again with the same LINE user.
  await logOutFromProfile(page, testInfo.project.name);
  await expect(page).toHaveURL(/\/login$/);
  await signInWithLine('Line Tester');
  expect(await storedPlayerId(page)).toBe(firstId);
});

test('cancelling at the sandbox LINE brings the player back with a clear message', async ({ page }) => {
  await page.goto('/login');
  await page.getByTestId('login-line').click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/line\/callback\?error=access_denied/);
  await expect(page.getByTestId('line-callback-message')).toHaveText('You cancelled the LINE sign-in.');
  await page.getByTestId('line-callback-login').click();
  await expect(page).toHaveURL(/\/login$/);
});
