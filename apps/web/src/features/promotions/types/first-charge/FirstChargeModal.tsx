import { useQueryClient } from '../../../../shared/query/index.ts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { refreshActivityIds } from '../../api/activity-ids.ts';
import { ActivityModalFrame } from '../../components/ActivityModalFrame.tsx';
import { registerPromotionTexts } from '../../texts.ts';
import type { ActivityModalProps } from '../registry.ts';
import { FirstChargeOffer } from './FirstChargeOffer.tsx';
import '../../promotions.css';

registerPromotionTexts();

/** The first-charge offer in the home activity modal. */
export default function FirstChargeModal({ onClose }: ActivityModalProps) {
  registerPromotionTexts();
  const { t } = useTranslation();
  const client = useQueryClient();
  // §4: the countdown ending in a modal reads the ids again and closes it.
  const onEnded = useCallback(() => {
    void refreshActivityIds(client);
    onClose();
  }, [client, onClose]);
  return (
    <ActivityModalFrame title={t('promotions.firstCharge.title')} onClose={onClose} testId="first-charge-modal">
      <FirstChargeOffer onEnded={onEnded} closeModal={onClose} />
    </ActivityModalFrame>
  );
}
