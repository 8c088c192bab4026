import { recordInstallOutcome } from './install-memory.ts';

/** Chromium's install offer (not in the DOM typings): prompt() once, then userChoice settles. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

let offer: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

/** The browser's kept install offer, if it made one and it is still usable. */
export function installOffer(): BeforeInstallPromptEvent | null {
  return offer;
}

export function subscribeInstallOffer(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** An offer can be prompted only once; after that (or after an install) it is dropped. */
export function dropInstallOffer(): void {
  if (offer === null) return;
  offer = null;
  changed();
}

let listening = false;

/**
 * The browser fires `beforeinstallprompt` once per page load, possibly before the lobby home
 * renders, so the app entry starts listening at once (docs/decisions/052); the prompts' hook
 * asks again (it does nothing the second time). An explicit call, not an import for its side
 * effect, so that no bundler can leave it out of the entry. Keeping the event and cancelling it
 * stops the browser's own mini-infobar in favour of the lobby's prompt.
 */
export function listenForInstallOffer(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    offer = event as BeforeInstallPromptEvent;
    changed();
  });
  window.addEventListener('appinstalled', () => {
    recordInstallOutcome('installed');
    offer = null;
    changed();
  });
}
