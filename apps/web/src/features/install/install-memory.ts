import { StorageKey } from '../../shared/storage/keys.ts';
import { readText, writeText } from '../../shared/storage/storage.ts';
import type { InstallMemory, InstallPromptKind } from './install-rules.ts';

export type InstallOutcome = 'accepted' | 'dismissed' | 'installed';

/** The prompts' stored state (local storage, so it outlives the visit). */
export function readInstallMemory(): InstallMemory {
  const at = Number(readText(StorageKey.installPromptAt));
  const outcome = readText(StorageKey.installOutcome);
  return {
    lastPromptAt: Number.isFinite(at) && at > 0 ? at : null,
    installed: outcome === 'accepted' || outcome === 'installed',
    iosHintSeen: readText(StorageKey.iosInstallHintSeen) === '1',
    chromeHintSeen: readText(StorageKey.chromeInstallHintSeen) === '1',
  };
}

/** Remembers that a prompt was put on screen: the install prompt's time, or a hint's once-ever flag. */
export function rememberShown(kind: InstallPromptKind, now: number): void {
  if (kind === 'install') writeText(StorageKey.installPromptAt, String(now));
  else writeText(kind === 'ios-hint' ? StorageKey.iosInstallHintSeen : StorageKey.chromeInstallHintSeen, '1');
}

export function recordInstallOutcome(outcome: InstallOutcome): void {
  writeText(StorageKey.installOutcome, outcome);
}
