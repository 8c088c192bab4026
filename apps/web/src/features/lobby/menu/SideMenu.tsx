import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from '../../../shared/router/index.ts';
import { Popup } from '../../../shared/ui/popup.ts';
import { useCurrentUser } from '../../auth/index.ts';
import { MemberPanel } from './MemberPanel.tsx';
import './SideMenu.css';

interface SideMenuProps {
  open: boolean;
  onClose: () => void;
}

/** The left slide-in side menu (§2); it closes when the player moves to another screen. */
export default function SideMenu({ open, onClose }: SideMenuProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const location = useLocation();
  const openedAt = useRef(location.key);
  useEffect(() => {
    if (location.key !== openedAt.current) onClose();
    openedAt.current = location.key;
  }, [location.key, onClose]);
  // Logged out while open: nothing left to show.
  useEffect(() => {
    if (!user && open) onClose();
  }, [user, open, onClose]);

  return (
    <Popup visible={open && user !== null} position="left" onMaskClick={onClose} onClose={onClose}
      bodyClassName="side-menu" destroyOnClose>
      {user && (
        <div className="side-menu__inner" data-testid="side-menu">
          <header className="side-menu__head">
            <h2>{t('menu.title')}</h2>
            <button type="button" className="side-menu__close" onClick={onClose} aria-label={t('common.close')} data-testid="side-menu-close">×</button>
          </header>
          <MemberPanel user={user} />
        </div>
      )}
    </Popup>
  );
}
