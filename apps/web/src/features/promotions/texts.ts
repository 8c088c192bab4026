import { lazyTexts } from '../../shared/i18n/index.ts';
import { enPKPromotions } from './i18n/en-PK.ts';

/** Adds the promotions texts to the catalogue; they load with the first promotions screen or modal. */
export const registerPromotionTexts = lazyTexts(enPKPromotions);
