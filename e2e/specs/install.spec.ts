import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { Page, TestInfo } from '@playwright/test';

/** Screenshots of both layouts for review; the folder is not committed. */
const ARTIFACTS = new URL('../artifacts/', import.meta.url);

async function snapshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: new URL(`install-${testInfo.project.name}-${name}.png`, ARTIFACTS).pathname });
}

/** The install prompt's re-show interval (§9: one day), and the keys it is remembered under. */
const DAY_MS = 24 * 60 * 60 * 1000;
const PROMPT_AT_KEY = 'casino.installPromptAt';
const OUTCOME_KEY = 'casino.installOutcome';

/** The seeded pop-up notices open the modal on the first home visit of a session: close it. */
async function closeNoticeModal(page: Page): Promise<void> {
  await expect(page.getByTestId('notice-modal')).toBeVisible();
  await page.getByTestId('notice-modal-close').click();
  await expect(page.getByTestId('notice-modal')).toHaveCount(0);
}

/**
 * Plays the browser's install offer: a synthetic `beforeinstallprompt` whose prompt() counts its
 * calls on the window. Returns whether the page took the offer (cancelled the browser's own UI).
 */
async function offerInstall(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const counter = window as Window & { installPrompts?: number };
    counter.installPrompts = 0;
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => {
        counter.installPrompts = (counter.installPrompts ?? 0) + 1;
        return Promise.resolve();
      },
      userChoice: Promise.resolve({ outcome: 'dismissed', platform: 'web' }),
    });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  });
}

const promptCalls = (page: Page) => page.evaluate(() => (window as Window & { installPrompts?: number }).installPrompts ?? 0);
const installPrompt = (page: Page) => page.getByRole('dialog', { name: /^Install / });

/** Gives a prompt that would show time to render, so its absence means something. */
async function expectNoPrompt(page: Page): Promise<void> {
  await page.waitForTimeout(500);
  await expect(page.locator('[data-testid^="install-"]')).toHaveCount(0);
}

test.describe('add-to-home-screen prompts', () => {
  test('the install prompt follows the browser offer, calls prompt() and waits a day to come back', async ({ page }, testInfo) => {
    await page.goto('/lobby/home');
    await closeNoticeModal(page);
    await expect(page.getByTestId('home-tab-0')).toHaveAttribute('aria-selected', 'true');
    // No offer yet, and Chrome itself needs no hint: nothing covers the lobby.
    await expectNoPrompt(page);

    expect(await offerInstall(page)).toBe(true);
    const prompt = installPrompt(page);
    await expect(prompt).toBeVisible();
    const box = await prompt.boundingBox();
    const viewport = page.viewportSize();
    if (!box || !viewport) throw new Error('the prompt has no layout');
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    // Phones: a sheet across the column; desktop: a small corner card.
    if (testInfo.project.name === 'desktop') expect(box.width).toBeLessThan(400);
    else expect(box.width).toBeGreaterThan(viewport.width * 0.8);
    expect(await page.evaluate((key) => localStorage.getItem(key), PROMPT_AT_KEY)).not.toBeNull();
    await snapshot(page, testInfo, 'prompt');

    await prompt.getByRole('button', { name: 'Install' }).click();
    await expect(prompt).toHaveCount(0);
    expect(await promptCalls(page)).toBe(1);
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), OUTCOME_KEY)).toBe('dismissed');

    // Within the day the next offer is kept but not shown.
    await page.reload();
    await expect(page.getByTestId('home-tab-0')).toHaveAttribute('aria-selected', 'true');
    expect(await offerInstall(page)).toBe(true);
    await expectNoPrompt(page);

    // A day later it returns.
    await page.evaluate(([key, at]) => localStorage.setItem(key, at), [PROMPT_AT_KEY, String(Date.now() - DAY_MS - 1000)] as const);
    await page.reload();
    await expect(page.getByTestId('home-tab-0')).toHaveAttribute('aria-selected', 'true');
    await offerInstall(page);
    await expect(installPrompt(page)).toBeVisible();
    await installPrompt(page).getByRole('button', { name: 'Not now' }).click();
    await expect(installPrompt(page)).toHaveCount(0);
    expect(await promptCalls(page)).toBe(0);
  });

  test('waits for the notice modal, and stays away on an entry from the installed app', async ({ page }) => {
    await page.goto('/lobby/home');
    await expect(page.getByTestId('notice-modal')).toBeVisible();
    await offerInstall(page);
    await expectNoPrompt(page);
    await page.getByTestId('notice-modal-close').click();
    await expect(installPrompt(page)).toBeVisible();

    await page.evaluate((key) => localStorage.removeItem(key), PROMPT_AT_KEY);
    await page.goto('/lobby/home?entry=pwa');
    await expect(page.getByTestId('home-tab-0')).toHaveAttribute('aria-selected', 'true');
    expect(await offerInstall(page)).toBe(true);
    await expectNoPrompt(page);
  });
});
