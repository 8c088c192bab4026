import { useQueryClient } from '../../../../shared/query/index.ts';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { ActivityErrcode, Limits } from '@casino/contract';
import { Link } from '../../../../shared/router/index.ts';
import { isCallError } from '../../../../shared/api/errors.ts';
import { formatMoney } from '../../../../shared/format/money.ts';
import { useDebouncedCallback } from '../../../../shared/hooks/use-debounced-callback.ts';
import { ErrorState, Skeleton } from '../../../../shared/ui/StateViews.tsx';
import { toast } from '../../../../shared/ui/toast.ts';
import { refreshActivityIds } from '../../api/activity-ids.ts';
import { activityFailureText, isActivityGone } from '../../errors.ts';
import { registerPromotionTexts } from '../../texts.ts';
import { philippineTime, prizesText, registerPrizeWords } from '../prize-words.ts';
import { useClaimFreeLoginBonus, useFreeLoginBonus } from './api.ts';
import { registerFreeLoginBonusTexts } from './texts.ts';
import '../../promotions.css';
import '../daily.css';
import { ActivityPageFrame } from '../../components/ActivityPageFrame.tsx';

registerPromotionTexts();
registerPrizeWords();
registerFreeLoginBonusTexts();

const OWN_TEXTS: Partial<Record<number, 'promotions.freeLoginBonus.err1004' | 'promotions.freeLoginBonus.err1005' | 'promotions.freeLoginBonus.err1006'>> = {
  [ActivityErrcode.NotEligible]: 'promotions.freeLoginBonus.err1004',
  [ActivityErrcode.ConditionNotMet]: 'promotions.freeLoginBonus.err1005',
  [ActivityErrcode.AlreadyClaimed]: 'promotions.freeLoginBonus.err1006',
};
/** The day bonus's own words for the refusals a claim can meet; the common text for the others. */
const failureText = (error: unknown, t: TFunction): string => {
  const own = isCallError(error) ? OWN_TEXTS[error.errcode] : undefined;
  return own ? t(own) : activityFailureText(error, t);
};

/**
 * /activity/sign (phones and the desktop; rules at /rule/dayBonus): today's bonus for the
 * player's VIP level, the table by level, and one Claim button while today's claim is open.
 */
export default function FreeLoginBonusPage() {
  registerPromotionTexts();
  registerPrizeWords();
  registerFreeLoginBonusTexts();
  const { t } = useTranslation();
  const client = useQueryClient();
  const bonus = useFreeLoginBonus();
  const claimBonus = useClaimFreeLoginBonus();
  const claim = useDebouncedCallback(() => {
    claimBonus.mutate(undefined, {
      onSuccess: (answer) => void toast.success(t('promotions.freeLoginBonus.done', { prize: prizesText(answer.propList, t) })),
      onError: async (error) => {
        void toast.fail(failureText(error, t));
        if (isActivityGone(error)) await refreshActivityIds(client);
        await bonus.refetch();
      },
    });
  }, Limits.claimDebounceMs);

  let body;
  if (bonus.isError) body = <ErrorState message={activityFailureText(bonus.error, t)} onRetry={() => void bonus.refetch()} testId="daybonus-error" />;
  else if (!bonus.data) body = <Skeleton lines={4} testId="daybonus-loading" />;
  else {
    const data = bonus.data;
    const mine = data.award.length > 0 ? [...data.levels].reverse().find((row) => row.vip <= data.vip)?.vip : undefined;
    body = (
      <div className="day-bonus" data-testid="daybonus-offer" data-can-claim={data.canClaim ? '1' : '0'}>
        <p>{t('promotions.freeLoginBonus.intro')}</p>
        <p className="daily-note" data-testid="daybonus-vip">{t('promotions.freeLoginBonus.yourLevel', { vip: data.vip })}</p>
        {data.award.length > 0
          ? <p className="daily-award" data-testid="daybonus-award">{t('promotions.freeLoginBonus.today', { prize: prizesText(data.award, t) })}</p>
          : <p data-testid="daybonus-below">{t('promotions.freeLoginBonus.belowTable', { vip: data.levels[0]?.vip ?? 0 })}</p>}
        {data.needRecharge > 0 && <p data-testid="daybonus-need-recharge">{t('promotions.freeLoginBonus.needRecharge', { amount: formatMoney(data.needRecharge) })}</p>}
        {data.claimedToday && <p data-testid="daybonus-claimed">{t('promotions.freeLoginBonus.claimed', { time: philippineTime(data.nextDayAt) })}</p>}
        <button type="button" className="daily-claim" data-testid="daybonus-claim" disabled={!data.canClaim || claimBonus.isPending} onClick={claim}>
          {claimBonus.isPending ? t('promotions.freeLoginBonus.claiming') : t('promotions.freeLoginBonus.claim')}
        </button>
        <table className="daily-table" data-testid="daybonus-levels">
          <thead><tr><th>{t('promotions.freeLoginBonus.levelHead')}</th><th>{t('promotions.freeLoginBonus.prizeHead')}</th></tr></thead>
          <tbody>
            {data.levels.map((row) => (
              <tr key={row.vip} className={row.vip === mine ? 'is-mine' : undefined} data-testid={`daybonus-level-${row.vip}`}>
                <td>{t('promotions.freeLoginBonus.level', { vip: row.vip })}</td>
                <td>{prizesText(row.award, t)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p><Link to="/rule/dayBonus" data-testid="daybonus-rules">{t('promotions.freeLoginBonus.rules')}</Link></p>
      </div>
    );
  }
  return (
    <ActivityPageFrame title={t('promotions.freeLoginBonus.title')} testId="daybonus-page">{body}</ActivityPageFrame>
  );
}
