/**
 * Add-to-home-screen prompts (§2, §4; docs/decisions/052). The app entry calls
 * listenForInstallOffer at once: the browser's offer can come before the lobby home renders.
 */
import type { enPKInstall } from './i18n/en-PK.ts';

export { listenForInstallOffer } from './capture.ts';
export { InstallPrompts } from './InstallPrompts.tsx';
/** The /apkdownload screen (§2), for the route tables. */
export { installRoutes } from './routes.ts';
export { INSTALL_PROMPT_INTERVAL_MS } from './install-rules.ts';

/** The prompts' texts load with them (./texts.ts). */
export type InstallTexts = typeof enPKInstall;
