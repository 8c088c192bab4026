import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ActivityType, calls, GameCategory, HouseGame, hotGames, JumpTarget, LobbyErrcode, noticePopups, TICKER_LIST_MAX,
} from '@casino/contract';
import type { AppConfig, Game } from '@casino/contract';
import { recordBigWin } from '../src/modules/lobby/big-wins.ts';
import { seedLobby } from '../src/modules/lobby/seed.ts';
import { SEED_GAMES } from '../src/modules/lobby/seed-data.ts';
import { TICKER_TRANSFER_KINDS } from '../src/modules/lobby/trade-store.ts';
import { DEFAULT_LEVELS } from '../src/modules/wallet/levels.ts';
import { buildTestApp, call, registerPlayer, uniquePhone } from './helper.ts';
import type { RegisteredPlayer, TestApp } from './helper.ts';

const SIGN_UP_COIN = 1500;
let app: TestApp;

/** A provider for the seeded external brands, and a switched-off one, so that every seeded game can start. */
const STUDIO_LAUNCH = 'https://studio.example/play?game={gameCode}&token={token}&lang={lang}';
const TEST_PROVIDERS = [
  { code: 'studio', secret: 'studio-secret-0123456789', enabled: true, launchUrl: STUDIO_LAUNCH, platforms: ['nova', 'lantern', 'bluefin', 'acetable', 'mystic'] },
  { code: 'offline', secret: 'offline-secret-0123456789', enabled: false, launchUrl: 'https://offline.example/?t={token}' },
];

beforeAll(async () => {
  app = await buildTestApp({ userRegisterCoin: SIGN_UP_COIN, gameProviders: TEST_PROVIDERS });
});
afterAll(() => app.dispose());

const appConfig = async (body: Record<string, unknown> = {}) => (await call(app, 'appConfig', body)) as AppConfig & { code: number; errcode: number };
const sql = (text: string, params: unknown[] = []) => app.db.query(text, params);
const bindMobile = async (player: RegisteredPlayer, mobile = uniquePhone()) => {
  await sql('UPDATE players SET mobile = $2 WHERE id = $1', [player.user.id, mobile]);
  return mobile;
};

describe('the seeded catalog in the app config', () => {
  let config: AppConfig;
  beforeAll(async () => {
    config = await appConfig();
  });

  it('answers the contract shape with the whole game list', () => {
    expect(calls.appConfig.response.safeParse({ code: 200, errcode: 0, ...config }).success).toBe(true);
    expect(config.gameListVersion).toBeGreaterThan(0);
    const ids = (config.appGameList ?? []).map((g) => g.id);
    for (const id of Object.values(HouseGame)) expect(ids).toContain(id);
  });

  it('offers the house games with their fixed ids, types and artwork', () => {
    const byId = new Map((config.appGameList ?? []).map((g) => [g.id, g]));
    expect(byId.get(HouseGame.LuckyTiger)).toMatchObject({ name: 'Lucky Tiger', typeId: GameCategory.Slots, platformId: 1, icon: '/media/games/1.webp?v=1' });
    expect(byId.get(HouseGame.JacksOrBetter)).toMatchObject({ name: 'Jacks or Better', typeId: GameCategory.Poker });
    expect(byId.get(HouseGame.OceanHunter)).toMatchObject({ name: 'Ocean Hunter', typeId: GameCategory.Fish });
    for (const id of [HouseGame.Crash, HouseGame.Mines, HouseGame.Dice]) expect(byId.get(id)?.typeId).toBe(GameCategory.Games);
  });

  it('fills slots, fish, poker and games with at least 10 games from 2 or more brands each', () => {
    for (const typeId of [GameCategory.Slots, GameCategory.Fish, GameCategory.Poker, GameCategory.Games]) {
      const games = (config.appGameList ?? []).filter((g) => g.typeId === typeId);
      expect(games.length, `type ${typeId}`).toBeGreaterThanOrEqual(10);
      expect(new Set(games.map((g) => g.brandId)).size, `type ${typeId}`).toBeGreaterThanOrEqual(2);
    }
  });

  it('shows only enabled types with enabled games, by sort: sports and live stay hidden', () => {
    expect(config.appGameTypeList.map((t) => t.id)).toEqual([GameCategory.Slots, GameCategory.Fish, GameCategory.Poker, GameCategory.Games]);
    expect((config.appGameList ?? []).some((g) => g.id === 507)).toBe(false);
  });

  it('marks hot games: the popular grid is hot 1 and showType 0 by hotSort', () => {
    const popular = hotGames(config.appGameList ?? []).map((g) => g.id);
    expect(popular).toEqual([1, 2, 6, 5, 9, 7, 201, 301, 401, 501]);
    expect((config.appGameList ?? []).find((g) => g.id === 302)).toMatchObject({ hot: 1, showType: 1 });
    expect((config.appGameList ?? []).filter((g) => g.recent).length).toBeGreaterThan(0);
  });

  it('flags a game under maintenance and the games of a brand under maintenance', () => {
    const byId = new Map((config.appGameList ?? []).map((g) => [g.id, g]));
    expect(byId.get(204)).toMatchObject({ maintain: true, params: { brandMaintain: false } });
    expect(byId.get(601)).toMatchObject({ maintain: false, params: { brandMaintain: true } });
    expect(byId.get(1)).toMatchObject({ maintain: false, params: { brandMaintain: false } });
    expect(config.appGameBrandList?.find((b) => b.id === 6)).toMatchObject({ showName: 'Mystic Reels', maintain: true, status: 1 });
  });

  it('publishes brands, platforms, VIP levels, social media, customer service and h5', () => {
    expect(config.appGameBrandList?.map((b) => b.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(config.appGameBrandList?.[0]?.icon3).toMatch(/^\/media\/brands\/1\.webp\?v=/);
    expect(config.appGamePlatformList.map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(config.appUserLevelConfigList).toEqual(DEFAULT_LEVELS.map(({ level, betAmount }) => ({ level, betAmount })));
    const social = JSON.parse(config.socialMedia) as Array<{ id: number; url: string }>;
    expect(social.length).toBeGreaterThan(0);
    for (const entry of social) expect(entry).toEqual({ id: expect.any(Number), url: expect.stringMatching(/^https:\/\//) });
    expect(config.customerService?.appCustomerServiceQueue).toHaveLength(2);
    expect(config.h5).toEqual({ downloadType: 0, downloadUrl: '', url: [] });
    expect(Object.keys(config.appGenericImg)).toEqual(['NewYear_icon', 'recharge_activities_entry']);
  });

  it('seeds banners (URL, game, tasks), notices (2 pop-ups) and a game video', () => {
    expect(config.appLobbyAdConfigList.map((b) => [b.id, b.clickType, b.clickAction])).toEqual([
      [1, JumpTarget.Url, 0], [2, JumpTarget.Game, HouseGame.LuckyTiger], [3, JumpTarget.Activity, 10000],
    ]);
    expect(config.appLobbyAdConfigList[0]).toMatchObject({ url: '/about', imgUrl2: expect.stringMatching(/^\/media\/banners\/1\.webp\?v=/) });
    expect(config.appNoticeConfigList).toHaveLength(3);
    expect(noticePopups(config.appNoticeConfigList, { mobileBound: false, activeActivityIds: [] }).map((n) => n.id)).toEqual([1, 2]);
    expect(config.appPromotionalVideoList).toEqual([
      { id: 1, clickType: JumpTarget.Game, clickAction: HouseGame.LuckyTiger, coverImg: expect.stringMatching(/^\/media\/videos\/1\.webp/), path: expect.any(String) },
    ]);
  });
});

describe('game list version', () => {
  it('leaves the list out while the client is current and sends it again after a catalog edit', async () => {
    const { gameListVersion } = await appConfig();
    const current = await appConfig({ gameListVersion });
    expect(current).not.toHaveProperty('appGameList');

    // Lobby content is not part of the game list.
    await sql("UPDATE lobby_banners SET title = 'Other' WHERE id = 1");
    expect((await appConfig({ gameListVersion })).gameListVersion).toBe(gameListVersion);

    await sql("UPDATE games SET name = 'Dice Deluxe' WHERE id = $1", [HouseGame.Dice]);
    const changed = await appConfig({ gameListVersion });
    expect(changed.gameListVersion).toBeGreaterThan(gameListVersion);
    const dice = changed.appGameList?.find((g) => g.id === HouseGame.Dice) as Game;
    expect(dice).toMatchObject({ name: 'Dice Deluxe', version: 2, icon: '/media/games/8.webp?v=2' });

    // A brand's maintenance changes its games' params: a new version too.
    await sql('UPDATE game_brands SET maintain = true WHERE id = 4');
    const afterBrand = await appConfig({ gameListVersion: changed.gameListVersion });
    expect(afterBrand.gameListVersion).toBeGreaterThan(changed.gameListVersion);
    expect(afterBrand.appGameList?.find((g) => g.id === 401)?.params.brandMaintain).toBe(true);
    await sql('UPDATE game_brands SET maintain = false WHERE id = 4');
    await sql("UPDATE games SET name = 'Dice' WHERE id = $1", [HouseGame.Dice]);
  });

  it('is sent with getAfterLoginInfoWeb the same way', async () => {
    const player = await registerPlayer(app);
    const { gameListVersion } = await appConfig();
    const body = { os: 'iOS', version: '1.0.28', deviceModel: 'Safari' };
    expect(await call(app, 'getAfterLoginInfoWeb', { ...body, gameListVersion }, player.token)).not.toHaveProperty('appGameList');
    const stale = await call(app, 'getAfterLoginInfoWeb', { ...body, gameListVersion: gameListVersion - 1 }, player.token);
    expect(stale.appGameList?.length).toBeGreaterThan(0);
  });
});

describe('banners and notices for the viewer (§5)', () => {
  beforeAll(async () => {
    await sql(`INSERT INTO lobby_banners (id, click_type, click_action, title, sort) VALUES
      (101, 1, $1, 'Bind your phone', 0), (102, 1, $2, 'Sign-up bonus', 5), (103, 3, 0, 'Free sign', 6)`,
    [ActivityType.Bind, ActivityType.SignUpBonus]);
    await sql('UPDATE lobby_banners SET activity_type = $1 WHERE id = 103', [ActivityType.FreeSign]);
    await sql(`INSERT INTO lobby_notices (id, title, content, is_h5_pop, click_type, click_action, sort) VALUES
      (101, 'Bind', 'Bind your phone', true, 1, $1, 0)`, [ActivityType.Bind]);
  });
  afterAll(async () => {
    await sql('DELETE FROM lobby_banners WHERE id > 100');
    await sql('DELETE FROM lobby_notices WHERE id > 100');
  });

  it('shows guests the bind-phone ad first and no ad of an inactive activity', async () => {
    const config = await appConfig();
    expect(config.appLobbyAdConfigList.map((b) => b.id)).toEqual([101, 1, 2, 3]);
    expect(config.appNoticeConfigList.map((n) => n.id)).toEqual([101, 1, 2, 3]);
  });

  it('hides bind-phone ads and notices from a player with a bound mobile', async () => {
    const player = await registerPlayer(app);
    const body = { os: 'iOS', version: '1.0.28', deviceModel: 'Safari' };
    const before = await call(app, 'getAfterLoginInfoWeb', body, player.token);
    expect(before.appLobbyAdConfigList?.map((b) => b.id)).toEqual([101, 1, 2, 3]);
    await bindMobile(player);
    const after = await call(app, 'getAfterLoginInfoWeb', body, player.token);
    expect(after.appLobbyAdConfigList?.map((b) => b.id)).toEqual([1, 2, 3]);
    expect(after.appNoticeConfigList?.map((n) => n.id)).toEqual([1, 2, 3]);
  });

  it('leaves out disabled banners', async () => {
    await sql('UPDATE lobby_banners SET status = 0 WHERE id = 2');
    expect((await appConfig()).appLobbyAdConfigList.map((b) => b.id)).toEqual([101, 1, 3]);
    await sql('UPDATE lobby_banners SET status = 1 WHERE id = 2');
  });

  it('lets the operator switch the download banner in the settings', async () => {
    await sql(`UPDATE site_settings SET value = '{"downloadType": 2, "downloadUrl": "https://example.com/app.apk"}' WHERE key = 'h5Download'`);
    expect((await appConfig()).h5).toEqual({ downloadType: 2, downloadUrl: 'https://example.com/app.apk', url: [] });
    await sql(`UPDATE site_settings SET value = '{}' WHERE key = 'h5Download'`);
  });
});

describe('likes', () => {
  let player: RegisteredPlayer;
  beforeAll(async () => {
    player = await registerPlayer(app);
  });
  const collect = async () => call(app, 'getGameCollect', {}, player.token);

  it('stores a like, idempotently, most recent first, and removes it with like 0', async () => {
    expect(await call(app, 'gameLike', { id: HouseGame.Mines, like: 1 }, player.token)).toEqual({ code: 200, errcode: 0, id: HouseGame.Mines, like: 1 });
    app.clock.advance(1000);
    await call(app, 'gameLike', { id: HouseGame.Crash, like: 1 }, player.token);
    await call(app, 'gameLike', { id: HouseGame.Crash, like: 1 }, player.token);
    expect((await collect()).gameLikes).toEqual([HouseGame.Crash, HouseGame.Mines]);
    expect((await call(app, 'gameLike', { id: HouseGame.Crash, like: 0 }, player.token)).errcode).toBe(0);
    expect((await call(app, 'gameLike', { id: HouseGame.Crash, like: 0 }, player.token)).errcode).toBe(0);
    expect((await collect()).gameLikes).toEqual([HouseGame.Mines]);
  });

  it('refuses an unknown or disabled game with 1004, storing nothing', async () => {
    for (const id of [999_999, 507]) {
      for (const like of [1, 0]) {
        expect(await call(app, 'gameLike', { id, like }, player.token)).toMatchObject({ code: 200, errcode: LobbyErrcode.LikeTargetInvalid });
      }
    }
    const { rows } = await sql('SELECT game_id FROM game_likes WHERE player_id = $1', [player.user.id]);
    expect(rows).toEqual([{ game_id: HouseGame.Mines }]);
  });

  it('keeps likes per player and stops listing a game once disabled', async () => {
    const other = await registerPlayer(app);
    expect((await call(app, 'getGameCollect', {}, other.token))).toEqual({ code: 200, errcode: 0, gameLikes: [], gameHistory: [] });
    await call(app, 'gameLike', { id: 309, like: 1 }, other.token);
    await sql('UPDATE games SET status = 0 WHERE id = 309');
    expect((await call(app, 'getGameCollect', {}, other.token)).gameLikes).toEqual([]);
    await sql('UPDATE games SET status = 1 WHERE id = 309');
    expect((await call(app, 'getGameCollect', {}, other.token)).gameLikes).toEqual([309]);
  });

  it('needs a login', async () => {
    for (const name of ['gameLike', 'getGameCollect', 'startGame', 'exitGame', 'getCustomerServices', 'tradeInfo', 'getBonusTickers'] as const) {
      expect((await call(app, name, name === 'gameLike' ? { id: 1, like: 1 } : name === 'startGame' ? { gameId: 1 } : {})).code, name).toBe(401);
    }
  });
});

describe('startGame and history', () => {
  it('answers the house launch URL with a new game session and records the game, newest first, each once', async () => {
    const player = await registerPlayer(app);
    const started = await call(app, 'startGame', { gameId: HouseGame.LuckyTiger }, player.token);
    expect(started).toEqual({ code: 200, errcode: 0, gameId: HouseGame.LuckyTiger, launchUrl: expect.stringMatching(/^\/house\/lucky-tiger\?session=[A-Za-z0-9_-]{43}$/) });
    const again = await call(app, 'startGame', { gameId: HouseGame.LuckyTiger }, player.token);
    expect(again.launchUrl).not.toBe(started.launchUrl);
    for (const gameId of [HouseGame.Crash, HouseGame.Dice, HouseGame.LuckyTiger]) {
      expect((await call(app, 'startGame', { gameId }, player.token)).errcode).toBe(0);
    }
    expect((await call(app, 'getGameCollect', {}, player.token)).gameHistory).toEqual([HouseGame.LuckyTiger, HouseGame.Dice, HouseGame.Crash]);
    const { rows } = await sql('SELECT game_code, provider_code, closed_at FROM game_sessions WHERE player_id = $1 ORDER BY id', [player.user.id]);
    expect(rows.map((r) => (r as { game_code: string }).game_code)).toEqual(['lucky-tiger', 'lucky-tiger', 'crash', 'dice', 'lucky-tiger']);
    expect(rows.every((r) => (r as { provider_code: string; closed_at: Date | null }).provider_code === 'house' && (r as { closed_at: Date | null }).closed_at === null)).toBe(true);

    expect(await call(app, 'exitGame', {}, player.token)).toEqual({ code: 200, errcode: 0 });
    const open = await sql('SELECT count(*)::int AS n FROM game_sessions WHERE player_id = $1 AND closed_at IS NULL', [player.user.id]);
    expect(open.rows[0]).toEqual({ n: 0 });
  });

  it('answers an external provider\'s launch URL from its template, values URL-encoded', async () => {
    const player = await registerPlayer(app);
    const res = await call(app, 'startGame', { gameId: 301 }, player.token);
    expect(res.errcode).toBe(0);
    const url = new URL(res.launchUrl as string);
    expect(`${url.origin}${url.pathname}`).toBe('https://studio.example/play');
    expect(url.searchParams.get('game')).toBe('jade-emperor');
    expect(url.searchParams.get('lang')).toBe('en');
    expect(url.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('refuses a game whose platform no enabled provider runs (1104), recording nothing', async () => {
    const player = await registerPlayer(app);
    const { rows: [platform] } = await sql("INSERT INTO game_platforms (code, name) VALUES ('offline', 'Offline Studio') RETURNING id");
    const { rows: [brand] } = await sql("INSERT INTO game_brands (platform_id, show_name) VALUES ($1, 'Offline') RETURNING id", [(platform as { id: number }).id]);
    const { rows: [game] } = await sql("INSERT INTO games (code, name, type_id, brand_id) VALUES ('offline-slot', 'Offline Slot', 1, $1) RETURNING id", [(brand as { id: number }).id]);
    const { rows: [orphan] } = await sql("INSERT INTO game_platforms (code, name) VALUES ('unserved', 'Unserved') RETURNING id");
    const { rows: [orphanBrand] } = await sql("INSERT INTO game_brands (platform_id, show_name) VALUES ($1, 'Unserved') RETURNING id", [(orphan as { id: number }).id]);
    const { rows: [orphanGame] } = await sql("INSERT INTO games (code, name, type_id, brand_id) VALUES ('unserved-slot', 'Unserved Slot', 1, $1) RETURNING id", [(orphanBrand as { id: number }).id]);
    try {
      for (const target of [game, orphanGame]) {
        const gameId = (target as { id: number }).id;
        expect(await call(app, 'startGame', { gameId }, player.token)).toMatchObject({ code: 200, errcode: LobbyErrcode.ProviderUnavailable });
      }
      expect((await call(app, 'getGameCollect', {}, player.token)).gameHistory).toEqual([]);
      expect((await sql('SELECT count(*)::int AS n FROM game_sessions WHERE player_id = $1', [player.user.id])).rows[0]).toEqual({ n: 0 });
    } finally {
      await sql("DELETE FROM games WHERE code IN ('offline-slot', 'unserved-slot')");
      await sql("DELETE FROM game_brands WHERE show_name IN ('Offline', 'Unserved')");
      await sql("DELETE FROM game_platforms WHERE code IN ('offline', 'unserved')");
    }
  });

  it('keeps the 50 most recent games', async () => {
    const player = await registerPlayer(app);
    // Games the operator adds take ids from 10000 up; enough of them to pass the cap.
    const { rows: added } = await sql(`INSERT INTO games (code, name, type_id, brand_id)
      SELECT 'extra-' || n, 'Extra ' || n, 6, 1 FROM generate_series(1, 10) AS n RETURNING id`);
    const startable = [
      ...SEED_GAMES.filter((g) => (g.status ?? 1) === 1 && !g.maintain && g.brandId !== 6).map((g) => g.id),
      ...added.map((r) => (r as { id: number }).id),
    ];
    expect(startable.length).toBeGreaterThan(50);
    expect(Math.min(...added.map((r) => (r as { id: number }).id))).toBeGreaterThanOrEqual(10_000);
    for (const gameId of startable) expect((await call(app, 'startGame', { gameId }, player.token)).errcode, `game ${gameId}`).toBe(0);
    const history = (await call(app, 'getGameCollect', {}, player.token)).gameHistory;
    expect(history).toEqual(startable.slice(-50).reverse());
    const { rows } = await sql('SELECT count(*)::int AS n FROM game_history WHERE player_id = $1', [player.user.id]);
    expect(rows[0]).toEqual({ n: 50 });
    await sql("DELETE FROM games WHERE code LIKE 'extra-%'");
  });

  it('refuses missing, disabled and maintained games, recording nothing', async () => {
    const player = await registerPlayer(app);
    const start = (gameId: number) => call(app, 'startGame', { gameId }, player.token);
    expect(await start(999_999)).toMatchObject({ code: 200, errcode: LobbyErrcode.GameNotFound });
    expect(await start(507)).toMatchObject({ errcode: LobbyErrcode.GameNotFound });
    expect(await start(204)).toMatchObject({ errcode: LobbyErrcode.GameMaintenance });
    expect(await start(601)).toMatchObject({ errcode: LobbyErrcode.BrandMaintenance });
    await sql('UPDATE game_brands SET status = 0 WHERE id = 5');
    expect(await start(501)).toMatchObject({ errcode: LobbyErrcode.GameNotFound });
    await sql('UPDATE game_brands SET status = 1 WHERE id = 5');
    await sql('UPDATE game_platforms SET status = 0 WHERE id = 5');
    expect(await start(501)).toMatchObject({ errcode: LobbyErrcode.GameNotFound });
    await sql('UPDATE game_platforms SET status = 1 WHERE id = 5');
    expect((await start(501)).errcode).toBe(0);
    expect((await call(app, 'getGameCollect', {}, player.token)).gameHistory).toEqual([501]);
  });
});

describe('lobbyTips', () => {
  it('lists the seeded big wins newest first with masked phones', async () => {
    const res = await call(app, 'lobbyTips', {});
    expect(calls.lobbyTips.response.safeParse(res).success).toBe(true);
    expect(res.jackpotList?.length).toBeGreaterThanOrEqual(5);
    expect(res.newYearList?.length).toBeGreaterThanOrEqual(1);
    for (const win of [...(res.jackpotList ?? []), ...(res.newYearList ?? [])]) {
      expect(win.phone).toMatch(/^63\*+\d{4}$/);
      expect(win.amount).toBeGreaterThan(0);
    }
    const times = (res.jackpotList ?? []).map((w) => w.timestamp);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('shows a recorded win first: phone masked, or the account name masked without a phone', async () => {
    const withPhone = await registerPlayer(app);
    const mobile = await bindMobile(withPhone, '9171234567');
    await recordBigWin(app.db, { playerId: withPhone.user.id, gameId: HouseGame.Crash, amount: 123_456, at: app.clock.now() });
    let res = await call(app, 'lobbyTips', {});
    expect(res.jackpotList?.[0]).toEqual({ phone: `63******${mobile.slice(-4)}`, gameId: HouseGame.Crash, amount: 123_456, timestamp: app.clock.now().getTime() });

    const noPhone = await registerPlayer(app, 'winner1234');
    app.clock.advance(1000);
    await recordBigWin(app.db, { list: 'new_year', playerId: noPhone.user.id, gameId: HouseGame.DragonWays, amount: 50_000, at: app.clock.now() });
    res = await call(app, 'lobbyTips', {});
    expect(res.newYearList?.[0]).toMatchObject({ phone: 'wi******34', gameId: HouseGame.DragonWays, amount: 50_000 });
    expect(res.jackpotList?.length).toBeLessThanOrEqual(TICKER_LIST_MAX);
  });

  it('refuses a win without a positive amount or a player', async () => {
    const player = await registerPlayer(app);
    await expect(recordBigWin(app.db, { playerId: player.user.id, gameId: 1, amount: 0, at: app.clock.now() })).rejects.toThrow(/amount/);
    await expect(recordBigWin(app.db, { playerId: 1, gameId: 1, amount: 100, at: app.clock.now() })).rejects.toThrow(/no player/);
  });
});

describe('customer service', () => {
  it('lists the entries and the service URLs', async () => {
    const player = await registerPlayer(app);
    const res = await call(app, 'getCustomerServices', {}, player.token);
    expect(res).toMatchObject({ code: 200, errcode: 0, serviceUrl: expect.any(String), lcChatServiceUrl: '' });
    expect(res.appCustomerServiceQueue).toHaveLength(2);
    expect(res.appCustomerServiceQueue?.filter((s) => s.nickname.includes('Service'))).toHaveLength(1);
    for (const entry of res.appCustomerServiceQueue ?? []) expect(entry.icon).toMatch(/^\/media\/service\/\d+\.webp\?v=/);
  });
});

describe('trade and bonus tickers', () => {
  it('lists sign-up bonuses masked, and big wins, newest first', async () => {
    const player = await registerPlayer(app, 'tickerplayer1');
    const res = await call(app, 'anonymousTradeInfo', {});
    expect(calls.anonymousTradeInfo.response.safeParse(res).success).toBe(true);
    expect(res.list?.length).toBeGreaterThan(0);
    const bonus = res.list?.find((e) => e.kind === 'bonus' && e.player === 'ti*********r1');
    expect(bonus).toMatchObject({ amount: SIGN_UP_COIN, timestamp: app.clock.now().getTime() });
    expect(res.list?.some((e) => e.kind === 'win' && e.gameId !== undefined)).toBe(true);
    const times = (res.list ?? []).map((e) => e.timestamp);
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const own = await call(app, 'tradeInfo', {}, player.token);
    expect(own.mine).toEqual([{ id: expect.stringMatching(/^t\d+$/), kind: 'bonus', player: 'tickerplayer1', amount: SIGN_UP_COIN, timestamp: app.clock.now().getTime() }]);
    expect(own.list).toEqual(res.list);

    const tickers = await call(app, 'getBonusTickers', {}, player.token);
    expect(tickers.list?.length).toBeGreaterThan(0);
    expect(tickers.list?.every((e) => e.kind === 'bonus')).toBe(true);
  });

  it('reads only the kinds the ticker index covers', async () => {
    const { rows } = await sql(`SELECT pg_get_indexdef(indexrelid) AS def FROM pg_index WHERE indexrelid = 'ledger_transfers_ticker_idx'::regclass`);
    const def = String((rows[0] as { def: string }).def);
    for (const kind of Object.keys(TICKER_TRANSFER_KINDS)) expect(def).toContain(`'${kind}'`);
  });
});

describe('artwork', () => {
  it('serves each game, brand, banner, video, service icon and generic image as a cacheable WebP picture', async () => {
    const config = await appConfig();
    const urls = [
      ...(config.appGameList ?? []).slice(0, 5).map((g) => g.icon),
      ...(config.appGameBrandList ?? []).map((b) => b.icon3),
      ...config.appLobbyAdConfigList.map((b) => b.imgUrl2),
      ...config.appPromotionalVideoList.map((v) => v.coverImg),
      ...(config.customerService?.appCustomerServiceQueue ?? []).map((s) => s.icon),
      ...config.appGenericImgList.map((i) => i.img),
    ];
    expect(urls.length).toBeGreaterThan(10);
    for (const url of urls) {
      expect(url, url).toMatch(/^\/media\/[a-z]+\/[A-Za-z0-9_]+\.webp(\?v=|$)/);
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.rawPayload.subarray(0, 4).toString('latin1')).toBe('RIFF');
      expect(res.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    }
    // The picture has the drawing's size: a game tile is drawn 300 x 300.
    const tile = await app.inject({ method: 'GET', url: '/media/games/1.webp' });
    expect(await sharp(tile.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 300, height: 300 });
  });

  it('serves the drawing itself at the same address ending in .svg', async () => {
    const tiger = await app.inject({ method: 'GET', url: '/media/games/1.svg' });
    expect(tiger.statusCode).toBe(200);
    expect(tiger.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(tiger.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(tiger.body).toContain('Lucky Tiger');
  });

  it('draws a renamed game anew at its new address', async () => {
    const before = await app.inject({ method: 'GET', url: '/media/games/3.webp?v=1' });
    await sql("UPDATE games SET name = 'Dragon Ways Gold' WHERE id = 3");
    try {
      const after = await app.inject({ method: 'GET', url: '/media/games/3.webp?v=2' });
      expect(after.statusCode).toBe(200);
      expect(Buffer.compare(before.rawPayload, after.rawPayload)).not.toBe(0);
    } finally {
      await sql("UPDATE games SET name = 'Dragon Ways' WHERE id = 3");
    }
  });

  it('answers 404 for unknown or malformed artwork', async () => {
    for (const url of ['/media/games/999999.svg', '/media/games/999999.webp', '/media/games/abc.svg', '/media/games/1.png', '/media/games/01.webp',
      '/media/brands/0.svg', '/media/banners/999.webp', '/media/images/nope.webp', '/media/images/__proto__.webp', '/media/images/constructor.svg']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ code: 404 });
    }
  });
});

describe('seeding', () => {
  it('runs once: a second start inserts nothing and a deleted seeded row stays deleted', async () => {
    const { gameListVersion } = await appConfig();
    await sql('DELETE FROM lobby_notices WHERE id = 3');
    expect(await seedLobby(app.db)).toBe(false);
    expect((await appConfig()).gameListVersion).toBe(gameListVersion);
    const { rows } = await sql('SELECT count(*)::int AS n FROM lobby_notices WHERE id = 3');
    expect(rows[0]).toEqual({ n: 0 });
  });
});
