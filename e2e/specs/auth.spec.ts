import { expect, test } from '@playwright/test';
import { declareNotBarred, logInThroughForm, logOutFromProfile, registerByApi, uniqueUsername } from '../support/players.ts';

const profilePath = (projectName: string): string => (projectName === 'desktop' ? '/lobby/profile' : '/profile/user');

test('a guest registers by username and lands on the home page as that player', async ({ page }) => {
  const username = uniqueUsername();
  await page.goto('/register');
  await expect(page.getByTestId('register-form')).toHaveAttribute('data-register-type', 'account');
  await page.getByTestId('register-account').fill(username);
  await page.getByTestId('register-password').fill('correct horse battery');
  await page.getByTestId('register-confirm').fill('correct horse battery');
  // §6: without the declaration the form refuses, naming it.
  await page.getByTestId('register-submit').click();
  await expect(page.getByTestId('register-declaration-problem')).toContainText('Please tick the declaration');
  await expect(page).toHaveURL(/\/register$/);
  await declareNotBarred(page);
  await page.getByTestId('register-submit').click();
  await expect(page).toHaveURL(/\/lobby\/home$/);
  await expect(page.getByTestId('header-nickname')).toHaveText(username);
  await expect(page.getByTestId('header-balance')).toBeVisible();
});

test('registration refuses a password confirmation that does not match, before sending anything', async ({ page }) => {
  await page.goto('/register');
  await page.getByTestId('register-account').fill(uniqueUsername());
  await page.getByTestId('register-password').fill('correct horse battery');
  await page.getByTestId('register-confirm').fill('correct horse batterz');
  await declareNotBarred(page);
  await page.getByTestId('register-submit').click();
  await expect(page).toHaveURL(/\/register$/);
});

test('a player logs in, sees who they are, logs out and lands on /login', async ({ page, request }, testInfo) => {
  const player = await registerByApi(request);
  await logInThroughForm(page, player.account, player.password);
  await expect(page).toHaveURL(/\/lobby\/home$/);
  await page.goto(profilePath(testInfo.project.name));
  await expect(page.getByTestId('player-id')).toContainText(String(player.id));
  await logOutFromProfile(page, testInfo.project.name);
  await expect(page).toHaveURL(/\/login$/);
  // The session is over on the server too: the private page sends the guest back to /login.
  await page.goto(profilePath(testInfo.project.name));
  await expect(page).toHaveURL(/\/login/);
});

test('a wrong password shows the §8 message for that errcode and stays on /login', async ({ page, request }) => {
  const player = await registerByApi(request);
  await logInThroughForm(page, player.account, `${player.password}-wrong`);
  await expect(page.getByText('The password is incorrect. (102)')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('a guest opening /profile/user lands on /login', async ({ page }) => {
  await page.goto('/profile/user');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByTestId('login-submit')).toBeVisible();
});

test('a login survives a reload (token and user kept)', async ({ page, request }) => {
  const player = await registerByApi(request);
  await logInThroughForm(page, player.account, player.password);
  await expect(page).toHaveURL(/\/lobby\/home$/);
  await page.reload();
  await expect(page.getByTestId('header-nickname')).toHaveText(player.account);
});
