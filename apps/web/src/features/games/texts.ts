import { lazyTexts } from '../../shared/i18n/index.ts';
import { enPKGames } from './i18n/en-PK.ts';

/**
 * Adds the game screens' texts to the catalogue. They load with the game screens, not with the
 * lobby's first screen (docs/decisions/025-game-client-routes.md).
 */
export const registerGameTexts = lazyTexts(enPKGames);
