import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { callApi, encryptPassword, logInThroughForm, registerByApi } from '../support/players.ts';
import { closeActivityModal } from '../support/promotions.ts';

/**
 * The push stream (docs/decisions/078) in Chromium: what changes on the server for a logged-in
 * player shows on the open page at once, without a reload and without a poll (the slow fallback
 * poll, 60 s, only runs while the stream is down).
 */

/** The standard e2e site credits USER_REGISTER_COIN=1000 at registration; the welcome mail carries 500 more. */
const SIGN_UP_COINS = '10.00';
const WITH_GIFT = '15.00';
/** Well under the fallback poll: only the push stream can make the page change this fast. */
const FASTER_THAN_A_POLL = { timeout: 10_000 };
const STREAM_PATH = '/app/v1/push/stream';

/** Logs in through the form and waits for the push stream, whose response begins once the server listens. */
async function logInWithStream(page: Page, account: string, password: string): Promise<void> {
  const stream = page.waitForResponse((r) => new URL(r.url()).pathname === STREAM_PATH
    && (r.headers()['content-type'] ?? '').startsWith('text/event-stream'));
  await logInThroughForm(page, account, password);
  await expect(page).toHaveURL(/\/lobby\/home$/);
  await stream;
  // The home notice and activity modals show once a session; out of the way.
  await expect(page.getByTestId('notice-modal')).toBeVisible();
  await page.getByTestId('notice-modal-close').click();
  await expect(page.getByTestId('notice-modal')).toHaveCount(0);
  await closeActivityModal(page);
}

/** The calls that read the balances again (what a poll would make), as the page makes them. */
function countBalanceReads(page: Page): { reads: string[] } {
  const counted = { reads: [] as string[] };
  page.on('request', (request) => {
    const name = new URL(request.url()).pathname.split('/').pop() ?? '';
    if (name === 'refreshData' || name === 'getWallet') counted.reads.push(name);
  });
  return counted;
}

async function welcomeMailId(request: APIRequestContext, token: string): Promise<number> {
  const inbox = await callApi<{ list: Array<{ id: number; title: string }> }>(request, '/app/v1/getMail2', { page: 1, pageSize: 20 }, token);
  expect(inbox.errcode).toBe(0);
  const welcome = inbox.list.find((mail) => mail.title.startsWith('Welcome'));
  if (!welcome) throw new Error(`no welcome mail: ${JSON.stringify(inbox.list)}`);
  return welcome.id;
}

test('the balance on screen follows a gift claimed on another device at once, with no reload and no poll', async ({ page, request }) => {
  const player = await registerByApi(request);
  const counted = countBalanceReads(page);
  await logInWithStream(page, player.account, player.password);
  await expect(page.getByTestId('header-balance')).toHaveText(SIGN_UP_COINS);
  const url = page.url();
  const before = counted.reads.length;

  // Another device of the same player claims the welcome mail's coins.
  const claimed = await callApi(request, '/app/v1/receiveMail', { id: await welcomeMailId(request, player.token) }, player.token);
  expect(claimed.errcode).toBe(0);

  await expect(page.getByTestId('header-balance')).toHaveText(WITH_GIFT, FASTER_THAN_A_POLL);
  expect(page.url()).toBe(url);
  // One read of the balances, the one the balance signal asked for.
  expect(counted.reads.slice(before)).toEqual(['refreshData']);
});

test('a password change on another device that ends the other sessions logs this page out at once', async ({ page, request }) => {
  const player = await registerByApi(request);
  await logInWithStream(page, player.account, player.password);
  await expect(page.getByTestId('header-balance')).toHaveText(SIGN_UP_COINS);

  const config = await callApi<{ passwordPublicKey: string }>(request, '/app/v1/anonymous/appConfig', {});
  const changed = await callApi<{ endedSessions: number }>(request, '/app/v1/modifyPassword', {
    oldPassword: encryptPassword(config.passwordPublicKey, player.password),
    password: encryptPassword(config.passwordPublicKey, `${player.password}-new`),
    endOtherSessions: true,
  }, player.token);
  expect(changed).toMatchObject({ errcode: 0, endedSessions: 1 });

  // The home is open to guests: the page stays and shows the guest's header.
  await expect(page.getByTestId('header-login')).toBeVisible(FASTER_THAN_A_POLL);
  await expect(page.getByTestId('header-balance')).toHaveCount(0);
});
