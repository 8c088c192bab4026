import { lazyTexts } from '../../shared/i18n/index.ts';
import { enPKMail } from './i18n/en-PK.ts';

/** Adds the mail screens' texts to the catalogue; they load with those screens (docs/decisions/044). */
export const registerMailTexts = lazyTexts(enPKMail);
