import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '../../../../shared/query/index.ts';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { ActivityErrcode, Limits } from '@casino/contract';
import type { InviteSpinRecord, InviteSpinStatus, InviteSpinWheel } from '@casino/contract';
import { Link } from '../../../../shared/router/index.ts';
import { isCallError } from '../../../../shared/api/errors.ts';
import { isDesktop } from '../../../../shared/device/platform.ts';
import { formatMoney } from '../../../../shared/format/money.ts';
import { formatDateTime } from '../../../../shared/format/time.ts';
import { useDebouncedCallback } from '../../../../shared/hooks/use-debounced-callback.ts';
import { copyText } from '../../../../shared/lib/clipboard.ts';
import { EmptyState, ErrorState, Skeleton } from '../../../../shared/ui/StateViews.tsx';
import { toast } from '../../../../shared/ui/toast.ts';
import { useCurrentUser } from '../../../auth/index.ts';
import { drawVerifyPath } from '../../../games/index.ts';
import { refreshActivityIds } from '../../api/activity-ids.ts';
import { ActivityPageFrame } from '../../components/ActivityPageFrame.tsx';
import { activityFailureText, isActivityGone } from '../../errors.ts';
import { countdownParts } from '../../lobby-rules.ts';
import { registerPromotionTexts } from '../../texts.ts';
import { RECORDS_PAGE_SIZE, useExchange, useInviteSpin, useSettleSpin, useSpin, useSpinInviteLink, useSpinRecords } from './api.ts';
import { registerInviteSpinTexts } from './texts.ts';
import { Wheel } from './Wheel.tsx';
import { chances, rotationFor } from './wheel-geometry.ts';
import '../../promotions.css';
import './invite-spin.css';

registerPromotionTexts();
registerInviteSpinTexts();

/** The wheel's own words for 1005 and 1009; the common activity texts for the others. */
function spinFailureText(error: unknown, t: TFunction): string {
  if (isCallError(error) && error.errcode === ActivityErrcode.ConditionNotMet) return t('promotions.inviteSpin.err1005');
  if (isCallError(error) && error.errcode === ActivityErrcode.PlayerLimitReached) return t('promotions.inviteSpin.err1009');
  return activityFailureText(error, t);
}

const exchangeFailureText = (error: unknown, t: TFunction): string =>
  isCallError(error) && error.errcode === ActivityErrcode.ConditionNotMet ? t('promotions.inviteSpin.exchange1005') : activityFailureText(error, t);

const pad = (n: number) => String(n).padStart(2, '0');

/** The round's time left, ticking each second. */
function RoundCountdown({ endTime }: { endTime: number }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  const parts = countdownParts(endTime, now);
  useEffect(() => {
    if (!parts || parts.ended) return undefined;
    const timer = setTimeout(() => setNow(Date.now()), 1000);
    return () => clearTimeout(timer);
  }, [parts, now]);
  if (!parts || parts.ended) return null;
  const time = t('promotions.countdown', { days: parts.days, hours: pad(parts.hours), minutes: pad(parts.minutes), seconds: pad(parts.seconds) });
  return <p className="spin-progress__countdown" data-testid="spin-countdown">{t('promotions.inviteSpin.roundEndsIn', { time })}</p>;
}

/** The round's winnings against the target, and what the round waits for. */
function Progress({ wheel, status }: { wheel: InviteSpinWheel; status: InviteSpinStatus }) {
  const { t } = useTranslation();
  const going = status.round > 0 && !status.exchanged && !status.expired;
  const won = going ? status.accumulated : 0;
  const percent = Math.min(100, (won * 100) / status.target);
  let note;
  if (going && status.reached) note = t('promotions.inviteSpin.reached');
  else if (going) note = t('promotions.inviteSpin.remaining', { amount: formatMoney(status.target - won) });
  else if (status.expired) note = t('promotions.inviteSpin.expired');
  else if (status.exchanged) note = t('promotions.inviteSpin.exchanged');
  else note = t('promotions.inviteSpin.notStarted', { hours: wheel.windowHours });
  return (
    <section className="spin-progress" data-testid="spin-progress">
      <p className="spin-progress__target">{t('promotions.inviteSpin.target', { amount: formatMoney(status.target) })}</p>
      <div className="spin-progress__bar" role="progressbar" aria-valuemin={0} aria-valuemax={status.target} aria-valuenow={won}>
        <span style={{ width: `${percent}%` }} />
      </div>
      <p className="spin-progress__figures" data-testid="spin-accumulated">
        {t('promotions.inviteSpin.progress', { won: formatMoney(won), target: formatMoney(status.target) })}
      </p>
      <p className="spin-progress__note" data-testid="spin-note">{note}</p>
      {going && !status.reached && <RoundCountdown endTime={status.roundEndsAt} />}
    </section>
  );
}

/** The invite link (a bound mobile first, §5), and how invitees earn spins. */
function Invite({ wheel, status }: { wheel: InviteSpinWheel; status: InviteSpinStatus }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  // §5: invite sharing needs a bound mobile; without one the player goes to /bind first.
  const canShare = (user?.mobile ?? '') !== '';
  const link = useSpinInviteLink(canShare);
  const copy = async () => {
    if (!link.data) return;
    if (await copyText(link.data)) void toast.success(t('promotions.inviteSpin.copied'));
    else void toast.fail(t('promotions.inviteSpin.copyFailed'));
  };
  const share = () => {
    if (link.data && typeof navigator.share === 'function') void navigator.share({ url: link.data, title: wheel.title }).catch(() => undefined);
  };
  return (
    <section className="spin-invite" data-testid="spin-invite">
      <h2>{t('promotions.inviteSpin.invite')}</h2>
      <p>{t('promotions.inviteSpin.inviteRule', { deposit: formatMoney(wheel.qualifyingDeposit), spins: wheel.spinsPerInvitee })}</p>
      <p data-testid="spin-invitees">{t('promotions.inviteSpin.invitees', { all: status.invitees, qualified: status.qualifiedInvitees })}</p>
      {!canShare ? (
        <>
          <p>{t('promotions.inviteSpin.bindFirst')}</p>
          <Link to={isDesktop() ? '/lobby/bind' : '/bind'} className="fc-prize__claim" data-testid="spin-bind">{t('promotions.inviteSpin.bind')}</Link>
        </>
      ) : (
        <div className="spin-invite__link">
          <label>
            <span>{t('promotions.inviteSpin.link')}</span>
            <input type="text" readOnly value={link.data ?? ''} data-testid="spin-invite-link" />
          </label>
          <button type="button" className="fc-prize__claim" disabled={!link.data} onClick={() => void copy()} data-testid="spin-invite-copy">
            {t('promotions.inviteSpin.copy')}
          </button>
          {typeof navigator.share === 'function' && (
            <button type="button" className="fc-prize__claim" disabled={!link.data} onClick={share}>{t('promotions.inviteSpin.share')}</button>
          )}
        </div>
      )}
    </section>
  );
}

/** Each segment's prize and chance: the odds are public. */
function Odds({ wheel }: { wheel: InviteSpinWheel }) {
  const { t } = useTranslation();
  const shares = chances(wheel.segments.map((s) => s.weight));
  return (
    <details className="spin-odds" data-testid="spin-odds">
      <summary>{t('promotions.inviteSpin.odds')}</summary>
      <table>
        <thead><tr><th>{t('promotions.inviteSpin.segment')}</th><th>{t('promotions.inviteSpin.chance')}</th></tr></thead>
        <tbody>
          {wheel.segments.map((segment, index) => (
            <tr key={index}><td>{formatMoney(segment.amount)}</td><td>{`${shares[index]!.toFixed(2)}%`}</td></tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

const verifyLink = (spin: InviteSpinRecord): string => drawVerifyPath({
  serverSeed: spin.serverSeed ?? '', serverSeedHash: spin.serverSeedHash, clientSeed: spin.clientSeed, nonce: spin.nonce,
  weights: spin.weights, index: spin.index,
});

/** The player's spins, newest first, a page at a time, each with its link to the verify page. */
function History({ hidden }: { hidden: number | null }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const records = useSpinRecords(page);
  let body;
  if (records.isError) body = <ErrorState message={activityFailureText(records.error, t)} onRetry={() => void records.refetch()} testId="spin-history-error" />;
  else if (!records.data) body = <Skeleton lines={3} testId="spin-history-loading" />;
  else if (records.data.total === 0) body = <EmptyState testId="spin-history-empty">{t('promotions.inviteSpin.empty')}</EmptyState>;
  else {
    // A spin still turning on the wheel shows once the wheel stops.
    const list = records.data.list.filter((spin) => spin.id !== hidden);
    const pages = Math.ceil(records.data.total / RECORDS_PAGE_SIZE);
    body = (
      <>
        <ol className="spin-history__list">
          {list.map((spin) => (
            <li key={spin.id} className="spin-history__row" data-testid="spin-record" data-id={spin.id}>
              <span className="spin-history__when">{formatDateTime(spin.at)}</span>
              <span>{t('promotions.inviteSpin.round', { round: spin.round })}</span>
              <span className="spin-history__amount" data-testid="spin-record-amount">{t('promotions.inviteSpin.credited', { amount: formatMoney(spin.credited) })}</span>
              <Link to={verifyLink(spin)} className="spin-history__verify" data-testid="spin-record-verify">{t('promotions.inviteSpin.verify')}</Link>
            </li>
          ))}
        </ol>
        {pages > 1 && (
          <div className="spin-history__pages">
            <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>{t('promotions.inviteSpin.previous')}</button>
            <span>{`${page} / ${pages}`}</span>
            <button type="button" disabled={page >= pages} onClick={() => setPage(page + 1)}>{t('promotions.inviteSpin.next')}</button>
          </div>
        )}
      </>
    );
  }
  return (
    <section className="spin-history" data-testid="spin-history">
      <h2>{t('promotions.inviteSpin.history')}</h2>
      <p className="game-note">{t('promotions.inviteSpin.fair')}</p>
      {body}
    </section>
  );
}

/**
 * /activity/spin (the centre tab; the desktop too): the wheel, turned to the segment the server
 * drew (at once under reduced motion); the round's progress to the target and its countdown; the
 * exchange; the invite link; the odds; the history with a link to verify each spin.
 */
export default function InviteSpinPage() {
  registerPromotionTexts();
  registerInviteSpinTexts();
  const { t } = useTranslation();
  const client = useQueryClient();
  const wheel = useInviteSpin();
  const spin = useSpin();
  const settle = useSettleSpin();
  const exchange = useExchange();
  const [rotation, setRotation] = useState(0);
  const [turning, setTurning] = useState<{ spinId: number; amount: number; credited: number; status: InviteSpinStatus } | null>(null);
  const stopped = useRef(true);

  const onFailure = async (error: unknown, text: string) => {
    void toast.fail(text);
    if (isActivityGone(error)) await refreshActivityIds(client);
    await wheel.refetch();
  };

  const doSpin = useDebouncedCallback(() => {
    if (!wheel.data || turning) return;
    const count = wheel.data.wheel.segments.length;
    spin.mutate(wheel.data.wheel.instanceId, {
      onSuccess: (answer) => {
        stopped.current = false;
        setTurning({ spinId: answer.spin.id, amount: answer.spin.amount, credited: answer.spin.credited, status: answer.status });
        setRotation((from) => rotationFor(answer.spin.index, count, from));
      },
      onError: (error) => void onFailure(error, spinFailureText(error, t)),
    });
  }, Limits.claimDebounceMs);

  const onStop = () => {
    if (stopped.current || !turning) return;
    stopped.current = true;
    const done = turning;
    setTurning(null);
    void settle(done.status);
    const amount = formatMoney(done.amount);
    void toast.success(done.credited < done.amount
      ? t('promotions.inviteSpin.wonCapped', { amount, credited: formatMoney(done.credited) })
      : t('promotions.inviteSpin.won', { amount }));
  };

  const doExchange = useDebouncedCallback(() => {
    if (!wheel.data) return;
    exchange.mutate(wheel.data.wheel.instanceId, {
      onSuccess: (answer) => void toast.success(t('promotions.inviteSpin.exchangedToast', { amount: formatMoney(answer.propList[0]?.count ?? 0) })),
      onError: (error) => void onFailure(error, exchangeFailureText(error, t)),
    });
  }, Limits.claimDebounceMs);

  let body;
  if (wheel.isError) body = <ErrorState message={activityFailureText(wheel.error, t)} onRetry={() => void wheel.refetch()} testId="spin-error" />;
  else if (!wheel.data) body = <Skeleton lines={6} testId="spin-loading" />;
  else {
    const { wheel: w, status } = wheel.data;
    const busy = turning !== null || spin.isPending;
    body = (
      <div className="spin-page" data-testid="spin-page-body" data-spins-left={status.spinsLeft}>
        <Progress wheel={w} status={status} />
        <Wheel segments={w.segments} rotation={rotation} spinning={turning !== null} onStop={onStop} />
        <div className="spin-actions">
          {status.canExchange ? (
            <button type="button" className="fc-prize__claim spin-actions__main" disabled={exchange.isPending || busy} onClick={doExchange} data-testid="spin-exchange">
              {t('promotions.inviteSpin.exchange', { amount: formatMoney(status.accumulated) })}
            </button>
          ) : (
            <button type="button" className="fc-prize__claim spin-actions__main" disabled={busy || !status.canSpin} onClick={doSpin} data-testid="spin-button">
              {busy ? t('promotions.inviteSpin.spinning') : t('promotions.inviteSpin.spin')}
            </button>
          )}
          <p data-testid="spin-left">{t('promotions.inviteSpin.spinsLeft', { count: status.spinsLeft })}</p>
          {w.betRate > 0 && <p className="game-note">{t('promotions.inviteSpin.turnover', { rate: w.betRate })}</p>}
        </div>
        <Invite wheel={w} status={status} />
        <Odds wheel={w} />
        <History hidden={turning?.spinId ?? null} />
        <p><Link to={`/reward/detail/${w.instanceId}`} data-testid="spin-rules">{t('promotions.inviteSpin.rules')}</Link></p>
      </div>
    );
  }
  return <ActivityPageFrame title={wheel.data?.wheel.title ?? t('promotions.inviteSpin.title')} testId="invite-spin-page">{body}</ActivityPageFrame>;
}
