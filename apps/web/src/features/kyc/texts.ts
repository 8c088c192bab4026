import { lazyTexts } from '../../shared/i18n/index.ts';
import { enPKKyc } from './i18n/en-PK.ts';

/** Adds the identity verification screens' texts to the catalogue; they load with those screens (docs/decisions/044). */
export const registerKycTexts = lazyTexts(enPKKyc);
