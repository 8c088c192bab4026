import type { SaferPlay, TimeOutDuration } from '@casino/contract';
import { call } from '../../../shared/api/client.ts';
import { settingsOf } from './get-safer-play.ts';
import { useSettingsChange } from './use-settings-change.ts';

/** startTimeOut: no play, deposits or promotions until it ends; withdrawals stay possible. */
export async function startTimeOut(duration: TimeOutDuration): Promise<SaferPlay> {
  return settingsOf(await call('startTimeOut', { duration }));
}

export function useStartTimeOut() {
  return useSettingsChange(startTimeOut, { touchesBreak: true });
}
