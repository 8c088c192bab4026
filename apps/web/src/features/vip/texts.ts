import { lazyTexts } from '../../shared/i18n/index.ts';
import { enPKVip } from './i18n/en-PK.ts';

/** Adds the VIP texts to the catalogue; they load with the VIP screen or the level-up notice. */
export const registerVipTexts = lazyTexts(enPKVip);
