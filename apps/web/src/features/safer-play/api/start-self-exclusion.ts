import type { SaferPlay, SelfExclusionDuration } from '@casino/contract';
import { call } from '../../../shared/api/client.ts';
import { settingsOf } from './get-safer-play.ts';
import { useSettingsChange } from './use-settings-change.ts';

/** startSelfExclusion: sent only after the player confirmed the consequences (confirm: true). */
export async function startSelfExclusion(duration: SelfExclusionDuration): Promise<SaferPlay> {
  return settingsOf(await call('startSelfExclusion', { duration, confirm: true }));
}

export function useStartSelfExclusion() {
  return useSettingsChange(startSelfExclusion, { touchesBreak: true });
}
