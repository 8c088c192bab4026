import type { Environment } from '../../shared/device/environment.ts';
import { devicePlatform, isInAppOrContainer } from '../../shared/device/environment.ts';

/** §9: the install prompt comes back at most once a day. */
export const INSTALL_PROMPT_INTERVAL_MS = 24 * 60 * 60 * 1000;

export type InstallPromptKind = 'install' | 'ios-hint' | 'chrome-hint';

/** What this device remembers about the prompts (§3 stored client state). */
export interface InstallMemory {
  /** When the install prompt was last shown, or null if never. */
  lastPromptAt: number | null;
  /** The app was installed (the prompt was accepted or the browser reported the install). */
  installed: boolean;
  iosHintSeen: boolean;
  chromeHintSeen: boolean;
}

export interface InstallInputs {
  env: Environment;
  /** Green mode: the lobby's download prompts stay away, and so do these (DownloadBanner's rule). */
  green: boolean;
  /** The browser offered an install (a kept `beforeinstallprompt` event). */
  canPrompt: boolean;
  memory: InstallMemory;
  now: number;
}

/** Any `entry` parameter marks a tracked entry (an ad or the installed app, §3): no install prompt then. */
function hasEntryParameter(entrySearch: string): boolean {
  return new URLSearchParams(entrySearch).has('entry');
}

/** Other iOS browsers name themselves; without one of these markers the browser is Safari. */
const IOS_OTHER_BROWSERS = /CriOS|FxiOS|EdgiOS|OPiOS|OPT\/|YaBrowser|DuckDuckGo|Brave|mercury|GSA\//i;

/** Android browsers built on Chromium that carry "Chrome/" in their user agent but are not Chrome. */
const ANDROID_NOT_CHROME = /SamsungBrowser|OPR\/|Opera|EdgA\/|YaBrowser|UCBrowser|MiuiBrowser|HuaweiBrowser|HeyTapBrowser|VivoBrowser|Brave|DuckDuckGo|Version\/\d/i;

/** Safari on iPhone, iPad or iPod, where Share -> Add to Home Screen is the way to install. */
export function isIosSafari(userAgent: string): boolean {
  return devicePlatform(userAgent) === 'ios' && /Safari\//.test(userAgent) && !IOS_OTHER_BROWSERS.test(userAgent);
}

/** Chrome itself on Android (not another Chromium browser). */
export function isAndroidChrome(userAgent: string): boolean {
  return devicePlatform(userAgent) === 'android' && /Chrome\/\d/.test(userAgent) && !ANDROID_NOT_CHROME.test(userAgent);
}

export function installIntervalPassed(lastPromptAt: number | null, now: number): boolean {
  if (lastPromptAt === null) return true;
  const elapsed = now - lastPromptAt;
  // A time in the future means the clock was changed; it must not silence the prompt for good.
  return elapsed < 0 || elapsed >= INSTALL_PROMPT_INTERVAL_MS;
}

/**
 * §4 add-to-desktop: which prompt, if any, the lobby home shows now. The browser's own install
 * offer wins; otherwise the iOS Safari hint or, on another Android browser, the Chrome hint,
 * each once ever. Nothing in green mode, in the installed app or inside another app's browser.
 */
export function chooseInstallPrompt({ env, green, canPrompt, memory, now }: InstallInputs): InstallPromptKind | null {
  if (green || memory.installed || isInAppOrContainer(env)) return null;
  if (canPrompt) {
    return !hasEntryParameter(env.entrySearch) && installIntervalPassed(memory.lastPromptAt, now) ? 'install' : null;
  }
  if (isIosSafari(env.userAgent)) return memory.iosHintSeen ? null : 'ios-hint';
  if (devicePlatform(env.userAgent) === 'android' && !isAndroidChrome(env.userAgent)) {
    return memory.chromeHintSeen ? null : 'chrome-hint';
  }
  return null;
}
