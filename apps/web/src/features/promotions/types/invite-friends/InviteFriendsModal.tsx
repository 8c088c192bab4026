import { useTranslation } from 'react-i18next';
import { ActivityModalFrame } from '../../components/ActivityModalFrame.tsx';
import { registerPromotionTexts } from '../../texts.ts';
import type { ActivityModalProps } from '../registry.ts';
import { InviteFriendsOffer } from './InviteFriendsOffer.tsx';
import { registerInviteFriendsTexts } from './texts.ts';
import '../../promotions.css';

registerPromotionTexts();
registerInviteFriendsTexts();

/** Invite friends in the home activity modal (§2 "invite-friends activity page or modal"). */
export default function InviteFriendsModal({ onClose }: ActivityModalProps) {
  registerPromotionTexts();
  registerInviteFriendsTexts();
  const { t } = useTranslation();
  return (
    <ActivityModalFrame title={t('promotions.inviteFriends.title')} onClose={onClose} testId="invite-friends-modal">
      <InviteFriendsOffer closeModal={onClose} />
    </ActivityModalFrame>
  );
}
