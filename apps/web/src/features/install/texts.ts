import { lazyTexts } from '../../shared/i18n/index.ts';
import { enPKInstall } from './i18n/en-PK.ts';

/** Adds the prompts' texts to the catalogue; they load with the lobby home (docs/decisions/052). */
export const registerInstallTexts = lazyTexts(enPKInstall);
