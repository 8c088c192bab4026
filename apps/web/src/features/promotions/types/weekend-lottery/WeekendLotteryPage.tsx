import { useEffect, useState } from 'react';
import { useQueryClient } from '../../../../shared/query/index.ts';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { ActivityErrcode, Limits } from '@casino/contract';
import type { WeekendLotteryDraw, WeekendLotteryInfo } from '@casino/contract';
import { Link } from '../../../../shared/router/index.ts';
import { isCallError } from '../../../../shared/api/errors.ts';
import { formatMoney } from '../../../../shared/format/money.ts';
import { useDebouncedCallback } from '../../../../shared/hooks/use-debounced-callback.ts';
import { EmptyState, ErrorState, Skeleton } from '../../../../shared/ui/StateViews.tsx';
import { toast } from '../../../../shared/ui/toast.ts';
import { useCurrentUser } from '../../../auth/index.ts';
import { walletTabPath } from '../../../wallet/index.ts';
import { drawVerifyPath } from '../../../games/index.ts';
import { refreshActivityIds } from '../../api/activity-ids.ts';
import { ActivityPageFrame } from '../../components/ActivityPageFrame.tsx';
import { activityFailureText, isActivityGone } from '../../errors.ts';
import { countdownParts } from '../../lobby-rules.ts';
import { registerPromotionTexts } from '../../texts.ts';
import { philippineTime, prizesText, registerPrizeWords } from '../prize-words.ts';
import { useDrawTicket, useWeekendHistory, useWeekendInfo, useWeekendState } from './api.ts';
import { registerWeekendLotteryTexts } from './texts.ts';
import '../../promotions.css';
import '../daily.css';

registerPromotionTexts();
registerPrizeWords();
registerWeekendLotteryTexts();

const failureText = (error: unknown, t: TFunction): string => {
  if (!isCallError(error)) return activityFailureText(error, t);
  if (error.errcode === ActivityErrcode.ConditionNotMet) return t('promotions.weekend.err1005');
  if (error.errcode === ActivityErrcode.AlreadyClaimed) return t('promotions.weekend.err1006');
  if (error.errcode === ActivityErrcode.UnknownReward) return t('promotions.weekend.err1007');
  return activityFailureText(error, t);
};

const DAY_KEYS = [
  'promotions.weekend.days.sun', 'promotions.weekend.days.mon', 'promotions.weekend.days.tue', 'promotions.weekend.days.wed',
  'promotions.weekend.days.thu', 'promotions.weekend.days.fri', 'promotions.weekend.days.sat',
] as const;

/** "Saturday and Sunday", in the week's order from Monday. */
const dayNames = (days: readonly number[], t: TFunction): string =>
  [...days].sort((a, b) => ((a + 6) % 7) - ((b + 6) % 7)).map((d) => t(DAY_KEYS[d]!)).join(t('promotions.weekend.and'));

/** "1d 04:05:06" to `at`, ticking every second. */
function useTimeLeft(at: number): string {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const parts = countdownParts(at, now);
  if (!parts) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${parts.days > 0 ? `${parts.days}d ` : ''}${pad(parts.hours)}:${pad(parts.minutes)}:${pad(parts.seconds)}`;
}

function DrawStatus({ info }: { info: WeekendLotteryInfo }) {
  const { t } = useTranslation();
  // The server's time may differ from the device's: reckon the countdown from the server's.
  const [skew] = useState(() => info.serverTime - Date.now());
  const left = useTimeLeft(info.nextDrawAt === -1 ? -1 : info.nextDrawAt - skew);
  let text;
  if (info.drawOpen) text = t('promotions.weekend.open', { time: philippineTime(info.drawClosesAt) });
  else if (info.nextDrawAt === -1) text = t('promotions.weekend.noNext');
  else text = t('promotions.weekend.next', { time: left });
  return <p className="daily-progress" data-testid="weekend-status" data-open={info.drawOpen ? '1' : '0'}>{text}</p>;
}

const verifyLink = (draw: WeekendLotteryDraw): string => drawVerifyPath({
  serverSeed: '', serverSeedHash: draw.fair.serverSeedHash, clientSeed: draw.fair.clientSeed, nonce: draw.fair.nonce, weights: draw.fair.weights, index: draw.fair.index,
});

function History() {
  const { t } = useTranslation();
  const history = useWeekendHistory();
  if (history.isError) return <ErrorState message={activityFailureText(history.error, t)} onRetry={() => void history.refetch()} testId="weekend-history-error" />;
  if (!history.data) return <Skeleton lines={2} testId="weekend-history-loading" />;
  if (history.data.list.length === 0) return <EmptyState testId="weekend-history-empty">{t('promotions.weekend.historyEmpty')}</EmptyState>;
  return (
    <ul className="daily-days weekend-history" data-testid="weekend-history">
      {history.data.list.map((draw) => (
        <li key={`${draw.week}:${draw.ticket}`} className="daily-day" data-testid="weekend-history-row">
          <span>{t('promotions.weekend.historyRow', { week: draw.week, ticket: draw.ticket, prize: prizesText(draw.award, t) })}</span>
          <Link to={verifyLink(draw)} data-testid="weekend-verify">{t('promotions.weekend.verify')}</Link>
        </li>
      ))}
    </ul>
  );
}

/** The player's week: deposits and tickets, the draw button, the last result and the history. */
function PlayerWeek({ info }: { info: WeekendLotteryInfo }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const week = useWeekendState();
  const drawTicket = useDrawTicket();
  const [last, setLast] = useState<WeekendLotteryDraw | null>(null);
  const draw = useDebouncedCallback((ticket: number) => {
    drawTicket.mutate(ticket, {
      onSuccess: (answer) => {
        setLast(answer.draw);
        void toast.success(t('promotions.weekend.won', { ticket: answer.draw.ticket, prize: prizesText(answer.propList, t) }));
      },
      onError: async (error) => {
        void toast.fail(failureText(error, t));
        if (isActivityGone(error)) await refreshActivityIds(client);
        await week.refetch();
      },
    });
  }, Limits.claimDebounceMs);

  if (week.isError) return <ErrorState message={activityFailureText(week.error, t)} onRetry={() => void week.refetch()} testId="weekend-error" />;
  if (!week.data) return <Skeleton lines={3} testId="weekend-week-loading" />;
  const data = week.data;
  const next = data.ticketsLeft[0];
  return (
    <section data-testid="weekend-week" data-tickets={data.tickets} data-left={data.ticketsLeft.length}>
      <h2 className="promo-page__section">{t('promotions.weekend.week')}</h2>
      <p>{t('promotions.weekend.deposits', { amount: formatMoney(data.deposits) })}</p>
      <p data-testid="weekend-tickets">{t('promotions.weekend.tickets', { tickets: data.tickets, left: data.ticketsLeft.length })}</p>
      {data.toNextTicket > 0 && (
        <p data-testid="weekend-to-next">
          {t('promotions.weekend.toNext', { amount: formatMoney(data.toNextTicket) })}{' '}
          <Link to={walletTabPath('deposit')} className="daily-buy" data-testid="weekend-deposit">{t('promotions.weekend.deposit')}</Link>
        </p>
      )}
      {!data.earningOpen && <p className="daily-note">{t('promotions.weekend.earningOver')}</p>}
      {info.drawOpen && next !== undefined && (
        <button type="button" className="daily-claim" data-testid="weekend-draw" data-ticket={next} disabled={drawTicket.isPending} onClick={() => draw(next)}>
          {drawTicket.isPending ? t('promotions.weekend.drawing') : t('promotions.weekend.draw', { ticket: next })}
        </button>
      )}
      {info.drawOpen && next === undefined && <p className="daily-note" data-testid="weekend-no-tickets">{t('promotions.weekend.noTickets')}</p>}
      {last && (
        <p className="daily-award" data-testid="weekend-result" data-prize={last.prizeId}>
          {t('promotions.weekend.won', { ticket: last.ticket, prize: prizesText(last.award, t) })}
        </p>
      )}
      <h2 className="promo-page__section">{t('promotions.weekend.history')}</h2>
      <p className="daily-note">{t('promotions.weekend.fairness')}</p>
      <History />
    </section>
  );
}

/**
 * /activity/weekendLottery (public; phones and the desktop): the prizes and their chances, how
 * tickets are earned and when the draw opens, for anyone; a player also sees their week and
 * draws their tickets on the draw days, each draw linked to the verify page. A guest is asked to log in.
 */
export default function WeekendLotteryPage() {
  registerPromotionTexts();
  registerPrizeWords();
  registerWeekendLotteryTexts();
  const { t } = useTranslation();
  const user = useCurrentUser();
  const lottery = useWeekendInfo();

  let body;
  if (lottery.isError) body = <ErrorState message={activityFailureText(lottery.error, t)} onRetry={() => void lottery.refetch()} testId="weekend-info-error" />;
  else if (!lottery.data) body = <Skeleton lines={5} testId="weekend-loading" />;
  else {
    const { info } = lottery.data;
    body = (
      <div data-testid="weekend-lottery">
        <DrawStatus info={info} />
        <p>{t('promotions.weekend.earn', { amount: formatMoney(info.ticketPerDeposit), max: info.maxTickets })}</p>
        <p>{t('promotions.weekend.drawDays', { days: dayNames(info.drawDays, t) })}</p>
        <h2 className="promo-page__section">{t('promotions.weekend.prizes')}</h2>
        <ul className="daily-days" data-testid="weekend-prizes">
          {info.prizes.map((prize) => (
            <li key={prize.id} className="daily-day" data-testid={`weekend-prize-${prize.id}`}>
              <span className="daily-award">{prizesText(prize.award, t)}</span>
              <span>{t('promotions.weekend.chance', { percent: ((prize.weight * 100) / info.totalWeight).toFixed(2) })}</span>
            </li>
          ))}
        </ul>
        {user ? <PlayerWeek info={info} /> : (
          <EmptyState testId="weekend-guest" action={<Link to="/login" className="daily-buy" data-testid="weekend-login">{t('promotions.weekend.login')}</Link>}>
            {t('promotions.weekend.guest')}
          </EmptyState>
        )}
        {user && <p><Link to={`/reward/detail/${info.instanceId}`} data-testid="weekend-rules">{t('promotions.weekend.rules')}</Link></p>}
      </div>
    );
  }
  return <ActivityPageFrame title={t('promotions.weekend.title')} testId="weekend-page">{body}</ActivityPageFrame>;
}
