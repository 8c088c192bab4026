import type { Page } from '@playwright/test';

/**
 * The home activity modals (docs/decisions/072) follow the notice modal for a logged-in player:
 * each active offer with a modal opens once per visit, one after the other. Specs that go on
 * using home close them; a guest has none, so the wait is short.
 */
export async function closeActivityModal(page: Page): Promise<void> {
  const close = page.getByTestId('promo-modal-close');
  for (;;) {
    try {
      await close.waitFor({ state: 'visible', timeout: 1_500 });
    } catch {
      return;
    }
    await close.click();
  }
}
