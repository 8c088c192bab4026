import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { closeActivityModal } from '../support/promotions.ts';
import { callApi, declareNotBarred, encryptPassword, logInThroughForm, registerByApi, uniqueUsername } from '../support/players.ts';
import { bindMobileByApi, depositByApi } from '../support/referrals.ts';

/**
 * The agent programme in the browser (docs/decisions/085): agent A's friend B registers through
 * A's invite link (in a browser of their own, so not on A's device), binds a phone and deposits;
 * A's /activity/agent5, reached through the home's featured agent entry, shows B as a valid
 * invitee and the 5% commission of the seeded programme, and A receives it: the balance rises by
 * it, once.
 */

type Player = Awaited<ReturnType<typeof registerByApi>>;

/** "1,234.56" as the app writes hundredths. */
const money = (hundredths: number) => `${Math.floor(hundredths / 100).toLocaleString('en-US')}.${String(hundredths % 100).padStart(2, '0')}`;

const coins = async (request: APIRequestContext, token: string): Promise<number> => (await callApi<{ coin: number }>(request, '/app/v1/refreshData', {}, token)).coin;

test('an invitee registers with the agent\'s code, binds a phone and deposits; the agent sees them valid and receives the commission', async ({ page, browser, request }) => {
  const agent: Player = await registerByApi(request);
  const { inviteCode } = await callApi<{ inviteCode: string }>(request, '/app/v1/getAfterLoginInfo', {}, agent.token);

  // B registers through A's invite link in a browser of their own.
  const friendBrowser = await browser.newContext();
  const friendPage = await friendBrowser.newPage();
  const friendName = uniqueUsername();
  await friendPage.goto(`/register?outValue=${inviteCode}&install_referrer=h5&share_referrer=8`);
  await friendPage.getByTestId('register-account').fill(friendName);
  await friendPage.getByTestId('register-password').fill('correct horse battery');
  await friendPage.getByTestId('register-confirm').fill('correct horse battery');
  await declareNotBarred(friendPage);
  await friendPage.getByTestId('register-submit').click();
  await expect(friendPage).toHaveURL(/\/lobby\/home$/);
  await friendBrowser.close();

  const config = await callApi<{ passwordPublicKey: string }>(request, '/app/v1/anonymous/appConfig', {});
  const friend = await callApi<{ token: string; pid: number }>(request, '/app/v1/anonymous/accountLogin', {
    account: friendName, password: encryptPassword(config.passwordPublicKey, 'correct horse battery'),
  });
  expect(friend.pid, 'bound to the agent by the invite code').toBe(agent.id);
  await bindMobileByApi(request, friend.token);
  await depositByApi(request, friend.token, 20_000);

  // A: the featured agent entry leads to agent5 first (§2).
  await logInThroughForm(page, agent.account, agent.password);
  await expect(page).toHaveURL(/\/lobby\/home$/);
  await page.getByTestId('notice-modal-close').click();
  await closeActivityModal(page);
  await page.getByTestId('featured-agent').click();
  await expect(page).toHaveURL(/\/activity\/agent5$/);

  await expect(page.getByTestId('agent5-valid-invites')).toHaveText('1');
  const row = page.getByTestId('agent5-invitee').filter({ hasText: friendName });
  await expect(row).toHaveAttribute('data-status', 'valid');
  await expect(row).toContainText('Deposits 200.00 · Commission 10.00');
  await expect(page.getByTestId('agent5-commission-claimable')).toHaveText('10.00');
  await expect(page.getByTestId('agent5-log-line').first()).toContainText(`Commission on ${friendName}'s deposit of 200.00 (ready)`);

  const before = await coins(request, agent.token);
  await page.getByTestId('agent5-commission-receive').click();
  await expect(page.getByTestId('agent5-commission-claimed')).toHaveText('10.00');
  await expect(page.getByTestId('agent5-commission-claimable')).toHaveText('0.00');
  await expect(page.getByTestId('agent5-commission-receive')).toBeDisabled();
  expect(await coins(request, agent.token)).toBe(before + 1_000);

  // Once: a second claim finds nothing, and the balance stays.
  expect(await callApi(request, '/app/v1/appAgent5UserReceive', {}, agent.token)).toMatchObject({ errcode: 1005 });
  await page.reload();
  await expect(page.getByTestId('agent5-commission-claimed')).toHaveText('10.00');
  expect(await coins(request, agent.token)).toBe(before + 1_000);
  await page.goto('/lobby/home');
  await expect(page.getByTestId('header-balance')).toHaveText(money(before + 1_000));
});
