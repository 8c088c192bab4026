import { useQueryClient } from '../../../../shared/query/index.ts';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { ActivityErrcode, Limits } from '@casino/contract';
import type { Agent5LogEntry, Agent5State, Agent5TaskView } from '@casino/contract';
import { Link, useNavigate } from '../../../../shared/router/index.ts';
import { isCallError } from '../../../../shared/api/errors.ts';
import { isDesktop } from '../../../../shared/device/platform.ts';
import { formatMoney } from '../../../../shared/format/money.ts';
import { useDebouncedCallback } from '../../../../shared/hooks/use-debounced-callback.ts';
import { copyText } from '../../../../shared/lib/clipboard.ts';
import { ErrorState, Skeleton } from '../../../../shared/ui/StateViews.tsx';
import { toast } from '../../../../shared/ui/toast.ts';
import { useUserStore } from '../../../auth/index.ts';
import { ActivityPageFrame } from '../../components/ActivityPageFrame.tsx';
import { activityFailureText, onActivityFailure } from '../../errors.ts';
import { registerPromotionTexts } from '../../texts.ts';
import { philippineTime, prizesText, registerPrizeWords } from '../prize-words.ts';
import { useAgent5, useAgent5InviteLink, useAgent5Log, useReceiveCommission, useReceiveTask, useReceiveTier, useRecordShare } from './api.ts';
import { registerAgent5Texts } from './texts.ts';
import '../../promotions.css';
import './agent5.css';

registerPromotionTexts();
registerPrizeWords();
registerAgent5Texts();

/** 500 basis points -> "5%", 1234 -> "12.34%". */
const percentText = (basisPoints: number): string => `${Number((basisPoints / 100).toFixed(2))}%`;

const bindPath = () => (isDesktop() ? '/lobby/bind' : '/bind');

/** The page's own words for 1005; the common activity texts (and §8's refresh) for the others. */
function useFailure() {
  const { t } = useTranslation();
  const client = useQueryClient();
  return async (error: unknown) => {
    if (isCallError(error) && error.errcode === ActivityErrcode.ConditionNotMet) void toast.fail(t('promotions.agent5.err1005'));
    else await onActivityFailure(error, t, client);
  };
}

/**
 * The invite link with copy and share (§9 parameters through the server's short link); either
 * records today's share. §5: sharing needs a bound mobile, else the buttons lead to /bind.
 */
function useShareLink() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const bound = useUserStore((state) => (state.user?.mobile ?? '') !== '');
  const link = useAgent5InviteLink(bound);
  const record = useRecordShare();
  const failed = useFailure();
  const share = async (how: 'share' | 'copy') => {
    if (!bound) return void navigate(bindPath());
    if (!link.data) return;
    let via: 'share' | 'copy' | null = null;
    if (how === 'share' && typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: t('promotions.agent5.title'), url: link.data });
        via = 'share';
      } catch {
        // Dismissed or not allowed here: copying still gives the player the link.
      }
    }
    if (via === null) {
      const copied = await copyText(link.data);
      void (copied ? toast.success(t('common.copySuccess')) : toast.fail(t('common.copyFail')));
      if (copied) via = 'copy';
    }
    if (via) record.mutate(via, { onError: (error) => void failed(error) });
  };
  return { bound, link, share };
}

function InviteLinkBox({ shareLink }: { shareLink: ReturnType<typeof useShareLink> }) {
  const { t } = useTranslation();
  const { bound, link, share } = shareLink;
  let body;
  if (!bound) body = <p data-testid="agent5-need-mobile">{t('promotions.agent5.needMobile')}</p>;
  else if (link.isError) body = <p data-testid="agent5-link-error">{t('promotions.agent5.linkFailed')}</p>;
  else if (!link.data) body = <Skeleton lines={1} testId="agent5-link-loading" />;
  else body = <output className="a5-link__url" data-testid="agent5-link">{link.data}</output>;
  return (
    <section className="a5-card" aria-label={t('promotions.agent5.linkTitle')}>
      <h2 className="promo-page__section">{t('promotions.agent5.linkTitle')}</h2>
      {body}
      <div className="a5-actions">
        {bound ? (
          <>
            <button type="button" className="a5-button" data-testid="agent5-copy" disabled={!link.data} onClick={() => void share('copy')}>{t('promotions.agent5.copy')}</button>
            <button type="button" className="a5-button" data-testid="agent5-share" disabled={!link.data} onClick={() => void share('share')}>{t('promotions.agent5.share')}</button>
          </>
        ) : (
          <Link to={bindPath()} className="a5-button" data-testid="agent5-bind">{t('promotions.agent5.bind')}</Link>
        )}
      </div>
    </section>
  );
}

function Commission({ state }: { state: Agent5State }) {
  const { t } = useTranslation();
  const receive = useReceiveCommission();
  const failed = useFailure();
  const claim = useDebouncedCallback(() => {
    receive.mutate(undefined, {
      onSuccess: (answer) => void toast.success(t('promotions.agent5.commissionDone', { amount: formatMoney(answer.amount) })),
      onError: (error) => void failed(error),
    });
  }, Limits.claimDebounceMs);
  const c = state.commission;
  return (
    <section className="a5-card" data-testid="agent5-commission">
      <h2 className="promo-page__section">{t('promotions.agent5.commissionTitle')}</h2>
      <p>{t('promotions.agent5.commissionRate', { rate: percentText(c.basisPoints) })}</p>
      <dl className="a5-figures">
        <div><dt>{t('promotions.agent5.claimable')}</dt><dd data-testid="agent5-commission-claimable">{formatMoney(c.claimable)}</dd></div>
        <div><dt>{t('promotions.agent5.waiting')}</dt><dd data-testid="agent5-commission-waiting">{formatMoney(c.waiting)}</dd></div>
        <div><dt>{t('promotions.agent5.claimed')}</dt><dd data-testid="agent5-commission-claimed">{formatMoney(c.claimed)}</dd></div>
      </dl>
      <p className="a5-note">
        {t('promotions.agent5.minClaim', { amount: formatMoney(c.minClaim) })}
        {c.betRate > 0 && ` ${t('promotions.agent5.turnover', { rate: c.betRate })}`}
      </p>
      <button type="button" className="a5-button" data-testid="agent5-commission-receive" disabled={!c.canClaim || receive.isPending} onClick={claim}>
        {t('promotions.agent5.receive')}
      </button>
    </section>
  );
}

function Tiers({ state }: { state: Agent5State }) {
  const { t } = useTranslation();
  const receive = useReceiveTier();
  const failed = useFailure();
  const claim = useDebouncedCallback((tierId: number) => {
    receive.mutate(tierId, {
      onSuccess: (answer) => void toast.success(t('promotions.agent5.done', { prize: prizesText(answer.propList, t) })),
      onError: (error) => void failed(error),
    });
  }, Limits.claimDebounceMs);
  if (state.tiers.length === 0) return null;
  return (
    <section>
      <h2 className="promo-page__section">{t('promotions.agent5.tiersTitle')}</h2>
      <ul className="a5-list">
        {state.tiers.map((tier) => (
          <li key={tier.id} className="a5-row" data-testid={`agent5-tier-${tier.id}`} data-status={tier.status}>
            <div className="a5-row__text">
              <strong>{t('promotions.agent5.tierGoal', { count: tier.invites })}</strong>
              <span className="a5-prize">{prizesText(tier.award, t)}</span>
            </div>
            {tier.status === 'locked' && <span className="a5-progress">{t('promotions.agent5.tierProgress', { have: state.validInvites, need: tier.invites })}</span>}
            {tier.status !== 'locked' && (
              <button type="button" className="a5-button" data-testid={`agent5-tier-${tier.id}-receive`} disabled={tier.status === 'claimed' || receive.isPending} onClick={() => claim(tier.id)}>
                {tier.status === 'claimed' ? t('promotions.agent5.received') : t('promotions.agent5.receive')}
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

const taskText = (task: Agent5TaskView, t: TFunction): string => {
  switch (task.kind) {
    case 'share': return t('promotions.agent5.task.share');
    case 'inviteValid': return t('promotions.agent5.task.inviteValid', { count: task.target });
    case 'inviteeDeposits': return t('promotions.agent5.task.inviteeDeposits', { amount: formatMoney(task.target) });
  }
};

const progressText = (task: Agent5TaskView, t: TFunction): string => (task.kind === 'inviteeDeposits'
  ? t('promotions.agent5.taskProgressMoney', { have: formatMoney(task.progress), need: formatMoney(task.target) })
  : t('promotions.agent5.tierProgress', { have: Math.min(task.progress, task.target), need: task.target }));

function Tasks({ state, shareLink }: { state: Agent5State; shareLink: ReturnType<typeof useShareLink> }) {
  const { t } = useTranslation();
  const receive = useReceiveTask();
  const failed = useFailure();
  const claim = useDebouncedCallback((taskId: number) => {
    receive.mutate(taskId, {
      onSuccess: (answer) => void toast.success(t('promotions.agent5.done', { prize: prizesText(answer.propList, t) })),
      onError: (error) => void failed(error),
    });
  }, Limits.claimDebounceMs);
  const tasks = state.tasks;
  if (tasks.tasks.length === 0) return null;
  return (
    <section data-testid="agent5-tasks">
      <h2 className="promo-page__section">{t('promotions.agent5.tasksTitle')}</h2>
      <ul className="a5-list">
        {tasks.tasks.map((task) => {
          let action;
          if (task.status === 'open' && task.kind === 'share') {
            action = (
              <button type="button" className="a5-button" data-testid={`agent5-task-${task.id}-share`} onClick={() => void shareLink.share('share')}>
                {shareLink.bound ? t('promotions.agent5.share') : t('promotions.agent5.bind')}
              </button>
            );
          } else if (task.status === 'open') action = <span className="a5-progress">{progressText(task, t)}</span>;
          else {
            action = (
              <button type="button" className="a5-button" data-testid={`agent5-task-${task.id}-receive`} disabled={task.status === 'claimed' || receive.isPending} onClick={() => claim(task.id)}>
                {task.status === 'claimed' ? t('promotions.agent5.received') : t('promotions.agent5.receive')}
              </button>
            );
          }
          return (
            <li key={task.id} className="a5-row" data-testid={`agent5-task-${task.id}`} data-status={task.status}>
              <div className="a5-row__text">
                <strong>{taskText(task, t)}</strong>
                <span className="a5-prize">{prizesText(task.award, t)}</span>
              </div>
              {action}
            </li>
          );
        })}
      </ul>
      <p className="a5-note">{t('promotions.agent5.tasksReset', { time: philippineTime(tasks.resetAt) })}</p>
    </section>
  );
}

function Invitees({ state }: { state: Agent5State }) {
  const { t } = useTranslation();
  return (
    <section data-testid="agent5-invitees">
      <h2 className="promo-page__section">{t('promotions.agent5.inviteesTitle')}</h2>
      {state.invitees.length === 0 ? <p data-testid="agent5-invitees-empty">{t('promotions.agent5.noInvitees')}</p> : (
        <ul className="a5-list">
          {state.invitees.map((invitee) => (
            <li key={`${invitee.nickname}-${invitee.registeredAt}`} className="a5-row" data-testid="agent5-invitee" data-status={invitee.status}>
              <div className="a5-row__text">
                <strong>{invitee.nickname}</strong>
                <span className="a5-note">{t('promotions.agent5.inviteeLine', { deposits: formatMoney(invitee.deposits), commission: formatMoney(invitee.commission) })}</span>
              </div>
              <span className={`a5-status a5-status--${invitee.status}`}>{t(`promotions.agent5.inviteeStatus.${invitee.status}`)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function logText(line: Agent5LogEntry, t: TFunction): string {
  if (line.kind === 'commission') {
    const text = t('promotions.agent5.log.commission', { invitee: line.invitee ?? '', deposit: formatMoney(line.deposit ?? 0) });
    return line.status ? `${text} (${t(`promotions.agent5.logStatus.${line.status}`)})` : text;
  }
  return t(`promotions.agent5.log.${line.kind}`);
}

function EarningsLog() {
  const { t } = useTranslation();
  const log = useAgent5Log();
  let body;
  if (log.isError) body = <ErrorState message={t('promotions.agent5.logFailed')} onRetry={() => void log.refetch()} testId="agent5-log-error" />;
  else if (!log.data) body = <Skeleton lines={3} testId="agent5-log-loading" />;
  else {
    const lines = log.data.pages.flatMap((page) => page.list);
    body = lines.length === 0 ? <p data-testid="agent5-log-empty">{t('promotions.agent5.noLog')}</p> : (
      <>
        <ul className="a5-list">
          {lines.map((line, index) => (
            <li key={`${line.kind}-${line.at}-${index}`} className="a5-row" data-testid="agent5-log-line" data-kind={line.kind}>
              <div className="a5-row__text">
                <span>{logText(line, t)}</span>
                <span className="a5-note">{philippineTime(line.at)}</span>
              </div>
              <span className="a5-prize">{line.items && line.kind !== 'commissionClaim' ? prizesText(line.items, t) : formatMoney(line.amount)}</span>
            </li>
          ))}
        </ul>
        {log.hasNextPage && (
          <button type="button" className="a5-button" data-testid="agent5-log-more" disabled={log.isFetchingNextPage} onClick={() => void log.fetchNextPage()}>
            {t('promotions.agent5.more')}
          </button>
        )}
      </>
    );
  }
  return (
    <section data-testid="agent5-log">
      <h2 className="promo-page__section">{t('promotions.agent5.logTitle')}</h2>
      {body}
    </section>
  );
}

/**
 * /activity/agent5 (phones and the desktop): the invite link, the valid invitees, the deposit
 * commission with its claim, the tiers, today's agent tasks, the invitees and the earnings log.
 */
export default function Agent5Page() {
  registerPromotionTexts();
  registerPrizeWords();
  registerAgent5Texts();
  const { t } = useTranslation();
  const agent = useAgent5();
  const shareLink = useShareLink();

  let body;
  if (agent.isError) body = <ErrorState message={activityFailureText(agent.error, t)} onRetry={() => void agent.refetch()} testId="agent5-error" />;
  else if (!agent.data) body = <Skeleton lines={6} testId="agent5-loading" />;
  else {
    const state = agent.data;
    body = (
      <div className="a5" data-testid="agent5">
        <p>{t('promotions.agent5.intro', { rate: percentText(state.commission.basisPoints) })}</p>
        <p className="a5-note">{t('promotions.agent5.validRule', { amount: formatMoney(state.qualifyingDeposit) })}</p>
        <dl className="a5-figures a5-figures--big">
          <div><dt>{t('promotions.agent5.validInvites')}</dt><dd data-testid="agent5-valid-invites">{state.validInvites}</dd></div>
          <div><dt>{t('promotions.agent5.invited')}</dt><dd data-testid="agent5-invited">{state.invited}</dd></div>
        </dl>
        <InviteLinkBox shareLink={shareLink} />
        <Commission state={state} />
        <Tiers state={state} />
        <Tasks state={state} shareLink={shareLink} />
        <Invitees state={state} />
        <EarningsLog />
        <p><Link to="/rule/agent5" data-testid="agent5-rules">{t('promotions.agent5.rules')}</Link></p>
      </div>
    );
  }
  return <ActivityPageFrame title={t('promotions.agent5.title')} testId="agent5-page">{body}</ActivityPageFrame>;
}
