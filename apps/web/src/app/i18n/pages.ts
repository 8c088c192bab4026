import { lazyTexts } from '../../shared/i18n/index.ts';
import { enPKAppPages } from './en-PK.pages.ts';

/** Adds the coming-soon and not-found pages' texts to the catalogue; they load with those pages. */
export const registerAppPageTexts = lazyTexts(enPKAppPages);
