import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyLimitKinds } from '@casino/contract';
import type { SaferPlay } from '@casino/contract';
import { Notice } from '../../../shared/ui/Notice.tsx';
import { PageHeader } from '../../../shared/ui/PageHeader.tsx';
import { ErrorState, Skeleton } from '../../../shared/ui/StateViews.tsx';
import { useSaferPlay } from '../api/get-safer-play.ts';
import { BreakCard } from '../components/BreakCard.tsx';
import { MoneyLimitCard } from '../components/MoneyLimitCard.tsx';
import { RealityCheckCard } from '../components/RealityCheckCard.tsx';
import { RunningBreakCard } from '../components/RunningBreakCard.tsx';
import { SessionLimitCard } from '../components/SessionLimitCard.tsx';
import { exclusionText } from '../lib/exclusion-text.ts';
import { registerSaferPlayTexts } from '../texts.ts';
import '../safer-play.css';

registerSaferPlayTexts();

/** Longest wait setTimeout keeps exactly (about 24.8 days). */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** The current time, moved on when the next pending raise falls due, so its Confirm button appears without a reload. */
function useNowUntilDue(settings: SaferPlay | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  const nextDue = settings
    ? Math.min(...[...settings.limits.map((l) => l.pending?.effectiveAt), settings.session.pending?.effectiveAt]
      .filter((at): at is number => at !== undefined && at > now))
    : Number.POSITIVE_INFINITY;
  useEffect(() => {
    if (!Number.isFinite(nextDue)) return undefined;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(MAX_TIMER_MS, Math.max(0, nextDue - Date.now())));
    return () => clearTimeout(timer);
  }, [nextDue]);
  return now;
}

/**
 * /profile/safer-play (mobile and desktop): money limits per period with what is used and when
 * the period resets, the session-time limit, the reality check, and time-outs and self-exclusion
 * (or the one running, with its end date).
 */
export default function SaferPlayPage() {
  registerSaferPlayTexts();
  const { t } = useTranslation();
  const query = useSaferPlay();
  const now = useNowUntilDue(query.data);

  let body;
  if (query.isPending) body = <Skeleton lines={10} testId="safer-play-loading" />;
  else if (query.isError && !query.data) {
    body = <ErrorState message={t('saferPlay.loadFailed')} onRetry={() => void query.refetch()} testId="safer-play-error" />;
  } else {
    const data = query.data;
    const anyLimit = data.limits.some((l) => l.amount !== null || l.pending !== null) || data.session.minutes !== null;
    body = (
      <>
        {query.isError && (
          <Notice tone="danger" testId="safer-play-stale" action={{ onClick: () => void query.refetch(), label: t('common.retry') }}>
            {t('saferPlay.loadFailed')}
          </Notice>
        )}
        {data.running ? <RunningBreakCard running={data.running} /> : data.block && (
          <Notice tone="warn" testId="safer-play-block">{exclusionText(t, data.block)} {t('saferPlay.notice.withdrawals')}</Notice>
        )}
        <section className="sp-section" aria-labelledby="sp-limits-title">
          <h2 id="sp-limits-title" className="sp-section__title">{t('saferPlay.limits.title')}</h2>
          <p className="sp-section__rule" data-testid="safer-play-rule">{t('saferPlay.limits.rule')}</p>
          {!anyLimit && <p className="sp-empty" data-testid="safer-play-empty">{t('saferPlay.limits.empty')}</p>}
          {MoneyLimitKinds.map((kind) => (
            <MoneyLimitCard key={kind} kind={kind} limits={data.limits.filter((l) => l.kind === kind)} now={now} />
          ))}
          <SessionLimitCard session={data.session} now={now} />
        </section>
        <RealityCheckCard minutes={data.realityCheckMinutes} />
        {!data.running && (
          <>
            <BreakCard kind="timeOut" durations={data.timeOutDurations} />
            <BreakCard kind="selfExclusion" durations={data.selfExclusionDurations} />
          </>
        )}
      </>
    );
  }
  return (
    <div className="sp-screen" data-testid="safer-play-page">
      <PageHeader title={t('saferPlay.title')} />
      <div className="sp-screen__body">
        <p className="sp-intro">{t('saferPlay.intro')}</p>
        {body}
      </div>
    </div>
  );
}
