import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A new version is waiting: a small bar that leaves the screen usable; Reload takes the new version. */
export function UpdatePrompt({ onReload }: { onReload: () => Promise<void> | void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <div className="app-status__bar app-status__bar--update" role="status" data-testid="update-prompt">
      <span>{t('appUpdates.updateReady')}</span>
      <button
        type="button" className="app-status__action" disabled={busy}
        onClick={() => { setBusy(true); void Promise.resolve(onReload()).catch(() => setBusy(false)); }}
      >
        {t('appUpdates.reload')}
      </button>
    </div>
  );
}
