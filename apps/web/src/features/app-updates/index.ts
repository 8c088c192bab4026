/**
 * The installable app's own state (§2, §4; docs/decisions/070): the service worker (registered
 * by the app entry after load), the offline notice, the Reload prompt for a new version, the
 * forced-update sheet below the server's MIN_CLIENT_VERSION and the app-download bonus sheet.
 * The notices load in a chunk of their own after the first screen.
 */
import type { enPKAppUpdates } from './i18n/en-PK.ts';
import { lazyInOwnTask } from '../../shared/render/lazy-in-own-task.ts';

export { startAppUpdates } from './start.ts';

/** Mounted once by the root layout, inside a Suspense boundary. */
export const AppStatus = lazyInOwnTask(() => import('./components/AppStatus.tsx'));

/** The notices' texts load with them (./texts.ts). */
export type AppUpdateTexts = typeof enPKAppUpdates;
