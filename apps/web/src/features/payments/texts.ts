import { lazyTexts } from '../../shared/i18n/index.ts';
import { enPKPayments } from './i18n/en-PK.ts';

/** Adds the payment screens' texts to the catalogue; they load with those screens (docs/decisions/044). */
export const registerPaymentTexts = lazyTexts(enPKPayments);
