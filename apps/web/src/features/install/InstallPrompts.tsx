import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppConfig, useIsGreen, useSiteConfig } from '../../shared/app-config/store.ts';
import { currentEnvironment } from '../../shared/device/environment.ts';
import { dropInstallOffer } from './capture.ts';
import { InstallCard } from './InstallCard.tsx';
import { readInstallMemory, recordInstallOutcome, rememberShown } from './install-memory.ts';
import { chooseInstallPrompt } from './install-rules.ts';
import type { InstallPromptKind } from './install-rules.ts';
import { useOtherOverlayOpen } from './other-overlay.ts';
import { ShareIcon } from './ShareIcon.tsx';
import { registerInstallTexts } from './texts.ts';
import { useInstallOffer } from './use-install-offer.ts';
import './InstallPrompts.css';

registerInstallTexts();

interface InstallPromptsProps {
  /** The home is not in front (another tab, the side menu): wait, like for any other overlay. */
  paused?: boolean;
}

/**
 * §2/§4 add-to-home-screen prompts on the lobby home: at most one at a time, and only once no
 * other lobby overlay is open, so the age notice and the notice modal always come first.
 */
export function InstallPrompts({ paused = false }: InstallPromptsProps) {
  const { t } = useTranslation();
  const config = useAppConfig();
  const green = useIsGreen();
  const { appName } = useSiteConfig();
  const offer = useInstallOffer();
  const overlayOpen = useOtherOverlayOpen();
  // Once chosen, a prompt stays until answered: recording it as shown must not make it vanish.
  const [shown, setShown] = useState<InstallPromptKind | null>(null);
  const [closed, setClosed] = useState(false);
  // Green mode is only known once the config is in.
  const waiting = paused || overlayOpen || config === null;

  useEffect(() => {
    if (shown !== null || closed || waiting) return;
    const now = Date.now();
    const kind = chooseInstallPrompt({ env: currentEnvironment(), green, canPrompt: offer !== null, memory: readInstallMemory(), now });
    if (kind === null) return;
    rememberShown(kind, now);
    setShown(kind);
  }, [shown, closed, waiting, green, offer]);

  if (shown === null || closed || waiting || green) return null;

  const close = () => setClosed(true);

  if (shown === 'install') {
    // An offer the browser withdrew (the app got installed) takes its prompt with it.
    if (offer === null) return null;
    const install = async () => {
      dropInstallOffer();
      setClosed(true);
      try {
        // prompt() needs the tap's user activation, so it runs before the first await.
        await offer.prompt();
        recordInstallOutcome((await offer.userChoice).outcome);
      } catch {
        // A refused prompt records nothing: the daily rule stays in charge.
      }
    };
    return (
      <InstallCard
        kind="install" title={t('install.promptTitle', { appName })} onDismiss={close}
        actions={(
          <>
            <button type="button" className="install-prompt__secondary" onClick={close}>{t('install.notNow')}</button>
            <button type="button" className="install-prompt__primary" onClick={() => void install()}>{t('install.promptAction')}</button>
          </>
        )}
      >
        {t('install.promptBody')}
      </InstallCard>
    );
  }

  const gotIt = <button type="button" className="install-prompt__primary" onClick={close}>{t('install.gotIt')}</button>;
  if (shown === 'ios-hint') {
    return (
      <InstallCard kind="ios-hint" title={t('install.iosTitle', { appName })} onDismiss={close} actions={gotIt}>
        {t('install.iosBodyBefore')} <ShareIcon label={t('install.iosShareLabel')} /> {t('install.iosBodyAfter')}
      </InstallCard>
    );
  }
  return (
    <InstallCard kind="chrome-hint" title={t('install.chromeTitle', { appName })} onDismiss={close} actions={gotIt}>
      {t('install.chromeBody')}
    </InstallCard>
  );
}
