import { lazyTexts } from '../../shared/i18n/index.ts';
import { enPKRewards } from './i18n/en-PK.ts';

/** Adds the item bag's texts to the catalogue; they load with its screen (docs/decisions/044). */
export const registerRewardTexts = lazyTexts(enPKRewards);
