import { TrackingEvent } from '@casino/contract';
import { StorageKey } from '../../shared/storage/keys.ts';
import { readText, writeText } from '../../shared/storage/storage.ts';
import { track } from '../../shared/tracking/track.ts';

/**
 * §4: the first entry to the login screen on this device is tracked once (first_enter_loginmenu),
 * using a stored timestamp; later entries send nothing.
 */
export function trackFirstLoginMenuEntry(now: number = Date.now()): void {
  if (readText(StorageKey.firstEnterLoginMenu)) return;
  writeText(StorageKey.firstEnterLoginMenu, String(now));
  track(TrackingEvent.FirstEnterLoginMenu, { firstEnterTime: now });
}
