import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { Page, TestInfo } from '@playwright/test';
import { E2E_SERVERS, OLD_CLIENT_MIN_VERSION, pwaWebDir } from '../support/servers.ts';

/**
 * The installable app (docs/decisions/070): the service worker installs and the app then opens
 * offline with its notice; a new build is offered with a Reload prompt that takes it; an app
 * below the server's MIN_CLIENT_VERSION gets the forced-update sheet.
 */

const PWA = E2E_SERVERS.pwa.url;
const OLD_CLIENT = E2E_SERVERS.oldClient.url;
/** Screenshots of both layouts for review; the folder is not committed. */
const ARTIFACTS = new URL('../artifacts/', import.meta.url);

async function snapshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: new URL(`offline-${testInfo.project.name}-${name}.png`, ARTIFACTS).pathname });
}

/** Waits until the service worker is active and controls the page (it claims the page on its first install). */
async function serviceWorkerReady(page: Page): Promise<void> {
  const state = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state);
  expect(['activating', 'activated']).toContain(state);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** Whether any of the page's caches holds a request whose URL contains `part`. */
function cachedUrlContaining(page: Page, part: string): Promise<boolean> {
  return page.evaluate(async (text) => {
    for (const name of await caches.keys()) {
      const requests = await (await caches.open(name)).keys();
      if (requests.some((request) => request.url.includes(text))) return true;
    }
    return false;
  }, part);
}

/**
 * Stands for a new build on the pwa site: its sw.js with a new precache revision of index.html
 * (unique per call, so any browser that registered an earlier sw.js sees a different one).
 */
function publishNewBuild(): string {
  const file = join(pwaWebDir(), 'sw.js');
  const current = readFileSync(file, 'utf8');
  const revision = `e2e${randomBytes(8).toString('hex')}`;
  const next = current.replace(/\{"revision":"[^"]+","url":"index\.html"\}/, `{"revision":"${revision}","url":"index.html"}`);
  expect(next, 'sw.js lists index.html with a revision').not.toBe(current);
  writeFileSync(file, next);
  return revision;
}

test.describe('the installable app', () => {
  test('the service worker installs; the app then opens offline with a notice, which goes when back online', async ({ page, context }, testInfo) => {
    await page.goto(`${PWA}/lobby/home`);
    await expect(page.getByTestId('home-tab-0')).toBeVisible();
    await serviceWorkerReady(page);
    // The API is never cached.
    expect(await cachedUrlContaining(page, '/app/v1/')).toBe(false);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('offline-notice')).toBeVisible();
    await expect(page.getByTestId('offline-notice')).toContainText('You are offline');
    // The shell and the lobby's code came from the precache: the lobby is there, not a browser error page.
    await expect(page.getByTestId('home-tab-0')).toBeVisible();
    await snapshot(page, testInfo, 'offline');
    // Nothing stands in for the server: the API and the docs fail offline instead of getting the shell.
    const outcome = await page.evaluate(async () => Promise.all([
      fetch('/app/v1/anonymous/appConfig', { method: 'POST', body: '{}' }).then(() => 'answered', () => 'failed'),
      fetch('/docs').then(() => 'answered', () => 'failed'),
    ]));
    expect(outcome).toEqual(['failed', 'failed']);

    // Another app route opens offline too (the shell answers the navigation).
    await page.goto(`${PWA}/apkdownload`);
    await expect(page.getByRole('heading', { name: /Get the .+ app/ })).toBeVisible();
    await expect(page.getByTestId('offline-notice')).toBeVisible();

    await context.setOffline(false);
    await expect(page.getByTestId('offline-notice')).toHaveCount(0);
  });

  test('a new build is offered with a Reload prompt, and Reload takes it', async ({ page }, testInfo) => {
    await page.goto(`${PWA}/lobby/home`);
    await expect(page.getByTestId('home-tab-0')).toBeVisible();
    await serviceWorkerReady(page);
    await expect(page.getByTestId('update-prompt')).toHaveCount(0);

    const revision = publishNewBuild();
    // The app looks for a new version when it returns to the foreground.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    const prompt = page.getByTestId('update-prompt');
    await expect(prompt).toBeVisible();
    await expect(prompt).toContainText('A new version is available');
    // Non-blocking: the prompt is no modal dialog.
    expect(await prompt.getAttribute('aria-modal')).toBeNull();
    await snapshot(page, testInfo, 'update-prompt');
    // The new version is installed and waiting, with the new revision precached beside the old one.
    expect(await cachedUrlContaining(page, revision)).toBe(true);

    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await expect(page.getByTestId('home-tab-0')).toBeVisible();
    await expect(page.getByTestId('update-prompt')).toHaveCount(0);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();
    // The new version runs, with its own revision of the shell precached.
    expect(await cachedUrlContaining(page, revision)).toBe(true);
  });

  test('an app below the minimum version gets the forced-update sheet, which cannot be dismissed', async ({ page }, testInfo) => {
    await page.goto(`${OLD_CLIENT}/lobby/home`);
    const sheet = page.getByRole('dialog', { name: 'Update required' });
    await expect(sheet).toBeVisible();
    await expect(sheet).toContainText(`required ${OLD_CLIENT_MIN_VERSION}`);
    await snapshot(page, testInfo, 'forced-update');
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5);
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('button')).toHaveText(['Update now']);

    // Updating reloads into the newest build the server has; still below the minimum, the sheet returns.
    const reloaded = page.waitForEvent('load');
    await sheet.getByRole('button', { name: 'Update now' }).click();
    await reloaded;
    await expect(page.getByRole('dialog', { name: 'Update required' })).toBeVisible();
  });
});
