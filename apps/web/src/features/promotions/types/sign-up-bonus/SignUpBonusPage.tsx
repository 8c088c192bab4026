import { useQueryClient } from '../../../../shared/query/index.ts';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { ActivityErrcode, ItemId, Limits } from '@casino/contract';
import type { RewardItem, SignUpBonusDay } from '@casino/contract';
import { Link } from '../../../../shared/router/index.ts';
import { isCallError } from '../../../../shared/api/errors.ts';
import { useAppConfigStore } from '../../../../shared/app-config/store.ts';
import { formatMoney, formatPoints } from '../../../../shared/format/money.ts';
import { useDebouncedCallback } from '../../../../shared/hooks/use-debounced-callback.ts';
import { ErrorState, Skeleton } from '../../../../shared/ui/StateViews.tsx';
import { toast } from '../../../../shared/ui/toast.ts';
import { refreshActivityIds } from '../../api/activity-ids.ts';
import { activityFailureText, isActivityGone } from '../../errors.ts';
import { registerPromotionTexts } from '../../texts.ts';
import { SignInCards } from '../sign-in-cards/index.ts';
import { useLoginPayUser, useReceiveDay } from './api.ts';
import { registerSignUpBonusTexts } from './texts.ts';
import '../../promotions.css';
import { ActivityPageFrame } from '../../components/ActivityPageFrame.tsx';

registerPromotionTexts();
registerSignUpBonusTexts();

function prizeText(prize: RewardItem, t: TFunction): string {
  if (prize.id === ItemId.Coin) {
    const coins = t('promotions.signUpBonus.coins', { amount: formatMoney(prize.count) });
    return prize.betRate ? `${coins} (${t('promotions.signUpBonus.turnover', { rate: prize.betRate })})` : coins;
  }
  if (prize.id === ItemId.Points) return t('promotions.signUpBonus.points', { amount: formatPoints(prize.count) });
  return t('promotions.signUpBonus.item', { count: prize.count, id: prize.id });
}

/** The sign-up bonus's own words for the refusals a day can meet; the common text for the others. */
const OWN_TEXTS = {
  [ActivityErrcode.NotEligible]: 'promotions.signUpBonus.err1004',
  [ActivityErrcode.ConditionNotMet]: 'promotions.signUpBonus.err1005',
  [ActivityErrcode.UnknownReward]: 'promotions.signUpBonus.err1007',
} as const;
const failureText = (error: unknown, t: TFunction): string => {
  const own = isCallError(error) ? (OWN_TEXTS as Partial<Record<number, (typeof OWN_TEXTS)[keyof typeof OWN_TEXTS]>>)[error.errcode] : undefined;
  return own ? t(own) : activityFailureText(error, t);
};

/** A sign-in card's own words for the refusals its days can meet. */
const CARD_TEXTS = {
  [ActivityErrcode.ConditionNotMet]: 'promotions.signInCards.err1005',
  [ActivityErrcode.UnknownReward]: 'promotions.signInCards.err1007',
} as const;
const cardFailureText = (error: unknown, t: TFunction): string => {
  const own = isCallError(error) ? (CARD_TEXTS as Partial<Record<number, (typeof CARD_TEXTS)[keyof typeof CARD_TEXTS]>>)[error.errcode] : undefined;
  return own ? t(own) : activityFailureText(error, t);
};

/**
 * /activity/signPay (phones and the desktop): the new player's days, each with its prizes and
 * status, today's with a Claim button; the sign-in cards by ascending price (§5), those on sale
 * with a deposit button, and the cards held with their days (decision 075).
 */
export default function SignUpBonusPage() {
  registerPromotionTexts();
  registerSignUpBonusTexts();
  const { t } = useTranslation();
  const client = useQueryClient();
  const user = useLoginPayUser();
  const receive = useReceiveDay();
  const props = useAppConfigStore((state) => state.config?.appPropConfigMap);
  const claim = useDebouncedCallback((day: number, propId?: number) => {
    receive.mutate({ day, propId }, {
      onSuccess: (answer) => void toast.success(t('promotions.signUpBonus.done', { prize: answer.propList.map((p) => prizeText(p, t)).join(', ') })),
      onError: async (error) => {
        void toast.fail(propId === undefined ? failureText(error, t) : cardFailureText(error, t));
        if (isActivityGone(error)) await refreshActivityIds(client);
        await user.refetch();
      },
    });
  }, Limits.claimDebounceMs);

  const dayRow = (day: SignUpBonusDay, claimable: boolean) => (
    <li key={day.day} className={`fc-prize signup-day signup-day--${day.status}`} data-testid={`signup-day-${day.day}`} data-status={day.status}>
      <span>{t('promotions.signUpBonus.day', { day: day.day })} · {day.date}</span>
      <span>{day.award.map((p) => prizeText(p, t)).join(', ')}</span>
      {day.status === 'today'
        ? (
          <button type="button" className="fc-prize__claim" data-testid={`signup-claim-${day.day}`} disabled={!claimable || receive.isPending} onClick={() => claim(day.day)}>
            {t('promotions.signUpBonus.claim')}
          </button>
        )
        : <span className="signup-day__status">{t(`promotions.signUpBonus.status.${day.status}`)}</span>}
    </li>
  );

  let body;
  if (user.isError) body = <ErrorState message={activityFailureText(user.error, t)} onRetry={() => void user.refetch()} testId="signup-error" />;
  else if (!user.data) body = <Skeleton lines={5} testId="signup-loading" />;
  else {
    const data = user.data;
    body = (
      <div className="signup" data-testid="signup-offer" data-state={data.state}>
        {data.days.length === 0
          ? <p data-testid="signup-none">{t('promotions.signUpBonus.none')}</p>
          : <p>{t('promotions.signUpBonus.intro')}</p>}
        {data.needRecharge > 0 && <p data-testid="signup-need-recharge">{t('promotions.signUpBonus.needRecharge', { amount: formatMoney(data.needRecharge) })}</p>}
        <ul className="fc-prizes" data-testid="signup-days">{data.days.map((day) => dayRow(day, data.prizeWaiting))}</ul>
        <SignInCards user={data} props={props} claiming={receive.isPending} onClaim={(card) => claim(card.day, card.propId)} />
        <p><Link to="/rule/signBonus" data-testid="signup-rules">{t('promotions.signUpBonus.rules')}</Link></p>
      </div>
    );
  }
  return (
    <ActivityPageFrame title={t('promotions.signUpBonus.title')} testId="signup-page">{body}</ActivityPageFrame>
  );
}
