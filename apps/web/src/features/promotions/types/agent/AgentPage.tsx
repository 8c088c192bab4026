import { useQueryClient } from '../../../../shared/query/index.ts';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { ActivityErrcode, Limits } from '@casino/contract';
import type { AgentState } from '@casino/contract';
import { Link } from '../../../../shared/router/index.ts';
import { isCallError } from '../../../../shared/api/errors.ts';
import { formatMoney } from '../../../../shared/format/money.ts';
import { useDebouncedCallback } from '../../../../shared/hooks/use-debounced-callback.ts';
import { EmptyState, ErrorState, Skeleton } from '../../../../shared/ui/StateViews.tsx';
import { toast } from '../../../../shared/ui/toast.ts';
import { refreshActivityIds } from '../../api/activity-ids.ts';
import { ActivityPageFrame } from '../../components/ActivityPageFrame.tsx';
import { activityFailureText, isActivityGone } from '../../errors.ts';
import { registerPromotionTexts } from '../../texts.ts';
import { InviteBox } from '../agent-common/InviteBox.tsx';
import { registerAgentCommonTexts } from '../agent-common/texts.ts';
import { useAgent, useAgentExchange } from './api.ts';
import { registerAgentTexts } from './texts.ts';
import '../../promotions.css';
import '../agent-common/agent.css';

registerPromotionTexts();
registerAgentTexts();
registerAgentCommonTexts();

/** 30 basis points: "0.30%". */
const percent = (basisPoints: number): string => `${(basisPoints / 100).toFixed(2)}%`;

const failureText = (error: unknown, t: TFunction): string =>
  (isCallError(error) && error.errcode === ActivityErrcode.ConditionNotMet ? t('promotions.agent.err1005') : activityFailureText(error, t));

function Figures({ items }: { items: Array<{ label: string; value: string; testId: string }> }) {
  return (
    <dl className="agent-figures">
      {items.map((item) => <div key={item.testId}><dt>{item.label}</dt><dd data-testid={item.testId}>{item.value}</dd></div>)}
    </dl>
  );
}

function Invitees({ state }: { state: AgentState }) {
  const { t } = useTranslation();
  if (state.invitees.length === 0) return <EmptyState testId="agent-invitees-empty">{t('promotions.agent.noInvitees')}</EmptyState>;
  return (
    <table className="agent-table" data-testid="agent-invitees">
      <thead><tr><th>{t('promotions.agent.friend')}</th><th>{t('promotions.agent.todayBets')}</th><th>{t('promotions.agent.totalBets')}</th></tr></thead>
      <tbody>
        {state.invitees.map((invitee) => (
          <tr key={invitee.playerId} data-testid={`agent-invitee-${invitee.playerId}`}>
            <td className={invitee.excluded ? 'is-excluded' : undefined}>
              {invitee.nickname || invitee.playerId}
              {invitee.excluded && <><br /><small>{t(`promotions.agentCommon.excluded.${invitee.excluded}`)}</small></>}
            </td>
            <td>{formatMoney(invitee.todayBets)}</td>
            <td data-testid={`agent-invitee-${invitee.playerId}-total`}>{formatMoney(invitee.totalBets)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * /activity/agent (phones and the desktop): the agent's team, today's valid bets and commission
 * so far, the commission settled and ready to exchange, the settled days, the friends' valid
 * bets and the invite link.
 */
export default function AgentPage() {
  registerPromotionTexts();
  registerAgentTexts();
  registerAgentCommonTexts();
  const { t } = useTranslation();
  const client = useQueryClient();
  const agent = useAgent();
  const exchangeMutation = useAgentExchange();
  const exchange = useDebouncedCallback(() => {
    exchangeMutation.mutate(undefined, {
      onSuccess: (answer) => void toast.success(t('promotions.agent.done', { amount: formatMoney(answer.propList.reduce((sum, p) => sum + p.count, 0)) })),
      onError: async (error) => {
        void toast.fail(failureText(error, t));
        if (isActivityGone(error)) await refreshActivityIds(client);
        await agent.refetch();
      },
    });
  }, Limits.claimDebounceMs);

  let body;
  if (agent.isError) body = <ErrorState message={activityFailureText(agent.error, t)} onRetry={() => void agent.refetch()} testId="agent-error" />;
  else if (!agent.data) body = <Skeleton lines={6} testId="agent-loading" />;
  else {
    const state = agent.data;
    const { available } = state.commission;
    body = (
      <div className="agent" data-testid="agent">
        <p>{t('promotions.agent.intro', { level1: percent(state.level1BasisPoints), level2: percent(state.level2BasisPoints) })}</p>
        <h2 className="promo-page__section">{t('promotions.agent.commission')}</h2>
        <Figures items={[
          { label: t('promotions.agent.available'), value: formatMoney(available), testId: 'agent-available' },
          { label: t('promotions.agent.settled'), value: formatMoney(state.commission.settled), testId: 'agent-settled' },
          { label: t('promotions.agent.exchanged'), value: formatMoney(state.commission.exchanged), testId: 'agent-exchanged' },
        ]} />
        <button type="button" className="fc-prize__claim" data-testid="agent-exchange" disabled={available < state.minExchange || exchangeMutation.isPending} onClick={exchange}>
          {t('promotions.agent.exchange', { amount: formatMoney(available) })}
        </button>
        <p>{t('promotions.agent.minimum', { amount: formatMoney(state.minExchange) })}{state.betRate > 0 && ` ${t('promotions.agent.turnover', { rate: state.betRate })}`}</p>

        <h2 className="promo-page__section">{t('promotions.agent.today', { day: state.today.day })}</h2>
        <Figures items={[
          { label: t('promotions.agent.level1Bets'), value: formatMoney(state.today.level1Bets), testId: 'agent-today-level1' },
          { label: t('promotions.agent.level2Bets'), value: formatMoney(state.today.level2Bets), testId: 'agent-today-level2' },
          { label: t('promotions.agent.estimate'), value: formatMoney(state.today.commission), testId: 'agent-today-commission' },
        ]} />
        <p>{t('promotions.agent.settledNote')}</p>

        <h2 className="promo-page__section">{t('promotions.agent.team')}</h2>
        <Figures items={[
          { label: t('promotions.agent.level1'), value: String(state.team.level1), testId: 'agent-team-level1' },
          { label: t('promotions.agent.level2'), value: String(state.team.level2), testId: 'agent-team-level2' },
          { label: t('promotions.agent.counted'), value: String(state.team.counted), testId: 'agent-team-counted' },
        ]} />

        <h2 className="promo-page__section">{t('promotions.agent.invitees')}</h2>
        <Invitees state={state} />

        <h2 className="promo-page__section">{t('promotions.agent.days')}</h2>
        {state.days.length === 0 ? <EmptyState testId="agent-days-empty">{t('promotions.agent.noDays')}</EmptyState> : (
          <table className="agent-table" data-testid="agent-days">
            <thead><tr><th>{t('promotions.agent.day')}</th><th>{t('promotions.agent.level1Bets')}</th><th>{t('promotions.agent.level2Bets')}</th><th>{t('promotions.agent.commission')}</th></tr></thead>
            <tbody>
              {state.days.map((day) => (
                <tr key={day.day} data-testid={`agent-day-${day.day}`}>
                  <td>{day.day}</td><td>{formatMoney(day.level1Bets)}</td><td>{formatMoney(day.level2Bets)}</td><td data-testid={`agent-day-${day.day}-commission`}>{formatMoney(day.commission)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}

        <InviteBox testId="agent-invite" />
        <p><Link to="/rule/agent" data-testid="agent-rules">{t('promotions.agentCommon.rules')}</Link></p>
      </div>
    );
  }
  return <ActivityPageFrame title={t('promotions.agent.title')} testId="agent-page">{body}</ActivityPageFrame>;
}
