import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Limits, SEARCH_KEYWORD_MAX } from '@casino/contract';
import { Link, useNavigate } from '../../../shared/router/index.ts';
import { useAppConfig } from '../../../shared/app-config/store.ts';
import { formatMoney } from '../../../shared/format/money.ts';
import { HeadsetIcon, PlusIcon } from '../../../shared/ui/icons.tsx';
import { useCurrentUser, useUserInfoRefreshOnLoad } from '../../auth/index.ts';
import { useBalancesRefresh, useBalances, walletTabPath } from '../../wallet/index.ts';
import { PlayerAvatar } from '../lib/PlayerAvatar.tsx';
import { ServiceFrame } from '../service/ServiceFrame.tsx';
import { useOpenCustomerService } from '../service/open-service.ts';
import '../lib/SearchBox.css';
import './LobbyTopBar.css';

/** The desktop's bar above every screen: game search, the balance and deposit (or login and register), customer service. */
export function LobbyTopBar() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const balances = useBalances();
  const config = useAppConfig();
  const openService = useOpenCustomerService();
  const { refresh, pending } = useBalancesRefresh();
  const [keyword, setKeyword] = useState('');
  useUserInfoRefreshOnLoad(user?.id ?? null);

  const search = (event: FormEvent) => {
    event.preventDefault();
    const text = keyword.trim();
    void navigate(text ? `/lobby/games?keyword=${encodeURIComponent(text)}` : '/lobby/games');
  };

  return (
    <div className="lobby-topbar" data-testid="lobby-topbar">
      <form className="search-box lobby-topbar__search" role="search" onSubmit={search}>
        <svg viewBox="0 0 24 24" aria-hidden="true"><circle cx="11" cy="11" r="7" /><path d="M20 20l-3.5-3.5" /></svg>
        <input type="search" value={keyword} maxLength={SEARCH_KEYWORD_MAX} placeholder={t('lobby.searchPlaceholder')}
          aria-label={t('lobby.searchPlaceholder')} data-testid="topbar-search" onChange={(event) => setKeyword(event.target.value)} />
      </form>
      <div className="lobby-topbar__end">
        {user ? (
          <>
            <Link to="/lobby/member" className="lobby-topbar__player">
              <PlayerAvatar avatar={user.avatar} size={32} />
              <span data-testid="header-nickname">{user.nickname}</span>
            </Link>
            <button type="button" className="lobby-topbar__balance" onClick={refresh} aria-label={t('lobby.refresh')} data-testid="header-refresh">
              <span className="home-header__coin" aria-hidden="true" />
              <span data-testid="header-balance">{formatMoney(balances?.coin ?? 0)}</span>
              <span className={pending ? 'lobby-topbar__spin is-spinning' : 'lobby-topbar__spin'} aria-hidden="true">↻</span>
            </button>
            <Link to={walletTabPath('deposit')} className="lobby-topbar__deposit" data-testid="header-deposit">
              <PlusIcon />{t('lobby.deposit')}
              {!user.firstRecharge && (
                <span className="lobby-topbar__hint" data-testid="first-recharge-hint">{t('lobby.firstRechargeHint', { coins: Limits.firstRechargeHintCoins })}</span>
              )}
            </Link>
          </>
        ) : (
          <>
            <Link to="/login" className="lobby-topbar__login" data-testid="header-login">{t('lobby.login')}</Link>
            <Link to="/register" className="lobby-topbar__register" data-testid="header-register">
              {t('lobby.register')}
              {config && config.userRegisterCoin > 0 && <span className="lobby-topbar__hint">+{formatMoney(config.userRegisterCoin)}</span>}
            </Link>
          </>
        )}
        <button type="button" className="lobby-topbar__service" aria-label={t('common.service')} data-testid="header-service" onClick={openService}>
          <HeadsetIcon />
        </button>
      </div>
      <ServiceFrame />
    </div>
  );
}
