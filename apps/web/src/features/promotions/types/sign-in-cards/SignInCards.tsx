import { useTranslation } from 'react-i18next';
import { ActivityType } from '@casino/contract';
import type { LoginPayUser } from '@casino/contract';
import { Link } from '../../../../shared/router/index.ts';
import { formatMoney } from '../../../../shared/format/money.ts';
import { activityDepositPath } from '../activity-deposit.ts';
import { prizesText, registerPrizeWords } from '../prize-words.ts';
import { registerSignInCardTexts } from './texts.ts';
import '../daily.css';

registerPrizeWords();
registerSignInCardTexts();

/**
 * The sign-in cards of the login-pay page (§3 loginPayConfig.propIds by price, buyPropIds,
 * ownList): every card the activity shows with its price, a deposit button for those on sale to
 * the player (the deposit page, made for the activity), and the cards held with their days, today's
 * with a Claim button.
 */
export function SignInCards({ user, props, claiming, onClaim }: {
  user: LoginPayUser;
  /** §3 appPropConfigMap (the cards' prices). */
  props: Readonly<Record<string, { price: number }>> | undefined;
  claiming: boolean;
  onClaim(card: { propId: number; day: number }): void;
}) {
  registerPrizeWords();
  registerSignInCardTexts();
  const { t } = useTranslation();
  const sale = new Map(user.forSale.map((card) => [card.propId, card]));
  return (
    <>
      {user.cards.length > 0 && (
        <section data-testid="signin-owned">
          <h2 className="promo-page__section">{t('promotions.signInCards.mine')}</h2>
          {user.cards.map((card) => (
            <div key={card.no} data-testid={`signin-owned-${card.no}`} data-prop={card.propId}>
              <p className="daily-note">{t('promotions.signInCards.cardTitle', { id: card.propId, price: formatMoney(card.price) })}</p>
              <ol className="daily-days">
                {card.days.map((day) => (
                  <li key={day.day} className={`daily-day daily-day--${day.status}`} data-testid={`signin-card-${card.no}-day-${day.day}`} data-status={day.status}>
                    <span className="daily-day__name">{t('promotions.signInCards.day', { day: day.day })}</span>
                    <span>{prizesText(day.award, t)}</span>
                    {day.status === 'today'
                      ? (
                        <button type="button" className="fc-prize__claim" data-testid={`signin-card-claim-${card.no}-${day.day}`} disabled={claiming}
                          onClick={() => onClaim({ propId: card.propId, day: day.day })}>
                          {t('promotions.signInCards.claim')}
                        </button>
                      )
                      : <span>{t(`promotions.signInCards.status.${day.status}`)}</span>}
                  </li>
                ))}
              </ol>
            </div>
          ))}
        </section>
      )}
      {user.loginPayConfig.propIds.length > 0 && (
        <section>
          <h2 className="promo-page__section">{t('promotions.signInCards.forSale')}</h2>
          {user.forSale.length > 0 && <p className="daily-note">{t('promotions.signInCards.forSaleIntro')}</p>}
          <ul className="fc-prizes" data-testid="signup-cards">
            {user.loginPayConfig.propIds.map((id) => {
              const onSale = sale.get(id);
              const price = onSale?.price ?? props?.[String(id)]?.price;
              return (
                <li key={id} className="fc-prize" data-testid={`signup-card-${id}`}>
                  <span>{t('promotions.signInCards.card', { id })}</span>
                  {onSale && <span>{t('promotions.signInCards.offer', { days: onSale.days, coins: formatMoney(onSale.coins) })}</span>}
                  {price !== undefined && !onSale && <span>{t('promotions.signInCards.price', { amount: formatMoney(price) })}</span>}
                  {onSale
                    ? <Link className="daily-buy" to={activityDepositPath(ActivityType.SignUpBonus, onSale.price)} data-testid={`signin-card-buy-${id}`}>{t('promotions.signInCards.buy', { amount: formatMoney(onSale.price) })}</Link>
                    : user.cards.some((card) => card.propId === id) && <span>{t('promotions.signInCards.held')}</span>}
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </>
  );
}
