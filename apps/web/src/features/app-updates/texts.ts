import { lazyTexts } from '../../shared/i18n/index.ts';
import { enPKAppUpdates } from './i18n/en-PK.ts';

/** Adds the notices' texts to the catalogue; they load with the notices (docs/decisions/070). */
export const registerAppUpdateTexts = lazyTexts(enPKAppUpdates);
