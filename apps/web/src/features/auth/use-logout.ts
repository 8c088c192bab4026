import { useTranslation } from 'react-i18next';
import { useNavigate } from '../../shared/router/index.ts';
import { beginSignOut } from '../../shared/session/token.ts';
import { confirmDialog } from '../../shared/ui/dialog.ts';
import { logoutOnServer } from './api/logout.ts';
import { clearSession } from './session.ts';

/** Log out after a confirmation (§4): end the server session, clear everything local, go to /login. */
export function useLogout(): () => Promise<void> {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return async () => {
    const confirmed = await confirmDialog({ content: t('common.logoutTip'), confirmText: t('common.ok'), cancelText: t('common.cancel') });
    if (!confirmed) return;
    beginSignOut();
    await logoutOnServer();
    // Leave first; if the guard still sees the private screen, the logout reason keeps /login plain.
    await navigate('/login', { replace: true });
    clearSession('logout');
  };
}
