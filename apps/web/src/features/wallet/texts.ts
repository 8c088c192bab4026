import { lazyTexts } from '../../shared/i18n/index.ts';
import { enPKWallet } from './i18n/en-PK.ts';

/** Adds the wallet screens' texts to the catalogue; they load with those screens. */
export const registerWalletTexts = lazyTexts(enPKWallet);
