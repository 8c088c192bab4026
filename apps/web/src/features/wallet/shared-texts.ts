import { lazyTexts } from '../../shared/i18n/index.ts';
import { enPKWalletShared } from './i18n/en-PK.shared.ts';

/**
 * Adds the wallet words other screens share (the amount field, lock waits) to the catalogue; the
 * amount field and the wallet's failure texts add them when they load.
 */
export const registerWalletSharedTexts = lazyTexts(enPKWalletShared);
