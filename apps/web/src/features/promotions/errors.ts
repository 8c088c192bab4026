import type { QueryClient } from '../../shared/query/index.ts';
import type { TFunction } from 'i18next';
import { ACTIVITY_GONE_ERRCODES, ActivityErrcode } from '@casino/contract';
import { isCallError } from '../../shared/api/errors.ts';
import { failureText } from '../../shared/i18n/failure-text.ts';
import type { ErrcodeTable } from '../../shared/i18n/failure-text.ts';
import { toast } from '../../shared/ui/toast.ts';
import { refreshActivityIds } from './api/activity-ids.ts';

/** §8: activity errcodes 1001-1010 each have their own text (act39 err{code}). */
const ACTIVITY_ERRORS: ErrcodeTable = {
  [ActivityErrcode.NotFound]: 'promotions.act39.err1001',
  [ActivityErrcode.NotStarted]: 'promotions.act39.err1002',
  [ActivityErrcode.Ended]: 'promotions.act39.err1003',
  [ActivityErrcode.NotEligible]: 'promotions.act39.err1004',
  [ActivityErrcode.ConditionNotMet]: 'promotions.act39.err1005',
  [ActivityErrcode.AlreadyClaimed]: 'promotions.act39.err1006',
  [ActivityErrcode.UnknownReward]: 'promotions.act39.err1007',
  [ActivityErrcode.BudgetExhausted]: 'promotions.act39.err1008',
  [ActivityErrcode.PlayerLimitReached]: 'promotions.act39.err1009',
  [ActivityErrcode.PeriodLimitReached]: 'promotions.act39.err1010',
};

/** What the player reads: the code's own text for 1001-1010, "error {code}" for any other activity refusal. */
export const activityFailureText = (error: unknown, t: TFunction): string =>
  failureText(error, t, ACTIVITY_ERRORS, undefined, (e) => t('promotions.errorCode', { code: e.errcode }));

/** Whether a refusal means the activity is gone for this player (§8: refresh the ids and close the modal). */
export const isActivityGone = (error: unknown): boolean => isCallError(error) && ACTIVITY_GONE_ERRCODES.includes(error.errcode);

/**
 * §8 after a refused activity call: the toast; for the codes that say the activity is gone, the
 * ids read again and the modal (when the call came from one) closed. Any other refusal closes a
 * modal too ("close the modal where applicable").
 */
export async function onActivityFailure(error: unknown, t: TFunction, client: QueryClient, closeModal?: () => void): Promise<void> {
  void toast.fail(activityFailureText(error, t));
  const gone = isActivityGone(error);
  if (gone) await refreshActivityIds(client);
  const known = isCallError(error) && error.errcode >= ActivityErrcode.NotFound && error.errcode <= ActivityErrcode.PeriodLimitReached;
  if (closeModal && (gone || (isCallError(error) && !known))) closeModal();
}
