import { lazyTexts } from '../../shared/i18n/index.ts';
import { enPKLobbyPages } from './i18n/en-PK.pages.ts';

/** Adds the search, games, news and customer service pages' texts to the catalogue; they load with those pages. */
export const registerLobbyPageTexts = lazyTexts(enPKLobbyPages);
