import { useSyncExternalStore } from 'react';
import type { BeforeInstallPromptEvent } from './capture.ts';
import { installOffer, listenForInstallOffer, subscribeInstallOffer } from './capture.ts';

/** The kept install offer, re-rendering when the browser makes or withdraws one. */
export function useInstallOffer(): BeforeInstallPromptEvent | null {
  listenForInstallOffer();
  return useSyncExternalStore(subscribeInstallOffer, installOffer, () => null);
}
