import { useExternalStoreInTransition } from '../../shared/store/create.ts';

/**
 * The lobby's blocking overlays (the age notice, the home notice modal, the service frame, the
 * deposit and game sheets) are all marked aria-modal="true". The prompts wait while one is open,
 * so they never cover it and need no knowledge of each overlay's own rules.
 */
const MODAL = '[aria-modal="true"]';

export function otherOverlayOpen(root: ParentNode = document): boolean {
  return root.querySelector(MODAL) !== null;
}

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-modal'] });
  return () => observer.disconnect();
}

export function useOtherOverlayOpen(): boolean {
  return useExternalStoreInTransition(subscribe, otherOverlayOpen);
}
