import { useState } from 'react';
import { useQueryClient } from '../../../../shared/query/index.ts';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { ActivityErrcode, Limits } from '@casino/contract';
import type { AgentCountState, AgentDraw } from '@casino/contract';
import { Link } from '../../../../shared/router/index.ts';
import { isCallError } from '../../../../shared/api/errors.ts';
import { formatMoney } from '../../../../shared/format/money.ts';
import { useDebouncedCallback } from '../../../../shared/hooks/use-debounced-callback.ts';
import { EmptyState, ErrorState, Skeleton } from '../../../../shared/ui/StateViews.tsx';
import { toast } from '../../../../shared/ui/toast.ts';
import { drawVerifyPath } from '../../../games/index.ts';
import { refreshActivityIds } from '../../api/activity-ids.ts';
import { ActivityPageFrame } from '../../components/ActivityPageFrame.tsx';
import { activityFailureText, isActivityGone } from '../../errors.ts';
import { registerPromotionTexts } from '../../texts.ts';
import { InviteBox } from '../agent-common/InviteBox.tsx';
import { registerAgentCommonTexts } from '../agent-common/texts.ts';
import { philippineTime, prizesText, registerPrizeWords } from '../prize-words.ts';
import { ROWS_PAGE_SIZE, useAgentCount, useAward, useDraw, useInviteRows } from './api.ts';
import { ScratchCard } from './ScratchCard.tsx';
import { registerAgentCountTexts } from './texts.ts';
import '../../promotions.css';
import '../agent-common/agent.css';
import './agent-count.css';

const registerTexts = () => {
  registerPromotionTexts();
  registerPrizeWords();
  registerAgentCommonTexts();
  registerAgentCountTexts();
};
registerTexts();

const failureText = (error: unknown, t: TFunction): string => {
  if (isCallError(error) && error.errcode === ActivityErrcode.ConditionNotMet) return t('promotions.agentCount.err1005');
  if (isCallError(error) && error.errcode === ActivityErrcode.UnknownReward) return t('promotions.agentCount.err1007');
  return activityFailureText(error, t);
};

/** A draw's link to the verify page (its seed shows there once the player rotates the pair). */
const verifyLink = (draw: AgentDraw): string => drawVerifyPath({
  serverSeed: '', serverSeedHash: draw.serverSeedHash, clientSeed: draw.clientSeed, nonce: draw.nonce, weights: draw.weights, index: draw.index,
});

/** What went wrong with a call: its toast, and the state read again (the ids too when the activity is gone). */
function useOnFailure(refetch: () => Promise<unknown>) {
  const { t } = useTranslation();
  const client = useQueryClient();
  return async (error: unknown) => {
    void toast.fail(failureText(error, t));
    if (isActivityGone(error)) await refreshActivityIds(client);
    await refetch();
  };
}

function Odds({ prizes }: { prizes: AgentCountState['scratchPrizes'] }) {
  const { t } = useTranslation();
  return (
    <details>
      <summary>{t('promotions.agentCount.prizes')}</summary>
      <ul>{prizes.map((p, i) => <li key={i}>{`${prizesText(p.items, t)}: ${(p.chance / 100).toFixed(2)}%`}</li>)}</ul>
    </details>
  );
}

function Draws({ state }: { state: AgentCountState }) {
  const { t } = useTranslation();
  if (state.draws.length === 0) return <EmptyState testId="agent-count-draws-empty">{t('promotions.agentCount.noDraws')}</EmptyState>;
  return (
    <table className="agent-table" data-testid="agent-count-draws">
      <tbody>
        {state.draws.map((draw) => (
          <tr key={`${draw.kind}-${draw.ordinal}`}>
            <td>{t(draw.kind === 'scratch' ? 'promotions.agentCount.scratchKind' : 'promotions.agentCount.lotteryKind', { n: draw.ordinal })}<br /><small>{philippineTime(draw.at)}</small></td>
            <td>{prizesText(draw.prize, t)}</td>
            <td><Link to={verifyLink(draw)}>{t('promotions.agentCount.verify')}</Link></td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function InviteRows() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const rows = useInviteRows(page);
  if (rows.isError) return <ErrorState message={activityFailureText(rows.error, t)} onRetry={() => void rows.refetch()} testId="agent-count-rows-error" />;
  if (!rows.data) return <Skeleton lines={3} testId="agent-count-rows-loading" />;
  if (rows.data.total === 0) return <EmptyState testId="agent-count-rows-empty">{t('promotions.agentCount.noInvitees')}</EmptyState>;
  const pages = Math.max(1, Math.ceil(rows.data.total / ROWS_PAGE_SIZE));
  return (
    <>
      <table className="agent-table" data-testid="agent-count-rows">
        <thead><tr><th>{t('promotions.agentCount.friend')}</th><th>{t('promotions.agentCount.deposits')}</th><th>{t('promotions.agentCount.validBets')}</th><th>{t('promotions.agentCount.status')}</th></tr></thead>
        <tbody>
          {rows.data.rows.map((row) => (
            <tr key={row.playerId} data-testid={`agent-count-row-${row.playerId}`}>
              <td>{row.nickname || row.playerId}</td>
              <td>{formatMoney(row.totalRecharge)}</td>
              <td>{formatMoney(row.validBets)}</td>
              <td className={row.qualified ? undefined : 'is-excluded'}>{row.qualified ? t('promotions.agentCount.counts') : t(`promotions.agentCount.reason.${row.reason ?? 'deposit'}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {pages > 1 && (
        <div className="agent-pager">
          <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>{t('promotions.agentCount.previous')}</button>
          <span>{t('promotions.agentCount.page', { page, pages })}</span>
          <button type="button" disabled={page >= pages} onClick={() => setPage(page + 1)} data-testid="agent-count-rows-next">{t('promotions.agentCount.next')}</button>
        </div>
      )}
    </>
  );
}

/**
 * /activity/agentCount (phones and the desktop): the invite count, scratch cards to scratch, the
 * lottery, the award tiers, the draws (each with its verify link), the friends and the invite link.
 */
export default function AgentCountPage() {
  registerTexts();
  const { t } = useTranslation();
  const count = useAgentCount();
  const onFailure = useOnFailure(() => count.refetch());
  const scratchMutation = useDraw('scratch');
  const lotteryMutation = useDraw('lottery');
  const awardMutation = useAward();
  const [revealed, setRevealed] = useState<string | null>(null);
  const [drawn, setDrawn] = useState<string | null>(null);

  const scratch = useDebouncedCallback(() => {
    setRevealed(null);
    scratchMutation.mutate(undefined, { onSuccess: (answer) => setRevealed(prizesText(answer.draw.prize, t)), onError: onFailure });
  }, Limits.claimDebounceMs);
  const lottery = useDebouncedCallback(() => {
    lotteryMutation.mutate(undefined, { onSuccess: (answer) => setDrawn(prizesText(answer.draw.prize, t)), onError: onFailure });
  }, Limits.claimDebounceMs);
  const claim = useDebouncedCallback((id: number) => {
    awardMutation.mutate(id, { onSuccess: (answer) => void toast.success(t('promotions.agentCount.claimedToast', { prize: prizesText(answer.propList, t) })), onError: onFailure });
  }, Limits.claimDebounceMs);

  let body;
  if (count.isError) body = <ErrorState message={activityFailureText(count.error, t)} onRetry={() => void count.refetch()} testId="agent-count-error" />;
  else if (!count.data) body = <Skeleton lines={6} testId="agent-count-loading" />;
  else {
    const state = count.data;
    body = (
      <div className="agent-count" data-testid="agent-count">
        <p>{t('promotions.agentCount.intro', { deposit: formatMoney(state.qualifyingDeposit) })}</p>
        <dl className="agent-figures">
          <div><dt>{t('promotions.agentCount.invited')}</dt><dd data-testid="agent-count-invited">{state.inviteCount}</dd></div>
          <div><dt>{t('promotions.agentCount.qualified')}</dt><dd data-testid="agent-count-qualified">{state.qualifiedCount}</dd></div>
        </dl>
        <p>{t('promotions.agentCount.perCard', { count: state.invitesPerCard, chances: state.invitesPerChance })}</p>

        <h2 className="promo-page__section">{t('promotions.agentCount.cards')}</h2>
        <p data-testid="agent-count-cards">{t('promotions.agentCount.cardsLeft', { left: state.cards.left, earned: state.cards.earned })}</p>
        <ScratchCard prize={revealed} scratching={scratchMutation.isPending} disabled={state.cards.left === 0 && revealed === null} onScratch={scratch} />
        {revealed !== null && state.cards.left > 0 && (
          <button type="button" className="fc-prize__claim" onClick={() => setRevealed(null)} data-testid="agent-count-next-card">{t('promotions.agentCount.scratch')}</button>
        )}
        {state.cards.left === 0 && revealed === null && <p>{t('promotions.agentCount.noCards')}</p>}
        <Odds prizes={state.scratchPrizes} />

        <h2 className="promo-page__section">{t('promotions.agentCount.lottery')}</h2>
        <p data-testid="agent-count-chances">{t('promotions.agentCount.chancesLeft', { left: state.chances.left, earned: state.chances.earned })}</p>
        <button type="button" className="fc-prize__claim" disabled={state.chances.left === 0 || lotteryMutation.isPending} onClick={lottery} data-testid="agent-count-draw">
          {t('promotions.agentCount.draw')}
        </button>
        {drawn && <p aria-live="polite" data-testid="agent-count-drawn">{t('promotions.agentCount.youWon', { prize: drawn })}</p>}
        <Odds prizes={state.lotteryPrizes} />

        {state.awards.length > 0 && (
          <>
            <h2 className="promo-page__section">{t('promotions.agentCount.awards')}</h2>
            <ul className="ac-awards" data-testid="agent-count-awards">
              {state.awards.map((tier) => (
                <li key={tier.id} data-testid={`agent-count-award-${tier.id}`} data-status={tier.status}>
                  <span>{t('promotions.agentCount.awardTier', { count: tier.inviteCount })}<br /><small>{prizesText(tier.award, t)}</small></span>
                  {tier.status === 'ready' && (
                    <button type="button" className="fc-prize__claim" disabled={awardMutation.isPending} onClick={() => claim(tier.id)} data-testid={`agent-count-award-${tier.id}-claim`}>
                      {t('promotions.agentCount.claim')}
                    </button>
                  )}
                  {tier.status === 'claimed' && <span>{t('promotions.agentCount.claimed')}</span>}
                  {tier.status === 'locked' && <span>{t('promotions.agentCount.locked', { qualified: state.qualifiedCount, count: tier.inviteCount })}</span>}
                </li>
              ))}
            </ul>
          </>
        )}

        <h2 className="promo-page__section">{t('promotions.agentCount.draws')}</h2>
        <Draws state={state} />
        <h2 className="promo-page__section">{t('promotions.agentCount.invitees')}</h2>
        <InviteRows />
        <InviteBox testId="agent-count-invite" />
        <p><Link to={`/reward/detail/${state.instanceId}`}>{t('promotions.agentCommon.rules')}</Link></p>
      </div>
    );
  }
  return <ActivityPageFrame title={t('promotions.agentCount.title')} testId="agent-count-page">{body}</ActivityPageFrame>;
}
