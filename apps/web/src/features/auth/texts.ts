import { lazyTexts } from '../../shared/i18n/index.ts';
import { enPKAuthRegister } from './i18n/en-PK.register.ts';

/** Adds the register form's declaration texts to the catalogue; they load with the register page. */
export const registerAuthRegisterTexts = lazyTexts(enPKAuthRegister);
