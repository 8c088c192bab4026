import { lazyTexts } from '../../shared/i18n/index.ts';
import { enPKProfile } from './i18n/en-PK.ts';

/** Adds the profile screens' texts to the catalogue; they load with those screens. */
export const registerProfileTexts = lazyTexts(enPKProfile);
