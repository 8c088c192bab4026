import { lazyTexts } from '../../shared/i18n/index.ts';
import { enPKSaferPlay } from './i18n/en-PK.ts';

/** Adds the safer play texts to the catalogue; they load with the screen, the notices and the reality check. */
export const registerSaferPlayTexts = lazyTexts(enPKSaferPlay);
