import { lazyTexts } from '../../shared/i18n/index.ts';
import { enPKLegal } from './i18n/en-PK.legal.ts';

/** Adds the legal pages' texts to the catalogue; they load with the terms, privacy and about pages. */
export const registerLegalTexts = lazyTexts(enPKLegal);
