import { useTranslation } from 'react-i18next';
import { ActivityType, ladderBonus, ladderTierFor } from '@casino/contract';
import { Link } from '../../../../shared/router/index.ts';
import { formatMoney } from '../../../../shared/format/money.ts';
import type { ActivityData } from '../../api/activity-ids.ts';
import { activityTypeOf } from '../registry.ts';
import { DEPOSIT_PAGE_ACTIVITIES } from './DepositBonusHint.tsx';
import { useLadderRecharge } from './api.ts';
import { ladderRechargeType } from './index.ts';
import { registerLadderRechargeTexts } from './texts.ts';
import './deposit-activities.css';

registerLadderRechargeTexts();

/**
 * What the deposit page says of the running deposit activities: the ladder's bonus on the amount
 * entered (or the smallest deposit that earns one, or that today's bonus deposits are used up),
 * the ladder's bonuses waiting to be claimed, and a link to each deposit activity's page.
 */
export default function DepositOffers({ amount, activities }: { amount: number | null; activities: ActivityData }) {
  registerLadderRechargeTexts();
  const { t } = useTranslation();
  const ladderOn = activities.activityIds.includes(ActivityType.LadderRecharge);
  const ladder = useLadderRecharge(ladderOn);
  const state = ladderOn ? ladder.data?.state : undefined;

  let line = null;
  let waiting = 0;
  if (state && state.tiers.length > 0) {
    waiting = state.bonuses.filter((b) => b.status === 'claimable').length;
    const tier = amount === null ? null : ladderTierFor(state.tiers, amount);
    if (state.earnedToday >= state.perDay) line = t('promotions.ladder.hint.dayUsed', { perDay: state.perDay });
    else if (tier && amount !== null) line = t('promotions.ladder.hint.bonus', { amount: formatMoney(ladderBonus(tier, amount)), rate: tier.betRate });
    else line = t('promotions.ladder.hint.below', { min: formatMoney(state.tiers[0]!.minAmount) });
  }
  const links: { type: number; path: string; title: string }[] = [];
  for (const type of DEPOSIT_PAGE_ACTIVITIES) {
    const path = activityTypeOf(type)?.path;
    const title = activities.activityMap[String(type)]?.title;
    if (activities.activityIds.includes(type) && path && title) links.push({ type, path, title });
  }

  if (!line && links.length === 0) return null;
  return (
    <div className="dep-hint" data-testid="deposit-bonus-hint">
      {line && <p data-testid="deposit-bonus-line">{line}</p>}
      {waiting > 0 && (
        <p><Link to={ladderRechargeType.path} data-testid="deposit-bonus-waiting">{t('promotions.ladder.hint.waiting', { count: waiting })}</Link></p>
      )}
      {links.length > 0 && (
        <p className="dep-hint__links">
          {links.map((link) => <Link key={link.type} to={link.path} data-testid={`deposit-offer-${link.type}`}>{link.title}</Link>)}
        </p>
      )}
    </div>
  );
}
