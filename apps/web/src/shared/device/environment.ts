/**
 * Where the app runs: the installed app, an in-app browser of another app (a "container"),
 * or a plain browser. Decides the lobby's download banner and copyright line, and the
 * add-to-home-screen prompts.
 */
export interface Environment {
  userAgent: string;
  /** Running as the installed app (home-screen PWA or the native shell). */
  standalone: boolean;
  /** The address this visit started at, e.g. ?entry=pwa marks an installed-app entry (§3). */
  entrySearch: string;
}

/** Webviews of other apps (messengers, social apps) and the native shell's own webview. */
const CONTAINER_MARKERS = /; wv\)|FBAN|FBAV|Instagram|Line\/|MicroMessenger|Telegram|TikTok|musical_ly|Twitter|Snapchat|GSA\//i;

const entrySearch = typeof window === 'undefined' ? '' : window.location.search;

export function currentEnvironment(): Environment {
  const standalone = typeof window !== 'undefined'
    && ((typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches)
      || (navigator as Navigator & { standalone?: boolean }).standalone === true);
  return { userAgent: navigator.userAgent, standalone, entrySearch };
}

/** In the installed app, or inside another app's browser. */
export function isInAppOrContainer(env: Environment): boolean {
  if (env.standalone) return true;
  if (new URLSearchParams(env.entrySearch).get('entry') === 'pwa') return true;
  return CONTAINER_MARKERS.test(env.userAgent);
}

export type DevicePlatform = 'android' | 'ios' | 'other';

export function devicePlatform(userAgent: string): DevicePlatform {
  if (/Android/i.test(userAgent)) return 'android';
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  return 'other';
}
