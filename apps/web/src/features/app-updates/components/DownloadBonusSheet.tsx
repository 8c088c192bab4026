import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/format/money.ts';
import { UpdateSheet } from './UpdateSheet.tsx';

interface DownloadBonusSheetProps {
  appName: string;
  /** Hundredths. */
  bonus: number;
  onClaim: () => Promise<void>;
  onLater: () => void;
}

/** §4: after a deposit, the sheet promising the app-download bonus; "Later" hides it for this visit. */
export function DownloadBonusSheet({ appName, bonus, onClaim, onLater }: DownloadBonusSheetProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const amount = formatMoney(bonus);
  const claim = () => {
    setBusy(true);
    void onClaim().finally(() => setBusy(false));
  };
  return (
    <UpdateSheet
      title={t('appUpdates.bonusTitle', { appName })} testId="download-bonus"
      actions={(
        <>
          <button type="button" className="update-sheet__primary" disabled={busy} onClick={claim}>{t('appUpdates.bonusAction', { amount })}</button>
          <button type="button" className="update-sheet__secondary" disabled={busy} onClick={onLater}>{t('appUpdates.later')}</button>
        </>
      )}
    >
      <p>{t('appUpdates.bonusBody', { amount })}</p>
    </UpdateSheet>
  );
}
