import { useTranslation } from 'react-i18next';
import { Link } from '../../../../shared/router/index.ts';
import { isDesktop } from '../../../../shared/device/platform.ts';
import { copyText } from '../../../../shared/lib/clipboard.ts';
import { toast } from '../../../../shared/ui/toast.ts';
import { useCurrentUser } from '../../../auth/index.ts';
import { useAgentInviteLink } from './invite-link.ts';
import { registerAgentCommonTexts } from './texts.ts';

/** The player's invite link with copy and share (a bound mobile first, §5), as both agent pages show it. */
export function InviteBox({ testId }: { testId: string }) {
  registerAgentCommonTexts();
  const { t } = useTranslation();
  const user = useCurrentUser();
  // §5: sharing needs a bound mobile.
  const canShare = user ? user.mobile !== '' : false;
  const link = useAgentInviteLink(canShare);
  const copy = async () => {
    if (!link.data) return;
    if (await copyText(link.data)) void toast.success(t('promotions.agentCommon.copied'));
    else void toast.fail(t('promotions.agentCommon.copyFailed'));
  };
  const share = () => {
    if (link.data && typeof navigator.share === 'function') void navigator.share({ url: link.data }).catch(() => undefined);
  };
  return (
    <section className="agent-invite" data-testid={testId}>
      <h2 className="promo-page__section">{t('promotions.agentCommon.invite')}</h2>
      {!canShare ? (
        <>
          <p>{t('promotions.agentCommon.bindFirst')}</p>
          <Link to={isDesktop() ? '/lobby/bind' : '/bind'} className="fc-prize__claim" data-testid={`${testId}-bind`}>{t('promotions.agentCommon.bind')}</Link>
        </>
      ) : (
        <div className="agent-invite__link">
          <input type="text" readOnly aria-label={t('promotions.agentCommon.link')} value={link.data ?? ''} data-testid={`${testId}-link`} />
          <button type="button" className="fc-prize__claim" disabled={!link.data} onClick={() => void copy()} data-testid={`${testId}-copy`}>
            {t('promotions.agentCommon.copy')}
          </button>
          {typeof navigator.share === 'function' && (
            <button type="button" className="fc-prize__claim" disabled={!link.data} onClick={share}>{t('promotions.agentCommon.share')}</button>
          )}
        </div>
      )}
      {user && <p className="agent-invite__code">{t('promotions.agentCommon.code', { code: user.inviteCode })}</p>}
    </section>
  );
}
