import type { LimitPeriod, MoneyLimitKind, SaferPlay } from '@casino/contract';
import { call } from '../../../shared/api/client.ts';
import { settingsOf } from './get-safer-play.ts';
import { useSettingsChange } from './use-settings-change.ts';

export interface MoneyLimitInput {
  kind: MoneyLimitKind;
  period: LimitPeriod;
  /** Hundredths; null removes the limit. */
  amount: number | null;
}

/** setMoneyLimit: a lower (or first) limit applies at once; a higher one or a removal waits 24 hours. */
export async function setMoneyLimit(input: MoneyLimitInput): Promise<SaferPlay> {
  return settingsOf(await call('setMoneyLimit', input));
}

export function useSetMoneyLimit() {
  return useSettingsChange(setMoneyLimit);
}
