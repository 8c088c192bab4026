import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AGREEMENT_REQUIRED_VARIANTS } from '@casino/contract';
import type { SiteConfig } from '@casino/contract';
import { SessionKey } from '../../../shared/storage/keys.ts';
import { readText, writeText } from '../../../shared/storage/storage.ts';
import { toast } from '../../../shared/ui/toast.ts';

export type AgreementTab = 'terms' | 'privacy';

export interface AgreementState {
  /** Whether the checkbox is shown at all (green mode or a variant that needs it). */
  shown: boolean;
  checked: boolean;
  sheetOpen: boolean;
  tab: AgreementTab;
  /** A tap on the checkbox: ticks or unticks, except in green mode where it opens the sheet. */
  toggle: () => void;
  openSheet: (tab: AgreementTab) => void;
  closeSheet: () => void;
  /** The sheet's I Agree: ticks and closes. */
  agree: () => void;
  /** Before submitting: true when the form may go; otherwise the player is told why. */
  allowSubmit: () => boolean;
}

const requiredVariants: readonly string[] = AGREEMENT_REQUIRED_VARIANTS;

/** The agreement rules of §2/§4, for the login and register forms. */
export function useAgreement(site: Pick<SiteConfig, 'mode' | 'siteVariant'>): AgreementState {
  const { t } = useTranslation();
  const green = site.mode === 'green';
  const required = requiredVariants.includes(site.siteVariant);
  // Until the player touches it the box follows the mode, which may arrive after first render.
  const [choice, setChoice] = useState<boolean | null>(null);
  const [sheetOpen, setSheetOpen] = useState(() => readText(SessionKey.agreementSheet, 'session') === 'true');
  const [tab, setTab] = useState<AgreementTab>('terms');
  const checked = choice ?? !green;

  const setSheet = useCallback((open: boolean) => {
    setSheetOpen(open);
    writeText(SessionKey.agreementSheet, String(open), 'session');
  }, []);

  const openSheet = useCallback((next: AgreementTab) => {
    setTab(next);
    setSheet(true);
  }, [setSheet]);

  return {
    shown: green || required,
    checked,
    sheetOpen,
    tab,
    toggle: () => {
      if (green && !checked) openSheet('terms');
      else setChoice(!checked);
    },
    openSheet,
    closeSheet: () => setSheet(false),
    agree: () => {
      setChoice(true);
      setSheet(false);
    },
    allowSubmit: () => {
      if (checked || !(green || required)) return true;
      if (green) openSheet('terms');
      else void toast.fail(t('verify.accountTips'));
      return false;
    },
  };
}
