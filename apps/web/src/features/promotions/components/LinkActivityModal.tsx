import { useTranslation } from 'react-i18next';
import { useNavigate } from '../../../shared/router/index.ts';
import { isDesktop } from '../../../shared/device/platform.ts';
import { useActivityData } from '../api/activity-ids.ts';
import { linkTarget } from '../entry-target.ts';
import { ActivityModalFrame } from './ActivityModalFrame.tsx';

/**
 * A link activity (Notice, OutLink) in the home activity modal: its title and an Open button that
 * opens its address (a notice as a screen, an outside address in a new window) and closes the modal.
 */
export function LinkActivityModal({ type, onClose, testId }: { type: number; onClose(): void; testId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const record = useActivityData().activityMap[String(type)];
  const target = linkTarget(record, isDesktop());
  const open = () => {
    onClose();
    if (target?.kind === 'route') void navigate(target.to);
    else if (target) window.open(target.href, '_blank', 'noopener,noreferrer');
  };
  return (
    <ActivityModalFrame title={record?.title ?? ''} onClose={onClose} testId={testId}>
      <button type="button" className="fc-tier__pay" data-testid={`${testId}-open`} disabled={!target} onClick={open}>{t('promotions.open')}</button>
    </ActivityModalFrame>
  );
}
