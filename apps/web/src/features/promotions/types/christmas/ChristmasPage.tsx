import { useQueryClient } from '../../../../shared/query/index.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { ActivityErrcode, Limits } from '@casino/contract';
import type { ChristmasUser, HolidayDraw } from '@casino/contract';
import { Link } from '../../../../shared/router/index.ts';
import { isCallError } from '../../../../shared/api/errors.ts';
import { useDebouncedCallback } from '../../../../shared/hooks/use-debounced-callback.ts';
import { ErrorState, Skeleton } from '../../../../shared/ui/StateViews.tsx';
import { toast } from '../../../../shared/ui/toast.ts';
import { refreshActivityIds } from '../../api/activity-ids.ts';
import { activityFailureText, isActivityGone } from '../../errors.ts';
import { registerPromotionTexts } from '../../texts.ts';
import { philippineTime, prizesText, registerPrizeWords } from '../prize-words.ts';
import { drawVerifyLink } from '../holiday-draw-link.ts';
import { useChristmas, useChristmasAction } from './api.ts';
import type { ChristmasAction } from './api.ts';
import { registerChristmasTexts } from './texts.ts';
import '../../promotions.css';
import '../daily.css';
import { ActivityPageFrame } from '../../components/ActivityPageFrame.tsx';

registerPromotionTexts();
registerPrizeWords();
registerChristmasTexts();

const failureText = (error: unknown, t: TFunction): string => {
  if (isCallError(error) && error.errcode === ActivityErrcode.ConditionNotMet) return t('promotions.christmas.err1005');
  if (isCallError(error) && error.errcode === ActivityErrcode.AlreadyClaimed) return t('promotions.christmas.err1006');
  return activityFailureText(error, t);
};

/** Today's one step: sign, open, receive, or done. */
function TodayAction({ user, busy, onAct, t }: { user: ChristmasUser; busy: boolean; onAct(action: ChristmasAction): void; t: TFunction }) {
  const today = user.days.find((d) => d.date === user.today);
  if (!today) return null;
  if (today.status === 'sign') {
    return <button type="button" className="daily-claim" data-testid="christmas-sign" disabled={busy} onClick={() => onAct({ kind: 'sign' })}>{t('promotions.christmas.sign')}</button>;
  }
  if (today.status === 'ready') {
    return <button type="button" className="daily-claim" data-testid="christmas-open" disabled={busy} onClick={() => onAct({ kind: 'open' })}>{t('promotions.christmas.open')}</button>;
  }
  if (today.status === 'opened' && today.draw) {
    return (
      <button type="button" className="daily-claim" data-testid="christmas-receive" disabled={busy} onClick={() => onAct({ kind: 'receive' })}>
        {t('promotions.christmas.receive', { prize: prizesText(today.draw.award, t) })}
      </button>
    );
  }
  return <p className="daily-note" data-testid="christmas-done">{t('promotions.christmas.doneToday', { time: philippineTime(user.nextDayAt) })}</p>;
}

/**
 * /activity/christmas (phones and the desktop): the season's calendar, today's step (sign in,
 * open the box, receive its prize), the last draw with its verify link, boxes of earlier days
 * still to receive, the prize table with each chance, and the extra rewards.
 */
export default function ChristmasPage() {
  registerPromotionTexts();
  registerPrizeWords();
  registerChristmasTexts();
  const { t } = useTranslation();
  const client = useQueryClient();
  const calendar = useChristmas();
  const action = useChristmasAction();
  const [lastDraw, setLastDraw] = useState<HolidayDraw | null>(null);
  const onAct = useDebouncedCallback((next: ChristmasAction) => {
    action.mutate(next, {
      onSuccess: ({ answer }) => {
        if (next.kind === 'open') {
          const draw = answer.draw as HolidayDraw;
          setLastDraw(draw);
          void toast.success(t('promotions.christmas.opened', { prize: prizesText(draw.award, t) }));
        } else if (next.kind === 'sign') void toast.success(t('promotions.christmas.signedDone'));
        else void toast.success(t('promotions.christmas.received', { prize: prizesText(answer.propList as HolidayDraw['award'], t) }));
      },
      onError: async (error) => {
        void toast.fail(failureText(error, t));
        if (isActivityGone(error)) await refreshActivityIds(client);
        await calendar.refetch();
      },
    });
  }, Limits.claimDebounceMs);

  let body;
  if (calendar.isError) body = <ErrorState message={activityFailureText(calendar.error, t)} onRetry={() => void calendar.refetch()} testId="christmas-error" />;
  else if (!calendar.data) body = <Skeleton lines={6} testId="christmas-loading" />;
  else {
    const user = calendar.data;
    const todayDraw = lastDraw ?? user.days.find((d) => d.date === user.today)?.draw ?? null;
    const earlier = user.days.filter((d) => d.status === 'opened' && d.date !== user.today);
    body = (
      <div className="holiday" data-testid="christmas-calendar" data-today={user.today} data-signed={String(user.signedDays)}>
        <p>{t('promotions.christmas.intro', { last: user.season.last })}</p>
        <p className="daily-progress" data-testid="christmas-signed">{t('promotions.christmas.signed', { count: user.signedDays })}</p>
        <TodayAction user={user} busy={action.isPending} onAct={onAct} t={t} />
        {todayDraw && (
          <p className="daily-note" data-testid="christmas-draw">
            <span className="daily-award">{prizesText(todayDraw.award, t)}</span>{' '}
            <Link to={drawVerifyLink(todayDraw)} data-testid="christmas-verify">{t('promotions.christmas.verify')}</Link>
          </p>
        )}
        {earlier.map((day) => (
          <button key={day.date} type="button" className="daily-buy" data-testid={`christmas-receive-${day.date}`} disabled={action.isPending} onClick={() => onAct({ kind: 'receive', date: day.date })}>
            {t('promotions.christmas.receiveDay', { date: day.date })}
          </button>
        ))}
        <ol className="daily-days" data-testid="christmas-days">
          {user.days.map((day) => (
            <li key={day.date} className={`daily-day daily-day--${day.status === 'sign' || day.status === 'ready' ? 'today' : day.status}`} data-testid={`christmas-day-${day.date}`} data-status={day.status}>
              <span className="daily-day__name">{day.date.slice(8)}</span>
              <span>{t(`promotions.christmas.status.${day.status}`)}</span>
            </li>
          ))}
        </ol>
        <h2>{t('promotions.christmas.prizes')}</h2>
        <table className="daily-table" data-testid="christmas-prizes">
          <tbody>
            {user.prizes.filter((p) => p.weight > 0).map((prize, index) => (
              <tr key={index}><td>{prizesText(prize.award, t)}</td><td>{t('promotions.christmas.chance', { chance: (prize.chance / 100).toFixed(2) })}</td></tr>
            ))}
          </tbody>
        </table>
        {user.extras.length > 0 && (
          <>
            <h2>{t('promotions.christmas.extras')}</h2>
            <ul className="daily-days" data-testid="christmas-extras">
              {user.extras.map((extra) => (
                <li key={extra.id} className={`daily-day daily-day--${extra.status === 'ready' ? 'open' : extra.status}`} data-testid={`christmas-extra-${extra.id}`} data-status={extra.status}>
                  <span>{t('promotions.christmas.extraDays', { days: extra.days, prize: prizesText(extra.award, t) })}</span>
                  {extra.status === 'ready'
                    ? <button type="button" className="daily-buy" data-testid={`christmas-extra-claim-${extra.id}`} disabled={action.isPending} onClick={() => onAct({ kind: 'extra', id: extra.id })}>{t('promotions.christmas.claim')}</button>
                    : <span>{t(`promotions.christmas.extraStatus.${extra.status}`)}</span>}
                </li>
              ))}
            </ul>
          </>
        )}
        <p><Link to={`/reward/detail/${user.instanceId}`} data-testid="christmas-rules">{t('promotions.christmas.rules')}</Link></p>
      </div>
    );
  }
  return <ActivityPageFrame title={t('promotions.christmas.title')} testId="christmas-page">{body}</ActivityPageFrame>;
}
