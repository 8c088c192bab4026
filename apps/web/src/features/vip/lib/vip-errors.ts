import type { TFunction } from 'i18next';
import { VipErrcode } from '@casino/contract';
import type { VipPeriod } from '@casino/contract';
import { failureText } from '../../../shared/i18n/failure-text.ts';
import type { ErrcodeTable } from '../../../shared/i18n/failure-text.ts';

/** The VIP refusals in the player's words (contract VipErrcode). */
const VIP_TEXTS: ErrcodeTable<{ period: VipPeriod }> = {
  [VipErrcode.RewardNotConfigured]: (_error, t, { period }) => t('vip.errors.notConfigured', { period: t(`vip.period.${period}`) }),
  [VipErrcode.RewardAlreadyReceived]: 'vip.errors.alreadyReceived',
};

/** What the player reads when a claim fails: the VIP table, then the common tail. */
export function describeVipFailure(error: unknown, t: TFunction, period: VipPeriod): string {
  return failureText(error, t, VIP_TEXTS, { period });
}
