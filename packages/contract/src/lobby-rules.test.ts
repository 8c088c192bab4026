import { describe, expect, it } from 'vitest';
import { ActivityType, BANNER_ACTION_TASKS, JumpTarget } from './constants.ts';
import {
  advertisedActivity, brandsOfType, gamesOfType, hotGames, maskName, maskPhone, noticePopups, pushGameHistory, searchGames,
  visibleBanners, visibleGameTypes,
} from './lobby-rules.ts';
import type { GameFacts, PromoFacts } from './lobby-rules.ts';

const game = (id: number, over: Partial<GameFacts> = {}): GameFacts => ({
  id, name: `Game ${id}`, hot: 0, showType: 0, hotSort: 0, typeId: 1, brandId: 1, status: 1, sort: 0, ...over,
});

describe('hotGames (§4: hot 1 and showType 0, by hotSort)', () => {
  it('keeps hot games shown in the grid, sorted by hotSort then id', () => {
    const games = [
      game(1, { hot: 1, hotSort: 3 }),
      game(2, { hot: 1, hotSort: 1 }),
      game(3, { hot: 0, hotSort: 0 }),
      game(4, { hot: 1, hotSort: 2, showType: 1 }),
      game(5, { hot: 1, hotSort: 1 }),
      game(6, { hot: 1, hotSort: 0, status: 0 }),
    ];
    expect(hotGames(games).map((g) => g.id)).toEqual([2, 5, 1]);
  });

  it('does not reorder its input', () => {
    const games = [game(1, { hot: 1, hotSort: 2 }), game(2, { hot: 1, hotSort: 1 })];
    hotGames(games);
    expect(games.map((g) => g.id)).toEqual([1, 2]);
  });
});

describe('visibleGameTypes (§4: status 1, by sort; only types with enabled games)', () => {
  const types = [
    { id: 1, name: 'Slots', status: 1, sort: 2 },
    { id: 2, name: 'Fish', status: 1, sort: 1 },
    { id: 3, name: 'Poker', status: 0, sort: 0 },
    { id: 4, name: 'Sports', status: 1, sort: 3 },
    { id: 5, name: 'Live', status: 1, sort: 4 },
  ];
  const games = [game(1, { typeId: 1 }), game(2, { typeId: 2 }), game(3, { typeId: 3 }), game(4, { typeId: 5, status: 0 })];

  it('hides disabled types and types without an enabled game, sorting the rest', () => {
    expect(visibleGameTypes(types, games).map((t) => t.id)).toEqual([2, 1]);
  });

  it('breaks sort ties by id', () => {
    const tied = [{ id: 6, name: 'Games', status: 1, sort: 1 }, { id: 1, name: 'Slots', status: 1, sort: 1 }];
    expect(visibleGameTypes(tied, [game(1, { typeId: 6 }), game(2, { typeId: 1 })]).map((t) => t.id)).toEqual([1, 6]);
  });
});

describe('gamesOfType and brandsOfType (type tabs and brand sub-tabs)', () => {
  const games = [
    game(1, { typeId: 1, brandId: 2, sort: 2 }),
    game(2, { typeId: 1, brandId: 1, sort: 1 }),
    game(3, { typeId: 1, brandId: 3, status: 0 }),
    game(4, { typeId: 2, brandId: 4 }),
  ];
  const brands = [
    { id: 1, status: 1, sort: 2 }, { id: 2, status: 1, sort: 1 }, { id: 3, status: 1, sort: 0 }, { id: 4, status: 1, sort: 0 }, { id: 5, status: 0, sort: 0 },
  ];

  it('lists a type\'s enabled games by sort, optionally of one brand', () => {
    expect(gamesOfType(games, 1).map((g) => g.id)).toEqual([2, 1]);
    expect(gamesOfType(games, 1, 2).map((g) => g.id)).toEqual([1]);
    expect(gamesOfType(games, 4)).toEqual([]);
  });

  it('lists the enabled brands with an enabled game of the type, by sort', () => {
    expect(brandsOfType(brands, games, 1).map((b) => b.id)).toEqual([2, 1]);
    expect(brandsOfType(brands, games, 2).map((b) => b.id)).toEqual([4]);
  });
});

describe('searchGames', () => {
  const games = [
    game(1, { name: 'Lucky Tiger' }), game(2, { name: 'Tiger Claw' }), game(3, { name: 'Fortune Gems' }),
    game(4, { name: 'Tiger Disabled', status: 0 }), game(5, { name: 'Ocean Hunter' }),
  ];

  it('finds enabled games by name, ignoring case and spaces, prefix matches first', () => {
    expect(searchGames(games, '  TIGER ').map((g) => g.id)).toEqual([2, 1]);
    expect(searchGames(games, 'gem').map((g) => g.id)).toEqual([3]);
  });

  it('finds nothing for an empty keyword or no match', () => {
    expect(searchGames(games, '   ')).toEqual([]);
    expect(searchGames(games, 'zzz')).toEqual([]);
  });
});

describe('visibleBanners and noticePopups (§5)', () => {
  const promo = (id: number, over: Partial<PromoFacts> = {}): PromoFacts => ({ id, sort: 0, clickType: JumpTarget.Url, clickAction: 0, ...over });
  const activityAd = (id: number, activity: number, sort = 0) => promo(id, { clickType: JumpTarget.Activity, clickAction: activity, sort });
  const guest = { mobileBound: false, activeActivityIds: [] };

  it('sorts ascending by sort, ties by id', () => {
    const banners = [promo(1, { sort: 3 }), promo(2, { sort: 1 }), promo(3, { sort: 2 }), promo(0, { sort: 1 })];
    expect(visibleBanners(banners, guest).map((b) => b.id)).toEqual([0, 2, 3, 1]);
  });

  it('hides bind-phone ads once a mobile is bound', () => {
    const banners = [activityAd(1, ActivityType.Bind), promo(2)];
    expect(visibleBanners(banners, guest).map((b) => b.id)).toEqual([1, 2]);
    expect(visibleBanners(banners, { mobileBound: true, activeActivityIds: [] }).map((b) => b.id)).toEqual([2]);
  });

  it('hides free-sign, agent5 and sign-up-bonus ads unless the activity is active', () => {
    const banners = [
      activityAd(1, ActivityType.FreeSign), activityAd(2, ActivityType.Agent5), activityAd(3, ActivityType.SignUpBonus),
      activityAd(4, ActivityType.VIP), activityAd(5, BANNER_ACTION_TASKS), promo(6, { clickType: JumpTarget.Game, clickAction: 1 }),
    ];
    expect(visibleBanners(banners, guest).map((b) => b.id)).toEqual([4, 5, 6]);
    const active = new Set([ActivityType.Agent5, ActivityType.SignUpBonus]);
    expect(visibleBanners(banners, { mobileBound: false, activeActivityIds: active }).map((b) => b.id)).toEqual([2, 3, 4, 5, 6]);
    expect(visibleBanners(banners, { mobileBound: false, activeActivityIds: [ActivityType.FreeSign] }).map((b) => b.id)).toEqual([1, 4, 5, 6]);
  });

  it('applies the rules to the activity a URL ad advertises', () => {
    const ad = promo(1, { activityType: ActivityType.Bind, url: '/bind' } as Partial<PromoFacts>);
    expect(advertisedActivity(ad)).toBe(ActivityType.Bind);
    expect(visibleBanners([ad], { mobileBound: true, activeActivityIds: [] })).toEqual([]);
    expect(advertisedActivity(promo(2))).toBeNull();
    expect(advertisedActivity(promo(3, { activityType: null }))).toBeNull();
  });

  it('pops up only isH5Pop notices, with the same hiding and order', () => {
    const notices = [
      { ...promo(1, { sort: 2 }), isH5Pop: true },
      { ...promo(2, { sort: 1 }), isH5Pop: false },
      { ...promo(3, { sort: 1 }), isH5Pop: true },
      { ...activityAd(4, ActivityType.SignUpBonus), isH5Pop: true },
      { ...activityAd(5, ActivityType.Bind, 5), isH5Pop: true },
    ];
    expect(noticePopups(notices, guest).map((n) => n.id)).toEqual([3, 1, 5]);
    expect(noticePopups(notices, { mobileBound: true, activeActivityIds: [ActivityType.SignUpBonus] }).map((n) => n.id)).toEqual([4, 3, 1]);
  });
});

describe('pushGameHistory', () => {
  it('puts the game first, once, and keeps at most max', () => {
    expect(pushGameHistory([], 1, 3)).toEqual([1]);
    expect(pushGameHistory([3, 2, 1], 2, 3)).toEqual([2, 3, 1]);
    expect(pushGameHistory([3, 2, 1], 4, 3)).toEqual([4, 3, 2]);
    expect(pushGameHistory([1], 1, 3)).toEqual([1]);
  });
});

describe('masking', () => {
  it('masks phones keeping the first two and last four digits', () => {
    expect(maskPhone('63912341234')).toBe('63*****1234');
    expect(maskPhone('639171234567')).toBe('63******4567');
    expect(maskPhone('9171234')).toBe('9*****4');
    expect(maskPhone('12')).toBe('**');
  });

  it('masks names keeping two characters at each end', () => {
    expect(maskName('alice123')).toBe('al****23');
    expect(maskName('bob')).toBe('b**');
    expect(maskName('ab')).toBe('**');
  });
});
