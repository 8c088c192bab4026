import type { SaferPlay } from '@casino/contract';
import { call } from '../../../shared/api/client.ts';
import { settingsOf } from './get-safer-play.ts';
import { useSettingsChange } from './use-settings-change.ts';

/** setRealityCheck: the reality check's interval in minutes (0 turns it off). */
export async function setRealityCheck(minutes: number): Promise<SaferPlay> {
  return settingsOf(await call('setRealityCheck', { minutes }));
}

export function useSetRealityCheck() {
  return useSettingsChange(setRealityCheck);
}
