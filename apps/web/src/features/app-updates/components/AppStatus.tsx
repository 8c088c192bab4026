import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CLIENT_VERSION } from '@casino/contract';
import { useLocation, useNavigate } from '../../../shared/router/index.ts';
import { useAppConfig, useIsGreen, useSiteConfig } from '../../../shared/app-config/store.ts';
import { formatMoney } from '../../../shared/format/money.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { useUserStore } from '../../auth/index.ts';
import { refreshBalances } from '../../wallet/index.ts';
import { claimAppDownloadBonus } from '../api/claim-app-download-bonus.ts';
import { describeAppDownloadFailure, isFinalRefusal } from '../lib/app-download-errors.ts';
import { clearRechargeUpdateMarker, depositsGrew, downloadBonusDue, hasRechargeUpdateMarker, setRechargeUpdateMarker } from '../lib/download-bonus.ts';
import { applyUpdate, useAppUpdateState, useOnline } from '../lib/update-state.ts';
import { isBelowMinimum } from '../lib/version.ts';
import { registerAppUpdateTexts } from '../texts.ts';
import { DownloadBonusSheet } from './DownloadBonusSheet.tsx';
import { ForcedUpdateSheet } from './ForcedUpdateSheet.tsx';
import { OfflineNotice } from './OfflineNotice.tsx';
import { UpdatePrompt } from './UpdatePrompt.tsx';
import './app-status.css';

registerAppUpdateTexts();

/** Where the app-download sheet may show. */
const HOME_PATH = '/lobby/home';

/**
 * What every screen may show about the app itself (docs/decisions/070): the offline notice, the
 * Reload prompt for a new version, the forced-update sheet below MIN_CLIENT_VERSION, and the §4
 * app-download sheet after a deposit.
 */
export default function AppStatus({ version = CLIENT_VERSION }: { version?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const config = useAppConfig();
  const green = useIsGreen();
  const { appName } = useSiteConfig();
  const online = useOnline();
  const { updateReady } = useAppUpdateState();
  const totalRecharge = useUserStore((state) => state.user?.totalRecharge);
  const [marker, setMarker] = useState(hasRechargeUpdateMarker);
  const [bonusLater, setBonusLater] = useState(false);

  // A deposit seen on this device sets the §4 marker.
  useEffect(() => useUserStore.subscribe((next, previous) => {
    if (depositsGrew(previous.user, next.user)) {
      setRechargeUpdateMarker();
      setMarker(true);
    }
  }), []);

  const minimum = config?.minClientVersion ?? '';
  const forced = isBelowMinimum(version, minimum);
  const bonus = config?.appDownloadBonus ?? 0;
  // Offered on the home screen, with the other home modals: never over the deposit that earned it.
  const bonusDue = pathname === HOME_PATH && !forced && !green && !bonusLater && downloadBonusDue(totalRecharge, marker, bonus);

  const claimBonus = async () => {
    try {
      const { claim, replayed } = await claimAppDownloadBonus();
      clearRechargeUpdateMarker();
      setMarker(false);
      if (!replayed) void toast.success(t('appUpdates.bonusGranted', { amount: formatMoney(claim.coin) }));
      void refreshBalances().catch(() => undefined);
    } catch (error) {
      void toast.fail(describeAppDownloadFailure(error, t));
      if (!isFinalRefusal(error)) return;
      clearRechargeUpdateMarker();
      setMarker(false);
      return;
    }
    const downloadUrl = config?.h5.downloadUrl ?? '';
    if (downloadUrl) window.location.assign(downloadUrl);
    else void navigate('/apkdownload');
  };

  return (
    <>
      {(!online || (updateReady && !forced)) && (
        <div className="app-status">
          {!online && <OfflineNotice />}
          {updateReady && !forced && <UpdatePrompt onReload={() => applyUpdate()} />}
        </div>
      )}
      {forced && <ForcedUpdateSheet appName={appName} version={version} minimum={minimum} onUpdate={() => applyUpdate()} />}
      {bonusDue && <DownloadBonusSheet appName={appName} bonus={bonus} onClaim={claimBonus} onLater={() => setBonusLater(true)} />}
    </>
  );
}
