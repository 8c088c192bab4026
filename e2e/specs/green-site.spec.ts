import { expect, test } from '@playwright/test';
import { E2E_SERVERS } from '../support/servers.ts';
import { declareNotBarred, latestOtp, uniqueMobile } from '../support/players.ts';

test.use({ baseURL: E2E_SERVERS.green.url });

test('green mode: the age notice shows until accepted, and not on the terms page', async ({ page }) => {
  await page.goto('/terms-of-use');
  await expect(page.getByTestId('age-notice')).toHaveCount(0);
  await page.goto('/login');
  await expect(page.getByTestId('age-notice')).toBeVisible();
  await page.getByTestId('age-notice-accept').click();
  await expect(page.getByTestId('age-notice')).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('age-notice')).toHaveCount(0);
});

test('green mode: the agreement checkbox opens the sheet instead of ticking; I Agree ticks it', async ({ page }) => {
  await page.goto('/login');
  await page.getByTestId('age-notice-accept').click();
  const checkbox = page.getByTestId('agreement-checkbox');
  await expect(checkbox).toHaveAttribute('aria-checked', 'false');
  await checkbox.click();
  await expect(page.getByTestId('agreement-sheet')).toBeVisible();
  await expect(checkbox).toHaveAttribute('aria-checked', 'false');
  await page.getByTestId('agreement-tab-privacy').click();
  await page.getByTestId('agreement-agree').click();
  await expect(page.getByTestId('agreement-sheet')).toBeHidden();
  await expect(checkbox).toHaveAttribute('aria-checked', 'true');
});

test('phone registration with the OTP from the sandbox, the 60 s countdown shown', async ({ page, request }) => {
  const mobile = uniqueMobile();
  await page.goto('/register');
  await page.getByTestId('age-notice-accept').click();
  await expect(page.getByTestId('register-form')).toHaveAttribute('data-register-type', 'phone');
  await page.getByTestId('register-account').fill(mobile);
  await page.getByTestId('register-otp-send').click();
  await expect(page.getByTestId('register-otp-send')).toHaveText(/(60|59|58)\s*s/);
  await expect(page.getByTestId('register-otp-send')).toBeDisabled();
  const code = await latestOtp(request, mobile);
  await page.getByTestId('register-otp').fill(code);
  await page.getByTestId('register-password').fill('a long enough secret');
  await page.getByTestId('register-confirm').fill('a long enough secret');
  await declareNotBarred(page);
  const checkbox = page.getByTestId('agreement-checkbox');
  if ((await checkbox.getAttribute('aria-checked')) !== 'true') {
    await checkbox.click();
    await page.getByTestId('agreement-agree').click();
  }
  await page.getByTestId('register-submit').click();
  await expect(page).toHaveURL(/\/lobby\/home$/);
  await expect(page.getByTestId('header-balance')).toBeVisible();
});
