import { AppDownloadErrcode } from '@casino/contract';
import { refusalTable } from '../../platform/refusal.ts';

/** The module's one table from what went wrong to its errcode (3700-3719). */
export const appDownloadRefusal = refusalTable({
  noDeposit: { errcode: AppDownloadErrcode.NoDeposit, message: 'the app-download bonus needs a credited deposit first' },
  bonusOff: { errcode: AppDownloadErrcode.BonusOff, message: 'this site offers no app-download bonus' },
});
