import { useTranslation } from 'react-i18next';
import { Limits } from '@casino/contract';
import { Link } from '../../../shared/router/index.ts';
import { useAppConfig } from '../../../shared/app-config/store.ts';
import { formatMoney } from '../../../shared/format/money.ts';
import { BrandMark } from '../../../shared/ui/BrandMark.tsx';
import { HeadsetIcon, PlusIcon } from '../../../shared/ui/icons.tsx';
import { useCurrentUser, useUserInfoRefreshOnLoad } from '../../auth/index.ts';
import { memberDot, useRedDots } from '../../rewards/index.ts';
import { useBalancesRefresh, useBalances, walletTabPath } from '../../wallet/index.ts';
import { PlayerAvatar } from '../lib/PlayerAvatar.tsx';
import { useOpenCustomerService } from '../service/open-service.ts';
import './HomeHeader.css';

/** The lobby's top bar (§2): the player, balance and deposit, or the login and register entries; and customer service. */
export function HomeHeader({ onOpenMenu }: { onOpenMenu: () => void }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const config = useAppConfig();
  const openService = useOpenCustomerService();
  const showMemberDot = memberDot(useRedDots());
  useUserInfoRefreshOnLoad(user?.id ?? null);
  return (
    <header className="home-header" data-testid="home-header">
      {user ? (
        <>
          <button type="button" className="home-header__player" onClick={onOpenMenu} aria-label={t('lobby.menu')} data-testid="header-menu">
            <span className="home-header__avatar">
              <PlayerAvatar avatar={user.avatar} size="0.96rem" />
              {showMemberDot && <span className="home-header__dot" data-testid="member-dot" aria-label={t('menu.unread')} />}
            </span>
            <span className="home-header__who">
              <span className="home-header__nickname" data-testid="header-nickname">{user.nickname}</span>
              <span className="home-header__id">{t('lobby.playerId', { id: user.id })}</span>
            </span>
          </button>
          <Balance firstRecharge={user.firstRecharge} />
        </>
      ) : (
        <>
          <span className="home-header__brand">
            <BrandMark size="0.8rem" />
            <span>{config?.site.appName}</span>
          </span>
          <span className="home-header__entries">
            <Link to="/login" className="home-header__login" data-testid="header-login">{t('lobby.login')}</Link>
            <Link to="/register" className="home-header__register" data-testid="header-register">
              {t('lobby.register')}
              {config && config.userRegisterCoin > 0 && (
                <span className="home-header__bonus">+{formatMoney(config.userRegisterCoin)}</span>
              )}
            </Link>
          </span>
        </>
      )}
      <button type="button" className="home-header__service" aria-label={t('common.service')} data-testid="header-service" onClick={openService}>
        <HeadsetIcon />
      </button>
    </header>
  );
}

function Balance({ firstRecharge }: { firstRecharge: boolean }) {
  const { t } = useTranslation();
  const coin = useBalances()?.coin ?? 0;
  const { refresh, pending } = useBalancesRefresh();
  return (
    <span className="home-header__wallet">
      <button type="button" className="home-header__balance" onClick={refresh} aria-label={t('lobby.refresh')} data-testid="header-refresh">
        <span className="home-header__coin" aria-hidden="true" />
        <span data-testid="header-balance">{formatMoney(coin)}</span>
        <span className={pending ? 'home-header__refresh is-spinning' : 'home-header__refresh'} aria-hidden="true">↻</span>
      </button>
      <Link to={walletTabPath('deposit')} className="home-header__deposit" aria-label={t('lobby.deposit')} data-testid="header-deposit">
        <PlusIcon />
        {!firstRecharge && (
          <span className="home-header__hint" data-testid="first-recharge-hint">{t('lobby.firstRechargeHint', { coins: Limits.firstRechargeHintCoins })}</span>
        )}
      </Link>
    </span>
  );
}
