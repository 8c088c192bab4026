import i18n from 'i18next';
import { LOCALE } from '@casino/contract';
import { enPKKyc } from '../../shared/i18n/en-PK.kyc.ts';
import { enPKPayments } from '../../shared/i18n/en-PK.payments.ts';

let paymentTexts = false;
let kycTexts = false;

/** Adds the payment screens' texts to the catalogue; they load with those screens (docs/decisions/044). */
export function registerPaymentTexts(): void {
  if (paymentTexts) return;
  i18n.addResourceBundle(LOCALE, 'translation', enPKPayments, true, true);
  paymentTexts = true;
}

/** The identity verification screens' texts (with the payment texts they share). */
export function registerKycTexts(): void {
  registerPaymentTexts();
  if (kycTexts) return;
  i18n.addResourceBundle(LOCALE, 'translation', enPKKyc, true, true);
  kycTexts = true;
}
