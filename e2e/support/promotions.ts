import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { StorageKey } from '../../apps/web/src/shared/storage/keys.ts';

/**
 * The home activity modals (docs/decisions/072) follow the notice modal for a logged-in player:
 * each active offer with a modal opens once per visit, one after the other. Specs that go on
 * using home close them until home marks the sequence over (`activity-modals-done`, once the
 * player's activities are known and nothing is due). Off home there is no sequence: nothing
 * shows within the wait, and there is nothing to close.
 */
export async function closeActivityModal(page: Page): Promise<void> {
  const close = page.getByTestId('promo-modal-close');
  const done = page.getByTestId('activity-modals-done');
  for (;;) {
    try {
      await close.or(done).first().waitFor({ state: 'attached', timeout: 15_000 });
    } catch {
      return;
    }
    if (await done.count() > 0) return;
    await close.first().click();
  }
}

/**
 * An activity's floating icon (§2). The cluster shows its first icons and folds the others behind
 * a "+N" toggle; this unfolds it when the icon is among the folded ones.
 */
export async function floatingIcon(page: Page, type: number): Promise<Locator> {
  const icon = page.getByTestId(`floating-${type}`);
  const more = page.getByTestId('activity-cluster-more');
  await expect(icon.or(more).first()).toBeVisible();
  if (await icon.count() === 0 && await more.getAttribute('aria-expanded') === 'false') await more.click();
  await expect(icon).toBeVisible();
  return icon;
}

/** Unfolds the floating cluster (shown: the player has floating activities), when it folds some icons, so that every icon shows. */
export async function unfoldFloatingIcons(page: Page): Promise<void> {
  await expect(page.getByTestId('activity-cluster')).toBeVisible();
  const more = page.getByTestId('activity-cluster-more');
  if (await more.count() > 0 && await more.getAttribute('aria-expanded') === 'false') await more.click();
}

/**
 * Forgets that this device saw a deposit arrive (§4's recharge-update marker). A deposit made
 * through the API while a page is open reaches it live only if its push signal comes before the
 * test moves on; when it does, the app-download sheet covers the next home visit. Tests that are
 * not about that sheet call this before going home after a deposit.
 */
export async function forgetDepositSeenLive(page: Page): Promise<void> {
  await page.evaluate((key) => localStorage.removeItem(key), StorageKey.rechargeUpdate);
}
