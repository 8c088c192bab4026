import { useTranslation } from 'react-i18next';
import type { UserInfo } from '@casino/contract';
import { Link } from '../../../shared/router/index.ts';
import { useAppConfig } from '../../../shared/app-config/store.ts';
import { isDesktop } from '../../../shared/device/platform.ts';
import { formatMoney, formatPoints } from '../../../shared/format/money.ts';
import { copyText } from '../../../shared/lib/clipboard.ts';
import { ChevronRightIcon, CopyIcon } from '../../../shared/ui/icons.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { useBalancesRefresh, useBalances, walletPaths } from '../../wallet/index.ts';
import { PlayerAvatar } from '../lib/PlayerAvatar.tsx';
import { nextVipThreshold } from '../promo/featured.ts';
import { useOpenCustomerService } from '../service/open-service.ts';
import { MenuIcon } from './MenuIcon.tsx';
import { useRedDots } from '../../rewards/index.ts';
import { menuEntries, superiorAction } from './menu-entries.ts';
import type { MenuEntryKey } from './menu-entries.ts';
import './MemberPanel.css';

/** The player's summary and the member links: the body of the side menu, and of the desktop member page. */
export function MemberPanel({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const desktop = isDesktop();
  const config = useAppConfig();
  const dots = useRedDots();
  const openService = useOpenCustomerService();
  const { refresh, pending } = useBalancesRefresh();
  const balances = useBalances() ?? user;
  const paths = walletPaths();
  const superiorTo = superiorAction(user, desktop);
  const threshold = nextVipThreshold(config?.appUserLevelConfigList ?? [], balances.bet);
  const labels: Record<MenuEntryKey, string> = {
    profile: t('menu.profile'), wallet: t('menu.wallet'), transactions: t('menu.transactions'), items: t('menu.items'), email: t('menu.email'), bind: t('menu.bind'),
    favorites: t('menu.favorites'), tasks: t('menu.tasks'), saferPlay: t('menu.saferPlay'), service: t('menu.service'), more: t('menu.more'),
  };

  const copyId = async () => {
    const copied = await copyText(String(user.id));
    void (copied ? toast.success(t('common.copySuccess')) : toast.fail(t('common.copyFail')));
  };

  return (
    <div className="member-panel" data-testid="member-panel">
      <section className="member-panel__who">
        <PlayerAvatar avatar={user.avatar} size={desktop ? 64 : '1.5rem'} />
        <div className="member-panel__names">
          <span className="member-panel__vip" data-testid="menu-vip">{t('menu.vip', { level: balances.vip })}</span>
          <strong className="member-panel__nickname" data-testid="menu-nickname">{user.nickname}</strong>
          <button type="button" className="member-panel__id" onClick={() => void copyId()} aria-label={t('menu.copyId')} data-testid="menu-copy-id">
            <span data-testid="menu-player-id">{t('menu.playerId', { id: user.id })}</span>
            <CopyIcon />
          </button>
        </div>
      </section>

      {superiorTo ? (
        <Link to={superiorTo} className="member-panel__row" data-testid="menu-superior">
          <span>{t('menu.superior')}</span>
          <span className="member-panel__row-value">{t('menu.superiorNone')}<ChevronRightIcon /></span>
        </Link>
      ) : (
        <div className="member-panel__row" data-testid="menu-superior">
          <span>{t('menu.superior')}</span>
          <span className="member-panel__row-value">{user.pid > 0 ? user.pid : '—'}</span>
        </div>
      )}

      <section className="member-panel__wallet">
        <div className="member-panel__balance">
          <span className="member-panel__label">{t('menu.coin')}</span>
          <button type="button" className="member-panel__amount" onClick={refresh} aria-label={t('lobby.refresh')} data-testid="menu-refresh">
            <span data-testid="menu-balance">{formatMoney(balances.coin)}</span>
            <span className={pending ? 'member-panel__spin is-spinning' : 'member-panel__spin'} aria-hidden="true">↻</span>
          </button>
        </div>
        <div className="member-panel__actions">
          <Link to={paths.deposit} className="member-panel__deposit" data-testid="menu-deposit">{t('menu.deposit')}</Link>
          <Link to={paths.withdraw} className="member-panel__withdraw" data-testid="menu-withdraw">{t('menu.withdraw')}</Link>
        </div>
        <Link to={paths.points} className="member-panel__points" data-testid="menu-points">
          <span className="member-panel__label">{t('menu.points')}</span>
          <span>{formatPoints(balances.lottery)}<ChevronRightIcon /></span>
        </Link>
        <p className="member-panel__next">
          {threshold > 0 ? t('menu.nextVip', { amount: formatMoney(threshold) }) : t('menu.topVip')}
        </p>
      </section>

      <nav className="member-panel__links">
        {menuEntries(user, dots, desktop).map((entry) => {
          const content = (
            <>
              <MenuIcon name={entry.key} />
              <span className="member-panel__link-label">{labels[entry.key]}</span>
              {entry.dot && <span className="member-panel__dot" aria-label={t('menu.unread')} />}
              <ChevronRightIcon className="member-panel__chevron" />
            </>
          );
          return entry.to ? (
            <Link key={entry.key} to={entry.to} className="member-panel__link" data-testid={`menu-link-${entry.key}`}>{content}</Link>
          ) : (
            <button key={entry.key} type="button" className="member-panel__link" data-testid={`menu-link-${entry.key}`} onClick={openService}>
              {content}
            </button>
          );
        })}
      </nav>
    </div>
  );
}
