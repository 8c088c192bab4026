import i18n from 'i18next';
import { LOCALE } from '@casino/contract';
import { enPKGames } from '../../shared/i18n/en-PK.games.ts';

let registered = false;

/**
 * Adds the game screens' texts to the catalogue. They load with the game screens, not with the
 * lobby's first screen (docs/decisions/025-game-client-routes.md).
 */
export function registerGameTexts(): void {
  if (registered) return;
  i18n.addResourceBundle(LOCALE, 'translation', enPKGames, true, true);
  registered = true;
}
