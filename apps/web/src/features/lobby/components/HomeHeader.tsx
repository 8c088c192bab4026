import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Limits } from '@casino/contract';
import { isCallError } from '../../../shared/api/errors.ts';
import { useAppConfig } from '../../../shared/app-config/store.ts';
import { formatMoney } from '../../../shared/format/money.ts';
import { Avatar } from '../../../shared/ui/Avatar.tsx';
import { BrandMark } from '../../../shared/ui/BrandMark.tsx';
import { HeadsetIcon, PlusIcon } from '../../../shared/ui/icons.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { useCurrentUser } from '../../auth/index.ts';
import { useRefreshBalance } from '../api/refresh-balance.ts';
import './HomeHeader.css';

/** The lobby's top bar: the player and their balance, or the login and register entries. */
export function HomeHeader() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const config = useAppConfig();
  return (
    <header className="home-header" data-testid="home-header">
      {user ? (
        <>
          <Link to="/profile/user" className="home-header__player" aria-label={t('account.title')}>
            <Avatar avatar={user.avatar} size="0.96rem" />
            <span className="home-header__who">
              <span className="home-header__nickname" data-testid="header-nickname">{user.nickname}</span>
              <span className="home-header__id">{t('lobby.playerId', { id: user.id })}</span>
            </span>
          </Link>
          <Balance coin={user.coin} firstRecharge={user.firstRecharge} />
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
      <button type="button" className="home-header__service" aria-label={t('common.service')} onClick={() => void navigate('/service')}>
        <HeadsetIcon />
      </button>
    </header>
  );
}

function Balance({ coin, firstRecharge }: { coin: number; firstRecharge: boolean }) {
  const { t } = useTranslation();
  const refresh = useRefreshBalance();
  const lastRefresh = useRef(0);

  // §4: a tap within 5 s of the last is ignored.
  const onRefresh = async () => {
    const now = Date.now();
    if (now - lastRefresh.current < Limits.balanceRefreshThrottleMs) return;
    lastRefresh.current = now;
    try {
      await refresh.mutateAsync();
      void toast.success(t('common.refreshSucc'));
    } catch (error) {
      void toast.fail(isCallError(error) ? t('common.refreshFail', { code: error.errcode }) : t('common.networkError'));
    }
  };

  return (
    <span className="home-header__wallet">
      <button type="button" className="home-header__balance" onClick={() => void onRefresh()} aria-label={t('lobby.balance')}>
        <span className="home-header__coin" aria-hidden="true" />
        <span data-testid="header-balance">{formatMoney(coin)}</span>
        <span className={refresh.isPending ? 'home-header__refresh is-spinning' : 'home-header__refresh'} aria-hidden="true">↻</span>
      </button>
      <Link to="/lobby/wallets/deposit" className="home-header__deposit" aria-label={t('lobby.deposit')}>
        <PlusIcon />
        {!firstRecharge && <span className="home-header__hint">+{Limits.firstRechargeHintCoins}</span>}
      </Link>
    </span>
  );
}
