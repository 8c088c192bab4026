import { describe, expect, it, vi } from 'vitest';
import { ActivityType, HomeTab } from '@casino/contract';
import { createGate, throttle } from '../../shared/lib/throttle.ts';
import { footerContacts, serviceTarget } from './api/customer-services.ts';
import { parseSocialMedia } from './footer/social.ts';
import { buildCatalog } from './games/catalog.ts';
import { isPastScrollThreshold } from './home/ScrollToTop.tsx';
import { initialSelection, selectionQuery } from './home/home-tabs.ts';
import { isInAppOrContainer } from '../../shared/device/environment.ts';
import { shouldOfferDownload } from './lib/download-offer.ts';
import { menuEntries, superiorAction } from './menu/menu-entries.ts';
import { featuredEntries, nextVipThreshold } from './promo/featured.ts';
import { forLayout, promoTarget } from './promo/promo-target.ts';
import { chooseVideo } from './promo/promo-video.ts';
import type { PromoVideo } from './promo/promo-video.ts';
import { tabBarIndex } from './bottom-tabs/tab-bar.ts';
import { game, lobbyConfig } from './testing/lobby-fixtures.ts';
import { tileBadge } from './tiles/tile-badge.ts';

describe('game catalogue (§4)', () => {
  it('shows the types with status 1 that have enabled games, sorted by sort', async () => {
    const catalog = buildCatalog(await lobbyConfig());
    expect(catalog.types.map((type) => type.name)).toEqual(['Slots', 'Fish', 'Poker']);
  });

  it('keeps a map of the games by id and the list version', async () => {
    const catalog = buildCatalog(await lobbyConfig({ gameListVersion: 7 }));
    expect(catalog.byId.get(21)?.name).toBe('Ocean King');
    expect(catalog.version).toBe(7);
  });
});

describe('home tab selection (§2)', () => {
  const types = [1, 2, 3];
  const brandsOf = (typeId: number) => (typeId === 1 ? [1, 2] : [2]);
  const at = (query: string) => initialSelection(new URLSearchParams(query), types, brandsOf);

  it('resets to Home on load', () => {
    expect(at('')).toEqual({ tab: HomeTab.Home, brandId: null });
  });

  it('preselects the type and brand of a back-navigation query', () => {
    expect(at('?typeId=1&brandId=2')).toEqual({ tab: 1, brandId: 2 });
    expect(at('?typeId=2')).toEqual({ tab: 2, brandId: null });
    expect(at('?typeId=101')).toEqual({ tab: HomeTab.Collect, brandId: null });
  });

  it('falls back when the query names a type or brand that is not shown', () => {
    expect(at('?typeId=9&brandId=1')).toEqual({ tab: HomeTab.Home, brandId: null });
    expect(at('?typeId=2&brandId=1')).toEqual({ tab: 2, brandId: null });
    expect(at('?typeId=abc')).toEqual({ tab: HomeTab.Home, brandId: null });
  });

  it('writes the selection back as the query', () => {
    expect(selectionQuery({ tab: HomeTab.Home, brandId: null })).toBe('');
    expect(selectionQuery({ tab: 1, brandId: 2 })).toBe('?typeId=1&brandId=2');
    expect(selectionQuery({ tab: 3, brandId: null })).toBe('?typeId=3');
  });
});

describe('game tile badge precedence (§2)', () => {
  it('maintenance first (game or brand), then hot, then new', () => {
    expect(tileBadge(game(1, { maintain: true, hot: 1, recent: true }))).toBe('maintenance');
    expect(tileBadge(game(1, { params: { brandMaintain: true }, hot: 1 }))).toBe('maintenance');
    expect(tileBadge(game(1, { hot: 1, recent: true }))).toBe('hot');
    expect(tileBadge(game(1, { recent: true }))).toBe('new');
    expect(tileBadge(game(1))).toBeNull();
  });
});

describe('banner click routing (§2)', () => {
  it('clickAction 10000 opens the tasks page whatever the type', () => {
    expect(promoTarget({ clickType: 3, clickAction: 10000, url: 'https://x.test' })).toEqual({ kind: 'route', to: '/profile/task' });
  });

  it('activities open their page; recharge offers and id 0 open the deposit page', () => {
    expect(promoTarget({ clickType: 1, clickAction: ActivityType.Agent5 })).toEqual({ kind: 'route', to: '/activity/agent5' });
    expect(promoTarget({ clickType: 1, clickAction: ActivityType.FirstCharge })).toEqual({ kind: 'route', to: '/activity/firstCharge' });
    expect(promoTarget({ clickType: 1, clickAction: ActivityType.LadderRecharge })).toEqual({ kind: 'route', to: '/lobby/wallets/deposit' });
    expect(promoTarget({ clickType: 1, clickAction: 0 })).toEqual({ kind: 'route', to: '/lobby/wallets/deposit' });
  });

  it('a game opens /start with its id; a URL opens the address; none leads nowhere', () => {
    expect(promoTarget({ clickType: 2, clickAction: 12 })).toEqual({ kind: 'route', to: '/start?gameId=12' });
    expect(promoTarget({ clickType: 3, clickAction: 0, url: 'https://promo.test/a' })).toEqual({ kind: 'url', href: 'https://promo.test/a' });
    expect(promoTarget({ clickType: 3, clickAction: 0 })).toBeNull();
    expect(promoTarget({ clickType: 0, clickAction: 0 })).toBeNull();
  });

  it('desktop keeps some screens under /lobby', () => {
    expect(forLayout('/notice/detail/3', true)).toBe('/lobby/notice/detail/3');
    expect(forLayout('/profile/favorites', true)).toBe('/lobby/favorites');
    expect(forLayout('/profile/task', true)).toBe('/profile/task');
    expect(forLayout('/bind', false)).toBe('/bind');
  });
});

describe('featured entries and VIP threshold (§2, §4)', () => {
  it('without any activity ids: tasks, the VIP page and a deposit entry', () => {
    expect(featuredEntries([]).map((entry) => entry.kind)).toEqual(['tasks', 'vip', 'deposit']);
  });

  it('picks the VIP rebate and the agent variant by priority while active', () => {
    expect(featuredEntries([ActivityType.VIP, ActivityType.Agent, ActivityType.AgentCount]).map((entry) => entry.to))
      .toEqual(['/activity/vipRebate', '/activity/agentCount']);
    expect(featuredEntries([ActivityType.Tasks, ActivityType.Agent5, ActivityType.Agent]).map((entry) => entry.to))
      .toEqual(['/profile/task', '/profile/vip', '/activity/agent5']);
  });

  it('next VIP threshold: the first level above the bet, 0 when none', () => {
    const levels = [{ betAmount: 0 }, { betAmount: 10_000 }, { betAmount: 50_000 }];
    expect(nextVipThreshold(levels, 0)).toBe(10_000);
    expect(nextVipThreshold(levels, 10_000)).toBe(50_000);
    expect(nextVipThreshold(levels, 60_000)).toBe(0);
  });
});

describe('home promo video (§4)', () => {
  const video = (id: number, clickType: number, clickAction: number): PromoVideo => ({ id, clickType, clickAction, coverImg: '', path: `/v${id}.mp4` });
  const videos = [video(1, 2, 0), video(2, 1, ActivityType.SignUpBonus), video(3, 1, ActivityType.LadderRecharge)];

  it('sign-up bonus while not paying, else ladder recharge, else the plain video', () => {
    expect(chooseVideo(videos, { activityIds: [ActivityType.SignUpBonus], loginPaying: false })?.id).toBe(2);
    expect(chooseVideo(videos, { activityIds: [ActivityType.SignUpBonus, ActivityType.LadderRecharge], loginPaying: true })?.id).toBe(3);
    expect(chooseVideo(videos, null)?.id).toBe(1);
    expect(chooseVideo([], null)).toBeNull();
  });
});

describe('download banner and containers (§2)', () => {
  const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36';
  const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1';
  const env = (userAgent: string, extra: Partial<{ standalone: boolean; entrySearch: string }> = {}) =>
    ({ userAgent, standalone: false, entrySearch: '', ...extra });

  it('only for downloadType 2 (Android) or 3 (Android and iOS), never in green mode', () => {
    expect(shouldOfferDownload(env(android), 2, false)).toBe(true);
    expect(shouldOfferDownload(env(iphone), 2, false)).toBe(false);
    expect(shouldOfferDownload(env(iphone), 3, false)).toBe(true);
    expect(shouldOfferDownload(env(android), 1, false)).toBe(false);
    expect(shouldOfferDownload(env(android), 3, true)).toBe(false);
  });

  it('not inside the installed app or another app’s browser', () => {
    expect(shouldOfferDownload(env(android, { standalone: true }), 2, false)).toBe(false);
    expect(shouldOfferDownload(env(android, { entrySearch: '?entry=pwa' }), 2, false)).toBe(false);
    expect(isInAppOrContainer(env(`${android} [FBAN/FB4A;FBAV/400.0]`))).toBe(true);
    expect(isInAppOrContainer(env(android.replace('Pixel 7)', 'Pixel 7; wv)')))).toBe(true);
  });
});

describe('footer contacts and social links (§2)', () => {
  const entry = (nickname: string, url: string) => ({ nickname, url, isOut: true, icon: '' });

  it('lists entries with an address and a nickname without the word Service', () => {
    const list = [entry('Telegram', 'https://t.me/a'), entry('Customer Service', 'https://chat.test'), entry('Viber', ''), entry('live service', 'https://x.test')];
    expect(footerContacts(list).map((item) => item.nickname)).toEqual(['Telegram']);
  });

  it('the service button prefers the chat address, then the external one', () => {
    expect(serviceTarget({ appCustomerServiceQueue: [], serviceUrl: 'https://s.test', lcChatServiceUrl: 'https://chat.test' }))
      .toEqual({ kind: 'chat', url: 'https://chat.test' });
    expect(serviceTarget({ appCustomerServiceQueue: [], serviceUrl: 'https://s.test', lcChatServiceUrl: '' }))
      .toEqual({ kind: 'external', url: 'https://s.test' });
    expect(serviceTarget({ appCustomerServiceQueue: [], serviceUrl: '', lcChatServiceUrl: '' })).toBeNull();
  });

  it('reads the social-media JSON text, naming the networks and skipping bad entries', () => {
    const links = parseSocialMedia(JSON.stringify([{ id: 1, url: 'https://www.facebook.com/x' }, { id: 2, url: 'https://t.me/x' }, { id: 3, url: 'javascript:alert(1)' }, { id: 4 }]));
    expect(links.map((link) => link.network)).toEqual(['facebook', 'telegram']);
    expect(parseSocialMedia('not json')).toEqual([]);
  });
});

describe('tab bar highlight (§2)', () => {
  it.each([
    ['/lobby/email', 0], ['/lobby/home', 0], ['/lobby/rewards', 1], ['/lobby/task', 2], ['/lobby/notice', 3],
    ['/lobby/wallets/deposit', 4], ['/lobby/wallets/withdraw', 4], ['/lobby/activity', null],
  ])('%s -> %s', (path, index) => expect(tabBarIndex(path)).toBe(index));
});

describe('side menu rules (§2, §5)', () => {
  const dots = { hasMail: true, hasTask: false };

  it('the bind link only without a bound mobile', () => {
    expect(menuEntries({ mobile: '' }, dots, false).map((entry) => entry.key)).toContain('bind');
    expect(menuEntries({ mobile: '9171234567' }, dots, false).map((entry) => entry.key)).not.toContain('bind');
  });

  it('links in order, with the mail dot; desktop paths and no mobile-only screens there', () => {
    expect(menuEntries({ mobile: '' }, dots, false).map((entry) => entry.to)).toEqual([
      '/profile/user', '/lobby/wallets/main', '/record/transaction', '/profile/items', '/profile/email', '/bind', '/profile/favorites', '/profile/task', '/profile/safer-play', null, '/profile/more',
    ]);
    expect(menuEntries({ mobile: '' }, dots, false).find((entry) => entry.key === 'email')?.dot).toBe(true);
    expect(menuEntries({ mobile: '' }, dots, true).map((entry) => entry.to)).toEqual([
      '/lobby/profile', '/lobby/wallets/main', '/lobby/record/transaction', '/profile/items', '/profile/email', '/lobby/bind', '/lobby/favorites', '/profile/task', '/profile/safer-play', null,
    ]);
  });

  it('the superior row opens /profile/superior only while no superior is set', () => {
    expect(superiorAction({ pid: 0 }, false)).toBe('/profile/superior');
    expect(superiorAction({ pid: 100200 }, false)).toBeNull();
  });
});

describe('scroll-to-top and throttles (§9)', () => {
  it('shows above 100 px', () => {
    expect(isPastScrollThreshold(100)).toBe(false);
    expect(isPastScrollThreshold(101)).toBe(true);
  });

  it('a gate refuses taps within its window', () => {
    let now = 0;
    const gate = createGate(5000, () => now);
    expect(gate()).toBe(true);
    now = 4999;
    expect(gate()).toBe(false);
    now = 5000;
    expect(gate()).toBe(true);
  });

  it('a throttle runs at once, then once more with the latest arguments at the end of the window', () => {
    vi.useFakeTimers();
    try {
      const seen: number[] = [];
      const throttled = throttle((value: number) => seen.push(value), 500);
      throttled(1);
      throttled(2);
      throttled(3);
      expect(seen).toEqual([1]);
      vi.advanceTimersByTime(500);
      expect(seen).toEqual([1, 3]);
    } finally {
      vi.useRealTimers();
    }
  });
});
