import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/format/money.ts';
import { useAppConfig } from '../../../shared/app-config/store.ts';

/** The part of the login-pay config the spin badge reads (§3); the activities feature adds it to the config. */
interface InviteConditions {
  actInviteConditionModelClient2List?: ReadonlyArray<{ bonusAmount: number }>;
}

/**
 * §2 centre spin tab badge: the get-button label plus the first invite-condition bonus amount.
 * Null while the config carries no invite conditions, and then no badge shows.
 */
export function useSpinBadge(): string | null {
  const { t } = useTranslation();
  const config = useAppConfig() as (InviteConditions & object) | null;
  const first = config?.actInviteConditionModelClient2List?.[0];
  if (!first) return null;
  return t('lobby.spinGet', { amount: formatMoney(first.bonusAmount) });
}
