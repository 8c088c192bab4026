import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../auth/index.ts';
import { MemberPanel } from '../menu/MemberPanel.tsx';
import './DesktopPages.css';

/** Desktop /lobby/member: the player's summary with the side menu's entries laid out wide. */
export default function MemberPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <div className="desk-page desk-page--member" data-testid="member-page">
      <h1 className="desk-page__title">{t('screens.member')}</h1>
      {user && <MemberPanel user={user} />}
    </div>
  );
}
