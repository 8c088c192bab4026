import { lazyTexts } from '../../shared/i18n/index.ts';
import { enPKAuth } from './i18n/en-PK.ts';
import { enPKAuthRegister } from './i18n/en-PK.register.ts';

/** Adds the accounts' texts to the catalogue; they load with the account screens and the password change. */
export const registerAuthTexts = lazyTexts(enPKAuth);

/** Adds the register form's declaration texts to the catalogue; they load with the register page. */
export const registerAuthRegisterTexts = lazyTexts(enPKAuthRegister);
