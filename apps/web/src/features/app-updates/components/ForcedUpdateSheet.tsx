import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UpdateSheet } from './UpdateSheet.tsx';

interface ForcedUpdateSheetProps {
  appName: string;
  version: string;
  minimum: string;
  onUpdate: () => Promise<void> | void;
}

/**
 * The app is older than the server's minimum (MIN_CLIENT_VERSION): it cannot be dismissed; the
 * one action reloads into the newest version the server has.
 */
export function ForcedUpdateSheet({ appName, version, minimum, onUpdate }: ForcedUpdateSheetProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const update = () => {
    setBusy(true);
    void Promise.resolve(onUpdate()).catch(() => setBusy(false));
  };
  return (
    <UpdateSheet
      title={t('appUpdates.forcedTitle')} testId="forced-update"
      actions={(
        <button type="button" className="update-sheet__primary" disabled={busy} onClick={update}>
          {busy ? t('appUpdates.updating') : t('appUpdates.updateNow')}
        </button>
      )}
    >
      <p>{t('appUpdates.forcedBody', { appName })}</p>
      <p className="update-sheet__note">{t('appUpdates.forcedVersion', { version, minimum })}</p>
    </UpdateSheet>
  );
}
