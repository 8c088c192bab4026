import { useQueryClient } from '../../../../shared/query/index.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { ActivityErrcode, Limits } from '@casino/contract';
import type { HolidayDraw, HolidayPrizeView, NewYearItems, NewYearUser } from '@casino/contract';
import { Link } from '../../../../shared/router/index.ts';
import { isCallError } from '../../../../shared/api/errors.ts';
import { formatMoney } from '../../../../shared/format/money.ts';
import { useDebouncedCallback } from '../../../../shared/hooks/use-debounced-callback.ts';
import { ErrorState, Skeleton } from '../../../../shared/ui/StateViews.tsx';
import { toast } from '../../../../shared/ui/toast.ts';
import { refreshActivityIds } from '../../api/activity-ids.ts';
import { activityFailureText, isActivityGone } from '../../errors.ts';
import { registerPromotionTexts } from '../../texts.ts';
import { drawVerifyLink } from '../holiday-draw-link.ts';
import { prizesText, registerPrizeWords } from '../prize-words.ts';
import { useNewYear, useNewYearAction } from './api.ts';
import type { NewYearAction } from './api.ts';
import { registerNewYearTexts } from './texts.ts';
import '../../promotions.css';
import '../daily.css';
import { ActivityPageFrame } from '../../components/ActivityPageFrame.tsx';

registerPromotionTexts();
registerPrizeWords();
registerNewYearTexts();

const failureText = (error: unknown, t: TFunction): string => {
  if (isCallError(error) && error.errcode === ActivityErrcode.ConditionNotMet) return t('promotions.newYear.err1005');
  if (isCallError(error) && error.errcode === ActivityErrcode.AlreadyClaimed) return t('promotions.newYear.err1006');
  return activityFailureText(error, t);
};

const ITEM_KEYS: readonly (keyof NewYearItems)[] = ['active', 'box', 'lottery', 'firework'];

function PrizeTable({ prizes, testId, t }: { prizes: readonly HolidayPrizeView[]; testId: string; t: TFunction }) {
  return (
    <table className="daily-table" data-testid={testId}>
      <tbody>
        {prizes.filter((p) => p.weight > 0).map((prize, index) => (
          <tr key={index}><td>{prizesText(prize.award, t)}</td><td>{t('promotions.newYear.chance', { chance: (prize.chance / 100).toFixed(2) })}</td></tr>
        ))}
      </tbody>
    </table>
  );
}

function taskTitle(task: NewYearUser['tasks'][number], t: TFunction): string {
  return task.kind === 'deposit' ? t('promotions.newYear.task.deposit', { amount: formatMoney(task.target) }) : t(`promotions.newYear.task.${task.kind}`);
}

/**
 * /activity/newYear (phones and the desktop): the §9 new-year items with their counts, today's
 * tasks (share opens the device's share sheet where there is one, then records the share), a
 * box and a lottery ticket to open, the latest draws with their verify links, the prize tables
 * and the extra rewards.
 */
export default function NewYearPage() {
  registerPromotionTexts();
  registerPrizeWords();
  registerNewYearTexts();
  const { t } = useTranslation();
  const client = useQueryClient();
  const state = useNewYear();
  const action = useNewYearAction();
  const [lastDraw, setLastDraw] = useState<HolidayDraw | null>(null);
  const onAct = useDebouncedCallback((next: NewYearAction) => {
    action.mutate(next, {
      onSuccess: (outcome) => {
        if (outcome.draw) {
          setLastDraw(outcome.draw);
          void toast.success(t('promotions.newYear.won', { prize: prizesText(outcome.draw.award, t) }));
        } else if (next.kind === 'share') void toast.success(t('promotions.newYear.shared'));
        else void toast.success(t('promotions.newYear.granted', { prize: prizesText(outcome.propList, t) }));
      },
      onError: async (error) => {
        void toast.fail(failureText(error, t));
        if (isActivityGone(error)) await refreshActivityIds(client);
        await state.refetch();
      },
    });
  }, Limits.claimDebounceMs);
  const share = () => {
    // The share itself cannot be seen from here: offering it through the app is what counts (as the tasks' shares).
    if (typeof navigator.share === 'function') void navigator.share({ text: t('promotions.newYear.shareText'), url: window.location.origin }).catch(() => undefined);
    onAct({ kind: 'share' });
  };

  let body;
  if (state.isError) body = <ErrorState message={activityFailureText(state.error, t)} onRetry={() => void state.refetch()} testId="newyear-error" />;
  else if (!state.data) body = <Skeleton lines={6} testId="newyear-loading" />;
  else {
    const user = state.data;
    const busy = action.isPending;
    body = (
      <div className="holiday" data-testid="newyear" data-today={user.today}>
        <p>{t('promotions.newYear.intro', { last: user.season.last })}</p>
        <h2>{t('promotions.newYear.items')}</h2>
        <ul className="daily-days" data-testid="newyear-items">
          {ITEM_KEYS.map((key) => (
            <li key={key} className="daily-day" data-testid={`newyear-item-${key}`} data-count={String(user.items[key])}>
              <span className="daily-day__name">{user.items[key]}</span>
              <span>{t(`promotions.newYear.item.${key}`)}</span>
            </li>
          ))}
        </ul>
        <p className="daily-progress" data-testid="newyear-earned">{t('promotions.newYear.earned', { count: user.activeEarned })}</p>
        <button type="button" className="daily-claim" data-testid="newyear-open-box" disabled={busy || user.items.box === 0} onClick={() => onAct({ kind: 'box' })}>{t('promotions.newYear.openBox')}</button>
        <button type="button" className="daily-claim" data-testid="newyear-use-ticket" disabled={busy || user.items.lottery === 0} onClick={() => onAct({ kind: 'lottery' })}>{t('promotions.newYear.useTicket')}</button>
        {lastDraw && (
          <p className="daily-note" data-testid="newyear-draw">
            <span className="daily-award">{prizesText(lastDraw.award, t)}</span>{' '}
            <Link to={drawVerifyLink(lastDraw)}>{t('promotions.newYear.verify')}</Link>
          </p>
        )}
        <h2>{t('promotions.newYear.tasks')}</h2>
        <ul className="daily-days" data-testid="newyear-tasks">
          {user.tasks.map((task) => (
            <li key={task.id} className={`daily-day daily-day--${task.status === 'ready' ? 'open' : task.status}`} data-testid={`newyear-task-${task.id}`} data-status={task.status}>
              <span className="daily-day__name">{taskTitle(task, t)}</span>
              <span>{prizesText(task.award, t)}</span>
              {task.kind === 'deposit' && <span>{t('promotions.newYear.progress', { progress: formatMoney(task.progress), target: formatMoney(task.target) })}</span>}
              {task.status === 'ready' && <button type="button" className="daily-buy" data-testid={`newyear-task-receive-${task.id}`} disabled={busy} onClick={() => onAct({ kind: 'task', taskId: task.id })}>{t('promotions.newYear.receive')}</button>}
              {task.status === 'open' && task.kind === 'share' && <button type="button" className="daily-buy" data-testid="newyear-share" disabled={busy} onClick={share}>{t('promotions.newYear.share')}</button>}
              {task.status === 'received' && <span>{t('promotions.newYear.received')}</span>}
            </li>
          ))}
        </ul>
        {user.extras.length > 0 && (
          <>
            <h2>{t('promotions.newYear.extras')}</h2>
            <ul className="daily-days" data-testid="newyear-extras">
              {user.extras.map((extra) => (
                <li key={extra.id} className={`daily-day daily-day--${extra.status === 'ready' ? 'open' : extra.status}`} data-testid={`newyear-extra-${extra.id}`} data-status={extra.status}>
                  <span>{t(extra.fireworks > 0 ? 'promotions.newYear.extraFireworks' : 'promotions.newYear.extra', { active: extra.active, fireworks: extra.fireworks, prize: prizesText(extra.award, t) })}</span>
                  {extra.status === 'ready'
                    ? <button type="button" className="daily-buy" data-testid={`newyear-extra-claim-${extra.id}`} disabled={busy} onClick={() => onAct({ kind: 'extra', id: extra.id })}>{t('promotions.newYear.claim')}</button>
                    : <span>{t(`promotions.newYear.extraStatus.${extra.status}`)}</span>}
                </li>
              ))}
            </ul>
          </>
        )}
        <h2>{t('promotions.newYear.tables')}</h2>
        <h3>{t('promotions.newYear.boxTable')}</h3>
        <PrizeTable prizes={user.box} testId="newyear-box-table" t={t} />
        <h3>{t('promotions.newYear.lotteryTable')}</h3>
        <PrizeTable prizes={user.lottery} testId="newyear-lottery-table" t={t} />
        {user.draws.length > 0 && (
          <>
            <h2>{t('promotions.newYear.draws')}</h2>
            <ul data-testid="newyear-draws">
              {user.draws.map((draw) => (
                <li key={`${draw.seedId}:${draw.nonce}`}>
                  {t(`promotions.newYear.drawKind.${draw.kind}`)}: {prizesText(draw.award, t)} <Link to={drawVerifyLink(draw)}>{t('promotions.newYear.verify')}</Link>
                </li>
              ))}
            </ul>
          </>
        )}
        <p><Link to={`/reward/detail/${user.instanceId}`} data-testid="newyear-rules">{t('promotions.newYear.rules')}</Link></p>
      </div>
    );
  }
  return <ActivityPageFrame title={t('promotions.newYear.title')} testId="newyear-page">{body}</ActivityPageFrame>;
}
