import { useQueryClient } from '../../../../shared/query/index.ts';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { ActivityErrcode, Limits } from '@casino/contract';
import type { FollowNetwork } from '@casino/contract';
import { Link } from '../../../../shared/router/index.ts';
import { isCallError } from '../../../../shared/api/errors.ts';
import { useDebouncedCallback } from '../../../../shared/hooks/use-debounced-callback.ts';
import { ErrorState, Skeleton } from '../../../../shared/ui/StateViews.tsx';
import { toast } from '../../../../shared/ui/toast.ts';
import { refreshActivityIds } from '../../api/activity-ids.ts';
import { ActivityPageFrame } from '../../components/ActivityPageFrame.tsx';
import { activityFailureText, isActivityGone } from '../../errors.ts';
import { registerPromotionTexts } from '../../texts.ts';
import { prizesText, registerPrizeWords } from '../prize-words.ts';
import { useClaimChannel, useFollowRewards, useVisitChannel } from './api.ts';
import { registerFollowRewardsTexts } from './texts.ts';
import '../../promotions.css';
import '../daily.css';
import './follow.css';

registerPromotionTexts();
registerPrizeWords();
registerFollowRewardsTexts();

/** A letter badge per network (no logos are shipped). */
const BADGE: Readonly<Record<FollowNetwork, string>> = {
  facebook: 'f', telegram: 'T', instagram: 'IG', whatsapp: 'W', youtube: 'YT', tiktok: 'TT', x: 'X', other: '★',
};

const failureText = (error: unknown, t: TFunction): string => {
  if (isCallError(error) && error.errcode === ActivityErrcode.ConditionNotMet) return t('promotions.follow.err1005');
  if (isCallError(error) && error.errcode === ActivityErrcode.AlreadyClaimed) return t('promotions.follow.err1006');
  return activityFailureText(error, t);
};

/**
 * /activity/follow (phones and the desktop): the operator's channels, each with its reward.
 * Open leaves for the channel in a new tab and records the visit; Claim then grants the reward once.
 */
export default function FollowRewardsPage() {
  registerPromotionTexts();
  registerPrizeWords();
  registerFollowRewardsTexts();
  const { t } = useTranslation();
  const client = useQueryClient();
  const rewards = useFollowRewards();
  const visit = useVisitChannel();
  const claimChannel = useClaimChannel();
  const claim = useDebouncedCallback((channelId: number) => {
    claimChannel.mutate(channelId, {
      onSuccess: (answer) => void toast.success(t('promotions.follow.done', { prize: prizesText(answer.propList, t) })),
      onError: async (error) => {
        void toast.fail(failureText(error, t));
        if (isActivityGone(error)) await refreshActivityIds(client);
        await rewards.refetch();
      },
    });
  }, Limits.claimDebounceMs);

  let body;
  if (rewards.isError) body = <ErrorState message={activityFailureText(rewards.error, t)} onRetry={() => void rewards.refetch()} testId="follow-error" />;
  else if (!rewards.data) body = <Skeleton lines={4} testId="follow-loading" />;
  else {
    const data = rewards.data;
    body = (
      <div data-testid="follow-channels">
        <p>{t('promotions.follow.intro')}</p>
        <ul className="follow-list">
          {data.channels.map((channel) => {
            let action;
            if (channel.claimed) action = <span className="follow-done" data-testid={`follow-claimed-${channel.id}`}>{t('promotions.follow.claimed')}</span>;
            else if (channel.visited) {
              action = (
                <button type="button" className="daily-buy" data-testid={`follow-claim-${channel.id}`} disabled={claimChannel.isPending} onClick={() => claim(channel.id)}>
                  {t('promotions.follow.claim')}
                </button>
              );
            } else {
              // The link itself opens the channel (no pop-up blocker stops a tap on a link); the visit is recorded beside it.
              action = (
                <a href={channel.url} target="_blank" rel="noopener noreferrer" className="daily-buy" data-testid={`follow-open-${channel.id}`} onClick={() => visit.mutate(channel.id)}>
                  {t('promotions.follow.open')}
                </a>
              );
            }
            return (
              <li key={channel.id} className="follow-channel" data-testid={`follow-channel-${channel.id}`} data-claimed={channel.claimed ? '1' : '0'}>
                <span className={`follow-badge follow-badge--${channel.network}`} aria-hidden="true">{BADGE[channel.network]}</span>
                <span className="follow-channel__text">
                  <strong>{channel.name}</strong>
                  <span className="daily-award">{prizesText(channel.award, t)}</span>
                  {channel.visited && !channel.claimed && <span className="daily-note">{t('promotions.follow.opened')}</span>}
                </span>
                {action}
              </li>
            );
          })}
        </ul>
        <p><Link to={`/reward/detail/${data.instanceId}`} data-testid="follow-rules">{t('promotions.follow.rules')}</Link></p>
      </div>
    );
  }
  return <ActivityPageFrame title={t('promotions.follow.title')} testId="follow-page">{body}</ActivityPageFrame>;
}
