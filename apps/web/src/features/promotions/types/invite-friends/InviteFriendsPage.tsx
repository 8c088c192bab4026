import { useTranslation } from 'react-i18next';
import { ActivityPageFrame } from '../../components/ActivityPageFrame.tsx';
import { registerPromotionTexts } from '../../texts.ts';
import { InviteFriendsOffer } from './InviteFriendsOffer.tsx';
import { registerInviteFriendsTexts } from './texts.ts';
import '../../promotions.css';

registerPromotionTexts();
registerInviteFriendsTexts();

/** /activity/inviteFriends (phones and the desktop): invite friends on a page of its own. */
export default function InviteFriendsPage() {
  registerPromotionTexts();
  registerInviteFriendsTexts();
  const { t } = useTranslation();
  return (
    <ActivityPageFrame title={t('promotions.inviteFriends.title')} testId="invite-friends-page">
      <InviteFriendsOffer />
    </ActivityPageFrame>
  );
}
