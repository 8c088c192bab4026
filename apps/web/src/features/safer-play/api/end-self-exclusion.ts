import type { SaferPlay } from '@casino/contract';
import { call } from '../../../shared/api/client.ts';
import { settingsOf } from './get-safer-play.ts';
import { useSettingsChange } from './use-settings-change.ts';

/** endSelfExclusion: after its first 6 months; the self-exclusion ends 24 hours later. */
export async function endSelfExclusion(): Promise<SaferPlay> {
  return settingsOf(await call('endSelfExclusion', {}));
}

export function useEndSelfExclusion() {
  return useSettingsChange(() => endSelfExclusion(), { touchesBreak: true });
}
