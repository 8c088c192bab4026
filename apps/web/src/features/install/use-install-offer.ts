import { useExternalStoreInTransition } from '../../shared/store/create.ts';
import type { BeforeInstallPromptEvent } from './capture.ts';
import { installOffer, listenForInstallOffer, subscribeInstallOffer } from './capture.ts';

/** The kept install offer, re-rendering when the browser makes or withdraws one. */
export function useInstallOffer(): BeforeInstallPromptEvent | null {
  listenForInstallOffer();
  return useExternalStoreInTransition(subscribeInstallOffer, installOffer);
}
