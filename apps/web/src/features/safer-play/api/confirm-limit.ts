import type { LimitPeriod, MoneyLimitKind, SaferPlay } from '@casino/contract';
import { call } from '../../../shared/api/client.ts';
import { settingsOf } from './get-safer-play.ts';
import { useSettingsChange } from './use-settings-change.ts';

/** Which limit's pending raise or removal to apply: a money limit (kind and period) or the session limit. */
export type LimitRef = { kind: MoneyLimitKind; period: LimitPeriod } | { kind: 'session' };

/** confirmLimit: applies a pending raise or removal once its 24 hours have passed. */
export async function confirmLimit(ref: LimitRef): Promise<SaferPlay> {
  return settingsOf(await call('confirmLimit', ref));
}

export function useConfirmLimit() {
  return useSettingsChange(confirmLimit);
}
