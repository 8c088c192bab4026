import { lazyTexts } from '../../shared/i18n/index.ts';
import { enPKTasks } from './i18n/en-PK.ts';

/** Adds the task screen's texts to the catalogue; they load with the screen (docs/decisions/044). */
export const registerTaskTexts = lazyTexts(enPKTasks);
