import type { Page } from '@playwright/test';

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
