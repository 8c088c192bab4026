import { useQueryClient } from '../../../../shared/query/index.ts';
import { useTranslation } from 'react-i18next';
import { ActivityErrcode, InviteFriendsStatus, Limits } from '@casino/contract';
import type { InviteFriendsConfig } from '@casino/contract';
import { Link, useNavigate } from '../../../../shared/router/index.ts';
import { isCallError } from '../../../../shared/api/errors.ts';
import { isDesktop } from '../../../../shared/device/platform.ts';
import { formatMoney } from '../../../../shared/format/money.ts';
import { useDebouncedCallback } from '../../../../shared/hooks/use-debounced-callback.ts';
import { copyText } from '../../../../shared/lib/clipboard.ts';
import { ErrorState, Skeleton } from '../../../../shared/ui/StateViews.tsx';
import { toast } from '../../../../shared/ui/toast.ts';
import { useUserStore } from '../../../auth/index.ts';
import { activityFailureText, onActivityFailure } from '../../errors.ts';
import { prizesText, registerPrizeWords } from '../prize-words.ts';
import { useInviteFriends, useInviteLink, useReceiveInviteReward } from './api.ts';
import { awardOf, inviteProgress } from './rules.ts';
import { registerInviteFriendsTexts } from './texts.ts';
import './invite-friends.css';

registerPrizeWords();
registerInviteFriendsTexts();

const bindPath = () => (isDesktop() ? '/lobby/bind' : '/bind');

/** The player's invite link with copy and share (§9 parameters through the server's short link). */
function SharedLink() {
  const { t } = useTranslation();
  const link = useInviteLink(true);
  const copy = async (url: string) => {
    void ((await copyText(url)) ? toast.success(t('common.copySuccess')) : toast.fail(t('common.copyFail')));
  };
  const share = async (url: string) => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: t('promotions.inviteFriends.title'), text: t('promotions.inviteFriends.shareText'), url });
        return;
      } catch {
        // Dismissed or not allowed here: copying still gives the player the link.
      }
    }
    await copy(url);
  };
  if (link.isError) return <p data-testid="invite-friends-link-error">{t('promotions.inviteFriends.linkFailed')}</p>;
  if (!link.data) return <Skeleton lines={1} testId="invite-friends-link-loading" />;
  const url = link.data;
  return (
    <>
      <output className="if-link__url" data-testid="invite-friends-link">{url}</output>
      <div className="if-link__actions">
        <button type="button" className="if-button" data-testid="invite-friends-copy" onClick={() => void copy(url)}>{t('promotions.inviteFriends.copy')}</button>
        <button type="button" className="if-button" data-testid="invite-friends-share" onClick={() => void share(url)}>{t('promotions.inviteFriends.share')}</button>
      </div>
    </>
  );
}

/** §5: sharing needs a bound mobile; without one no link is asked for and the way leads to /bind. */
function InviteLinkBox({ bound, closeModal }: { bound: boolean; closeModal?: () => void }) {
  const { t } = useTranslation();
  return (
    <section className="if-link" aria-label={t('promotions.inviteFriends.linkTitle')}>
      <h3 className="if-link__title">{t('promotions.inviteFriends.linkTitle')}</h3>
      {bound ? <SharedLink /> : (
        <>
          <p data-testid="invite-friends-need-mobile">{t('promotions.inviteFriends.needMobile')}</p>
          <Link to={bindPath()} className="if-button" data-testid="invite-friends-bind" onClick={() => closeModal?.()}>{t('promotions.inviteFriends.bind')}</Link>
        </>
      )}
    </section>
  );
}

/**
 * Invite friends on its page and in the home modal (§3, §4, §9): "Limited to new players only",
 * the invite link, each tier with its progress (inviteCount+1)/(required+1) and its button:
 * Invite while not reached, Receive when reached, Receive disabled once claimed.
 */
export function InviteFriendsOffer({ closeModal }: { closeModal?: () => void }) {
  registerPrizeWords();
  registerInviteFriendsTexts();
  const { t } = useTranslation();
  const client = useQueryClient();
  const navigate = useNavigate();
  const offer = useInviteFriends();
  const receive = useReceiveInviteReward();
  const bound = useUserStore((state) => (state.user?.mobile ?? '') !== '');
  const claim = useDebouncedCallback((propId: number) => {
    receive.mutate(propId, {
      onSuccess: (answer) => void toast.success(t('promotions.inviteFriends.done', { prize: prizesText(answer.propList, t) })),
      onError: async (error) => {
        if (isCallError(error) && error.errcode === ActivityErrcode.ConditionNotMet) void toast.fail(t('promotions.inviteFriends.err1005'));
        else await onActivityFailure(error, t, client, closeModal);
        await offer.refetch();
      },
    });
  }, Limits.claimDebounceMs);
  const invite = () => {
    if (bound) {
      document.querySelector('.if-link')?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
      return;
    }
    closeModal?.();
    void navigate(bindPath());
  };

  if (offer.isError) return <ErrorState message={activityFailureText(offer.error, t)} onRetry={() => void offer.refetch()} testId="invite-friends-error" />;
  if (!offer.data) return <Skeleton lines={5} testId="invite-friends-loading" />;
  const { appInviteBonus1User: state, list, invited, qualifyingDeposit, instanceId } = offer.data;

  const tier = (entry: InviteFriendsConfig) => {
    const progress = inviteProgress(state.inviteCount, entry.inviteCount);
    const reached = entry.itemStatus !== InviteFriendsStatus.NotReached;
    return (
      <li key={entry.id} className="if-tier" data-testid={`invite-friends-tier-${entry.id}`} data-status={entry.itemStatus}>
        <div className="if-tier__head">
          <span className="if-tier__need">{entry.inviteCount === 1 ? t('promotions.inviteFriends.tierOne') : t('promotions.inviteFriends.tier', { count: entry.inviteCount })}</span>
          <span className="if-tier__prize">{prizesText(awardOf(entry), t)}</span>
        </div>
        <div className="if-progress" role="progressbar" aria-valuemin={1} aria-valuemax={progress.of} aria-valuenow={progress.shown}>
          <span className="if-progress__fill" style={{ width: `${(progress.shown / progress.of) * 100}%` }} />
        </div>
        <div className="if-tier__foot">
          <span data-testid={`invite-friends-progress-${entry.id}`}>{t('promotions.inviteFriends.progress', progress)}</span>
          {reached ? (
            <button type="button" className="if-button if-button--receive" data-testid={`invite-friends-receive-${entry.id}`}
              disabled={entry.itemStatus === InviteFriendsStatus.Claimed || receive.isPending} onClick={() => claim(entry.id)}>
              {t('promotions.inviteFriends.receive')}
            </button>
          ) : (
            <button type="button" className="if-button" data-testid={`invite-friends-invite-${entry.id}`} onClick={invite}>
              {t('promotions.inviteFriends.invite')}
            </button>
          )}
        </div>
      </li>
    );
  };

  return (
    <div className="if-offer" data-testid="invite-friends-offer" data-invite-count={state.inviteCount}>
      <p className="if-offer__limited" data-testid="invite-friends-limited">{t('promotions.inviteFriends.limited')}</p>
      <p className="if-offer__intro">{t('promotions.inviteFriends.intro', { amount: formatMoney(qualifyingDeposit) })}</p>
      <p className="if-offer__counts" data-testid="invite-friends-counts">{t('promotions.inviteFriends.counts', { invited, qualified: state.inviteCount })}</p>
      <InviteLinkBox bound={bound} closeModal={closeModal} />
      <ul className="if-tiers">{list.map(tier)}</ul>
      <p><Link to={`/reward/detail/${instanceId}`} data-testid="invite-friends-rules" onClick={() => closeModal?.()}>{t('promotions.inviteFriends.rules')}</Link></p>
    </div>
  );
}
