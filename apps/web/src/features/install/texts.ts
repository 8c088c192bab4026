import i18n from 'i18next';
import { LOCALE } from '@casino/contract';
import { enPKInstall } from '../../shared/i18n/en-PK.install.ts';

let registered = false;

/** Adds the prompts' texts to the catalogue; they load with the lobby home (docs/decisions/052). */
export function registerInstallTexts(): void {
  if (registered) return;
  i18n.addResourceBundle(LOCALE, 'translation', enPKInstall, true, true);
  registered = true;
}
