import type { SaferPlay } from '@casino/contract';
import { call } from '../../../shared/api/client.ts';
import { settingsOf } from './get-safer-play.ts';
import { useSettingsChange } from './use-settings-change.ts';

/** setSessionLimit: minutes one login may play (null removes the limit); the same cooling-off as money limits. */
export async function setSessionLimit(minutes: number | null): Promise<SaferPlay> {
  return settingsOf(await call('setSessionLimit', { minutes }));
}

export function useSetSessionLimit() {
  return useSettingsChange(setSessionLimit);
}
