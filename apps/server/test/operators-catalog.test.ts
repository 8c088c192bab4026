import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, GameCategory, HouseGame, LobbyErrcode, SocialMediaId } from '@casino/contract';
import type { AppConfig } from '@casino/contract';
import { OperatorCode, OperatorErrcode } from '@casino/contract/operator';
import type { OperatorCallName } from '@casino/contract/operator';
import { buildTestApp, call, encryptPassword, strongPassword, uniqueName } from './helper.ts';
import type { RegisteredPlayer, TestApp } from './helper.ts';
import { auditRows, opCall, opCallRaw, signedInOperator } from './operators-helper.ts';

/**
 * The console's catalog, lobby content and site settings (docs/decisions/067): each change is
 * made by a marketing operator (site settings by an admin), writes exactly one audit row with
 * before and after, and shows in the player API on the next call, without a restart. Bad input
 * answers 400 naming the field and changes nothing; unknown ids are refused.
 */

let app: TestApp;
let marketing: Awaited<ReturnType<typeof signedInOperator>>;
let admin: Awaited<ReturnType<typeof signedInOperator>>;
let signedUp: Pick<RegisteredPlayer, 'token'> | undefined;

const SUPPORT_EMAIL = 'support@deployment.example';

beforeAll(async () => {
  app = await buildTestApp({ site: { supportEmail: SUPPORT_EMAIL }, h5: { downloadType: 0, downloadUrl: '' } });
  marketing = await signedInOperator(app, 'marketing');
  admin = await signedInOperator(app, 'admin');
});
afterAll(() => app.dispose());

/** A player registered through the player API, with the §6 declaration its registration asks for. */
async function newPlayer(): Promise<Pick<RegisteredPlayer, 'token'>> {
  const res = await call(app, 'accountRegist', { declaration: true, account: uniqueName(), password: await encryptPassword(app, strongPassword()), type: 0 });
  if (res.errcode !== 0 || typeof res.token !== 'string') throw new Error(`registration failed: ${JSON.stringify(res)}`);
  return { token: res.token };
}

/** The one player these tests launch games and read customer service as, registered when first needed. */
const playerToken = async (): Promise<string> => (signedUp ??= await newPlayer()).token;

type Config = AppConfig & { code: number; errcode: number };
const appConfig = async (gameListVersion?: number) => (await call(app, 'appConfig', gameListVersion === undefined ? {} : { gameListVersion })) as Config;
const mk = <N extends OperatorCallName>(name: N, body: unknown) => opCall(app, name, body, marketing.cookie);

/** The audit rows of one action and subject: the test expects exactly the ones it caused. */
const audited = (action: string, subjectId: string) => auditRows(app, { action, subjectId });
const auditCount = async () => Number((await app.db.query<{ n: string }>('SELECT count(*) AS n FROM ops_audit')).rows[0]?.n);

/** A change refused as bad input: 400 naming the field, nothing written. */
async function expectBadInput<N extends OperatorCallName>(name: N, body: unknown, field: string, cookie = marketing.cookie) {
  const rowsBefore = await auditCount();
  const res = await opCallRaw(app, name, body, { cookie });
  expect(res.status, `${name} ${field}`).toBe(200);
  expect(res.body, `${name} ${field}`).toMatchObject({ code: Code.BadInput, msg: expect.stringMatching(new RegExp(`^${field}: `)) });
  expect(await auditCount(), `${name} ${field} wrote nothing`).toBe(rowsBefore);
}

describe('banners', () => {
  it('create, update and delete show in the lobby at once, each with one audit row', async () => {
    const created = await mk('bannerCreate', {
      clickType: 3, clickAction: 0, url: 'https://promo.example/week', activityType: null, imgUrl: '/media/custom/week.png',
      title: 'Week promo', sort: 0, enabled: true,
    });
    expect(created).toMatchObject({ errcode: 0, item: { title: 'Week promo', url: 'https://promo.example/week', enabled: true, shownImgUrl: '/media/custom/week.png' } });
    const id = created.item?.id as number;
    expect(id).toBeGreaterThanOrEqual(10000);
    expect((await appConfig()).appLobbyAdConfigList).toContainEqual(expect.objectContaining({ id, imgUrl2: '/media/custom/week.png', url: 'https://promo.example/week', clickType: 3 }));
    expect(await audited('catalog.banner.create', String(id))).toMatchObject([{ operator: marketing.username, before: null, after: { title: 'Week promo' } }]);

    const updated = await mk('bannerUpdate', { id, imgUrl: 'https://cdn.example.com/new.png', url: 'https://promo.example/new' });
    expect(updated.item).toMatchObject({ id, imgUrl: 'https://cdn.example.com/new.png', url: 'https://promo.example/new', title: 'Week promo' });
    // The player's lobby, logged in or not, carries the new picture and link.
    const shown = (list: AppConfig['appLobbyAdConfigList']) => list.find((b) => b.id === id);
    expect(shown((await appConfig()).appLobbyAdConfigList)).toMatchObject({ imgUrl2: 'https://cdn.example.com/new.png', url: 'https://promo.example/new' });
    const afterLogin = (await call(app, 'getAfterLoginInfoWeb', { gameListVersion: 0 }, await playerToken())) as Config;
    expect(shown(afterLogin.appLobbyAdConfigList)).toMatchObject({ imgUrl2: 'https://cdn.example.com/new.png' });
    expect(await audited('catalog.banner.update', String(id))).toMatchObject([{
      before: { imgUrl: '/media/custom/week.png', url: 'https://promo.example/week' }, after: { imgUrl: 'https://cdn.example.com/new.png', url: 'https://promo.example/new' },
    }]);

    // Switched off: hidden from players, still listed for operators.
    await mk('bannerUpdate', { id, enabled: false });
    expect(shown((await appConfig()).appLobbyAdConfigList)).toBeUndefined();
    expect((await mk('bannerList', {})).list?.find((b) => b.id === id)).toMatchObject({ enabled: false });

    expect(await mk('bannerDelete', { id })).toMatchObject({ errcode: 0, id });
    expect((await mk('bannerList', {})).list?.some((b) => b.id === id)).toBe(false);
    expect(await audited('catalog.banner.delete', String(id))).toMatchObject([{ before: { id, enabled: false }, after: null }]);
  });

  it('refuses bad input naming the field, and unknown ids, changing nothing', async () => {
    const before = (await mk('bannerList', {})).list?.find((b) => b.id === 1);
    await expectBadInput('bannerUpdate', { id: 1, imgUrl: 'javascript:alert(1)' }, 'imgUrl');
    await expectBadInput('bannerUpdate', { id: 1, imgUrl: '//evil.example/x.png' }, 'imgUrl');
    await expectBadInput('bannerUpdate', { id: 1, url: 'ftp://files.example' }, 'url');
    await expectBadInput('bannerUpdate', { id: 1, sort: -1 }, 'sort');
    await expectBadInput('bannerUpdate', { id: 1, sort: 100_000 }, 'sort');
    await expectBadInput('bannerUpdate', { id: 1, title: 't'.repeat(101) }, 'title');
    await expectBadInput('bannerUpdate', { id: 1, clickType: 7 }, 'clickType');
    // Rules that need the database: a game target that exists, a link target with a link.
    await expectBadInput('bannerUpdate', { id: 1, clickType: 2, clickAction: 999_999 }, 'clickAction');
    await expectBadInput('bannerUpdate', { id: 1, url: '' }, 'url');
    await expectBadInput('bannerCreate', { clickType: 3, clickAction: 0, url: '', activityType: null, imgUrl: '', title: 'x', sort: 1, enabled: true }, 'url');
    await expectBadInput('bannerUpdate', { id: 1 }, 'body');
    expect((await mk('bannerList', {})).list?.find((b) => b.id === 1)).toEqual(before);

    const rows = await auditCount();
    for (const [name, body] of [['bannerUpdate', { id: 424_242, title: 'x' }], ['bannerDelete', { id: 424_242 }]] as const) {
      expect(await mk(name, body), name).toMatchObject({ code: 200, errcode: OperatorErrcode.NotFound, msg: 'No banner has that id' });
    }
    expect(await auditCount()).toBe(rows);
  });
});

describe('games, brands and types', () => {
  it('lists games filtered by name, brand, type and platform, a page at a time', async () => {
    const all = await mk('catalogGameList', { limit: 200 });
    expect(all.total).toBeGreaterThan(20);
    const tiger = await mk('catalogGameList', { name: 'lucky TIG' });
    expect(tiger.list?.map((g) => g.id)).toContain(HouseGame.LuckyTiger);
    expect(tiger.list?.every((g) => g.name.toLowerCase().includes('lucky tig'))).toBe(true);
    expect(await mk('catalogGameList', { id: HouseGame.LuckyTiger })).toMatchObject({ total: 1, list: [{ id: HouseGame.LuckyTiger, name: 'Lucky Tiger' }] });
    const house = await mk('catalogGameList', { platformId: 1, limit: 200 });
    expect(house.list?.every((g) => g.platformId === 1)).toBe(true);
    const fish = await mk('catalogGameList', { typeId: GameCategory.Fish, limit: 200 });
    expect(fish.list?.every((g) => g.typeId === GameCategory.Fish)).toBe(true);
    const brandId = fish.list?.[0]?.brandId as number;
    const ofBrand = await mk('catalogGameList', { brandId, limit: 200 });
    expect(ofBrand.list?.length).toBeGreaterThan(0);
    expect(ofBrand.list?.every((g) => g.brandId === brandId)).toBe(true);
    // Paging: two pages of 3 are the first 6 in order, and total counts every match.
    const first = await mk('catalogGameList', { limit: 3, offset: 0 });
    const second = await mk('catalogGameList', { limit: 3, offset: 3 });
    expect([...(first.list ?? []), ...(second.list ?? [])].map((g) => g.id)).toEqual(all.list?.slice(0, 6).map((g) => g.id));
    expect(first.total).toBe(all.total);
    // LIKE wildcards match only themselves.
    expect((await mk('catalogGameList', { name: '%' })).total).toBe(0);
  });

  it('a game under maintenance shows so in the game list and does not launch; switched back, it launches', async () => {
    const { gameListVersion } = await appConfig();
    const changed = await mk('catalogGameUpdate', { id: HouseGame.LuckyTiger, maintain: true, hot: true, recent: true, sort: 7 });
    expect(changed.game).toMatchObject({ id: HouseGame.LuckyTiger, maintain: true, hot: true, recent: true, sort: 7 });
    const config = await appConfig(gameListVersion);
    // The game list version moved, so a client holding the old one is sent the new list.
    expect(config.gameListVersion).toBeGreaterThan(gameListVersion);
    expect(config.appGameList?.find((g) => g.id === HouseGame.LuckyTiger)).toMatchObject({ maintain: true, hot: 1, recent: true, sort: 7 });
    expect(await call(app, 'startGame', { gameId: HouseGame.LuckyTiger }, await playerToken())).toMatchObject({ errcode: LobbyErrcode.GameMaintenance });
    expect(await audited('catalog.game.update', String(HouseGame.LuckyTiger))).toMatchObject([{
      operator: marketing.username, before: { maintain: false, sort: expect.any(Number) }, after: { maintain: true, hot: true, recent: true, sort: 7 },
    }]);

    await mk('catalogGameUpdate', { id: HouseGame.LuckyTiger, maintain: false });
    expect((await appConfig()).appGameList?.find((g) => g.id === HouseGame.LuckyTiger)?.maintain).toBe(false);
    expect(await call(app, 'startGame', { gameId: HouseGame.LuckyTiger }, await playerToken())).toMatchObject({ errcode: 0, gameId: HouseGame.LuckyTiger });

    // Disabled: gone from the player's list and not startable.
    await mk('catalogGameUpdate', { id: HouseGame.Mines, enabled: false });
    expect((await appConfig()).appGameList?.some((g) => g.id === HouseGame.Mines)).toBe(false);
    expect(await call(app, 'startGame', { gameId: HouseGame.Mines }, await playerToken())).toMatchObject({ errcode: LobbyErrcode.GameNotFound });
    expect((await mk('catalogGameList', { name: 'Mines' })).list?.find((g) => g.id === HouseGame.Mines)).toMatchObject({ enabled: false });
    await mk('catalogGameUpdate', { id: HouseGame.Mines, enabled: true });
  });

  it('a brand under maintenance stops its games; a hidden type leaves the lobby tabs', async () => {
    const { list } = await mk('catalogBrandList', {});
    const houseBrand = list?.find((b) => b.platformId === 1 && b.games > 0);
    expect(houseBrand).toBeDefined();
    const brandId = houseBrand?.id as number;
    const gameId = (await mk('catalogGameList', { brandId, limit: 1 })).list?.[0]?.id as number;
    expect(await mk('catalogBrandUpdate', { id: brandId, maintain: true, sort: 5 })).toMatchObject({ brand: { id: brandId, maintain: true, sort: 5 } });
    const config = await appConfig();
    expect(config.appGameBrandList?.find((b) => b.id === brandId)).toMatchObject({ maintain: true, sort: 5 });
    expect(config.appGameList?.find((g) => g.id === gameId)?.params).toMatchObject({ brandMaintain: true });
    expect(await call(app, 'startGame', { gameId }, await playerToken())).toMatchObject({ errcode: LobbyErrcode.BrandMaintenance });
    expect(await audited('catalog.brand.update', String(brandId))).toMatchObject([{ before: { maintain: false }, after: { maintain: true, sort: 5 } }]);
    await mk('catalogBrandUpdate', { id: brandId, maintain: false });
    expect(await call(app, 'startGame', { gameId }, await playerToken())).toMatchObject({ errcode: 0 });

    expect((await mk('catalogTypeList', {})).list?.find((t) => t.id === GameCategory.Fish)).toMatchObject({ enabled: true });
    await mk('catalogTypeUpdate', { id: GameCategory.Fish, enabled: false });
    expect((await appConfig()).appGameTypeList.some((t) => t.id === GameCategory.Fish)).toBe(false);
    expect(await audited('catalog.type.update', String(GameCategory.Fish))).toMatchObject([{ before: { enabled: true }, after: { enabled: false } }]);
    await mk('catalogTypeUpdate', { id: GameCategory.Fish, enabled: true, sort: 0 });
    expect((await appConfig()).appGameTypeList[0]?.id).toBe(GameCategory.Fish);
  });

  it('refuses unknown ids and bad values, changing nothing', async () => {
    const rows = await auditCount();
    expect(await mk('catalogGameUpdate', { id: 999_999, maintain: true })).toMatchObject({ errcode: OperatorErrcode.NotFound, msg: 'No game has that id' });
    expect(await mk('catalogBrandUpdate', { id: 999_999, maintain: true })).toMatchObject({ errcode: OperatorErrcode.NotFound, msg: 'No brand has that id' });
    expect(await mk('catalogTypeUpdate', { id: 999_999, sort: 1 })).toMatchObject({ errcode: OperatorErrcode.NotFound, msg: 'No game type has that id' });
    expect(await auditCount()).toBe(rows);
    await expectBadInput('catalogGameUpdate', { id: HouseGame.LuckyTiger, sort: 1.5 }, 'sort');
    await expectBadInput('catalogGameUpdate', { id: HouseGame.LuckyTiger, hotSort: 10_000_000 }, 'hotSort');
    await expectBadInput('catalogGameUpdate', { id: HouseGame.LuckyTiger, maintain: 'yes' }, 'maintain');
    await expectBadInput('catalogGameUpdate', { id: 2 ** 40, maintain: true }, 'id');
    await expectBadInput('catalogGameList', { limit: 1000 }, 'limit');
  });
});

describe('notices, promotional videos and customer service', () => {
  it('each kind is created, changed and deleted, visible to players at once, one audit row each', async () => {
    const notice = await mk('noticeCreate', {
      title: 'Maintenance tonight', content: 'Line one.\nLine two.', isH5Pop: false, clickType: 0, clickAction: 0, url: '', activityType: null,
      imgUrl: '', sort: 0, enabled: true,
    });
    const noticeId = notice.item?.id as number;
    expect((await appConfig()).appNoticeConfigList.find((n) => n.id === noticeId)).toMatchObject({ title: 'Maintenance tonight', content: 'Line one.\nLine two.' });
    await mk('noticeUpdate', { id: noticeId, title: 'Maintenance at midnight', isH5Pop: true });
    expect((await appConfig()).appNoticeConfigList.find((n) => n.id === noticeId)).toMatchObject({ title: 'Maintenance at midnight', isH5Pop: true });
    await mk('noticeDelete', { id: noticeId });
    expect((await appConfig()).appNoticeConfigList.some((n) => n.id === noticeId)).toBe(false);
    for (const verb of ['create', 'update', 'delete']) expect(await audited(`catalog.notice.${verb}`, String(noticeId)), verb).toHaveLength(1);

    const video = await mk('promoVideoCreate', { clickType: 2, clickAction: HouseGame.Crash, coverImg: '/media/custom/c.png', path: 'https://cdn.example.com/v.mp4', sort: 0, enabled: true });
    const videoId = video.item?.id as number;
    expect((await appConfig()).appPromotionalVideoList.find((v) => v.id === videoId)).toMatchObject({ clickAction: HouseGame.Crash, coverImg: '/media/custom/c.png', path: 'https://cdn.example.com/v.mp4' });
    await mk('promoVideoUpdate', { id: videoId, enabled: false });
    expect((await appConfig()).appPromotionalVideoList.some((v) => v.id === videoId)).toBe(false);
    await expectBadInput('promoVideoUpdate', { id: videoId, clickType: 3 }, 'clickType');
    await expectBadInput('promoVideoUpdate', { id: videoId, clickAction: 888_888 }, 'clickAction');
    await mk('promoVideoDelete', { id: videoId });
    expect(await audited('catalog.promo_video.update', String(videoId))).toMatchObject([{ before: { enabled: true }, after: { enabled: false } }]);

    const service = await mk('customerServiceCreate', { url: 'https://wa.me/639170000000', isOut: true, icon: '', nickname: 'WhatsApp desk', sort: 0, enabled: true });
    const serviceId = service.item?.id as number;
    const queue = async () => (await call(app, 'getCustomerServices', {}, await playerToken())).appCustomerServiceQueue ?? [];
    expect(await queue()).toContainEqual(expect.objectContaining({ url: 'https://wa.me/639170000000', nickname: 'WhatsApp desk' }));
    await mk('customerServiceUpdate', { id: serviceId, nickname: 'Chat desk' });
    expect((await queue()).map((s) => s.nickname)).toContain('Chat desk');
    await expectBadInput('customerServiceUpdate', { id: serviceId, url: 'mailto:help@example.com' }, 'url');
    await expectBadInput('customerServiceUpdate', { id: serviceId, nickname: '' }, 'nickname');
    await mk('customerServiceDelete', { id: serviceId });
    expect((await queue()).map((s) => s.nickname)).not.toContain('Chat desk');
    expect(await audited('catalog.customer_service.delete', String(serviceId))).toMatchObject([{ before: { nickname: 'Chat desk' }, after: null }]);

    for (const name of ['noticeUpdate', 'promoVideoUpdate', 'customerServiceUpdate'] as const) {
      expect((await mk(name, { id: 424_242, sort: 1 })).errcode, name).toBe(OperatorErrcode.NotFound);
    }
  });
});

describe('social links', () => {
  const footer = async () => JSON.parse((await appConfig()).socialMedia) as Array<{ id: number; url: string }>;

  it('are added, changed, moved and removed in the footer of the app config', async () => {
    const { list } = await mk('socialLinkList', {});
    expect(list?.map((l) => l.id)).toEqual((await footer()).map((l) => l.id));
    expect(await mk('socialLinkCreate', { id: SocialMediaId.WhatsApp, url: 'https://wa.me/63917', sort: 0 })).toMatchObject({ item: { id: SocialMediaId.WhatsApp, sort: 0 } });
    expect((await footer())[0]).toEqual({ id: SocialMediaId.WhatsApp, url: 'https://wa.me/63917' });
    expect(await mk('socialLinkCreate', { id: SocialMediaId.WhatsApp, url: 'https://wa.me/1' })).toMatchObject({ errcode: OperatorErrcode.Refused });

    await mk('socialLinkUpdate', { id: SocialMediaId.WhatsApp, url: 'https://wa.me/63918', sort: 99 });
    const moved = await footer();
    expect(moved[moved.length - 1]).toEqual({ id: SocialMediaId.WhatsApp, url: 'https://wa.me/63918' });
    expect(await audited('catalog.social_link.update', String(SocialMediaId.WhatsApp))).toMatchObject([{
      before: { url: 'https://wa.me/63917', sort: 0 }, after: { url: 'https://wa.me/63918', sort: moved.length - 1 },
    }]);

    await mk('socialLinkDelete', { id: SocialMediaId.WhatsApp });
    expect((await footer()).some((l) => l.id === SocialMediaId.WhatsApp)).toBe(false);
    expect(await mk('socialLinkDelete', { id: SocialMediaId.WhatsApp })).toMatchObject({ errcode: OperatorErrcode.NotFound });
    await expectBadInput('socialLinkUpdate', { id: SocialMediaId.Facebook, url: '/relative' }, 'url');
    await expectBadInput('socialLinkCreate', { id: 0, url: 'https://x.example' }, 'id');
  });
});

describe('site settings', () => {
  it('an admin changes them and the player app sees the change on its next call; null goes back to the deployment value', async () => {
    const start = await opCall(app, 'siteSettingsGet', {}, admin.cookie);
    expect(start).toMatchObject({ settings: { supportEmail: SUPPORT_EMAIL, downloadType: 0 }, defaults: { supportEmail: SUPPORT_EMAIL }, overridden: [] });
    expect((await appConfig()).site.supportEmail).toBe(SUPPORT_EMAIL);

    const changed = await opCall(app, 'siteSettingsUpdate', {
      supportEmail: 'help@casino.example', downloadType: 2, downloadUrl: 'https://dl.example/app.apk', siteUrls: ['https://mirror.example'],
      serviceUrl: 'https://help.example', lcChatServiceUrl: 'https://chat.example/widget',
    }, admin.cookie);
    expect(changed).toMatchObject({ errcode: 0, overridden: ['supportEmail', 'downloadType', 'downloadUrl'], settings: { supportEmail: 'help@casino.example' } });
    const config = await appConfig();
    expect(config.site.supportEmail).toBe('help@casino.example');
    expect(config.h5).toMatchObject({ downloadType: 2, downloadUrl: 'https://dl.example/app.apk', url: ['https://mirror.example'] });
    expect(config.customerService).toMatchObject({ serviceUrl: 'https://help.example', lcChatServiceUrl: 'https://chat.example/widget' });
    expect(await call(app, 'getCustomerServices', {}, await playerToken())).toMatchObject({ lcChatServiceUrl: 'https://chat.example/widget' });
    expect(await audited('site.settings.update', 'site')).toMatchObject([{
      operator: admin.username, before: { supportEmail: SUPPORT_EMAIL, downloadType: 0 }, after: { supportEmail: 'help@casino.example', downloadType: 2 },
    }]);

    await opCall(app, 'siteSettingsUpdate', { supportEmail: null, downloadType: null }, admin.cookie);
    const back = await appConfig();
    expect(back.site.supportEmail).toBe(SUPPORT_EMAIL);
    expect(back.h5).toMatchObject({ downloadType: 0, downloadUrl: 'https://dl.example/app.apk' });
    expect((await opCall(app, 'siteSettingsGet', {}, admin.cookie)).overridden).toEqual(['downloadUrl']);
    expect(await audited('site.settings.update', 'site')).toHaveLength(2);
  });

  it('refuses bad values naming the field, and is for admins only', async () => {
    const before = await opCall(app, 'siteSettingsGet', {}, admin.cookie);
    await expectBadInput('siteSettingsUpdate', { supportEmail: 'not-an-address' }, 'supportEmail', admin.cookie);
    await expectBadInput('siteSettingsUpdate', { downloadType: 10 }, 'downloadType', admin.cookie);
    await expectBadInput('siteSettingsUpdate', { downloadUrl: 'javascript:alert(1)' }, 'downloadUrl', admin.cookie);
    await expectBadInput('siteSettingsUpdate', { siteUrls: ['https://ok.example', 'nope'] }, 'siteUrls.1', admin.cookie);
    await expectBadInput('siteSettingsUpdate', { serviceUrl: 'x'.repeat(3000) }, 'serviceUrl', admin.cookie);
    await expectBadInput('siteSettingsUpdate', {}, 'body', admin.cookie);
    expect(await opCall(app, 'siteSettingsGet', {}, admin.cookie)).toEqual(before);
    for (const name of ['siteSettingsGet', 'siteSettingsUpdate'] as const) {
      expect((await opCallRaw(app, name, { supportEmail: 'x@example.com' }, { cookie: marketing.cookie })).body).toMatchObject({ code: OperatorCode.Forbidden });
    }
  });
});
