import type { Banner, CatalogBrand, CatalogGame, CatalogGameType, CustomerServiceEntry, Notice, PromoVideo } from '@casino/contract/operator';
import { PromoClick } from '@casino/contract/operator';
import type { Db, Queryable } from '../../platform/db.ts';
import { badInputRefusal } from '../../platform/refusal.ts';
import * as store from './back-office-store.ts';
import type { BrandAdminRow, ContentTable, GameAdminRow, GameFilter } from './back-office-store.ts';
import { CUSTOMER_SERVICE_SETTING, readCustomerServiceSetting } from './content-store.ts';
import type { CustomerServiceSetting } from './content-store.ts';
import { brandArtworkUrl, gameArtworkUrl } from './game-list.ts';
import { bannerArtworkUrl } from './lobby-content.ts';

/**
 * The lobby's writing side for the operator console (docs/decisions/067): the catalog's flags
 * and order, and banners, notices, promotional videos, customer service. Every write takes the
 * caller's transaction (the console writes its audit row in it) and answers the row before and
 * after, or null when there is no such row. Triggers move a revision with every change, which
 * drops what servers keep of these tables: catalog_revision the cached game list, settings_revision
 * the cached lobby content (platform/settings-cache.ts).
 */

/** A change: the row before and after (null before a create, null after a delete). */
export interface Change<T> { before: T; after: T }

const gameOf = (r: GameAdminRow): CatalogGame => ({ ...r, icon: r.icon !== '' ? r.icon : gameArtworkUrl(r.id, r.version) });
const brandOf = (r: BrandAdminRow): CatalogBrand => ({ ...r, icon: r.icon !== '' ? r.icon : brandArtworkUrl(r.id, r.showName) });

interface DatedRow { createdAt: Date }
const bannerOf = (r: Omit<Banner, 'createdAt' | 'shownImgUrl'> & DatedRow): Banner => ({
  ...r, createdAt: new Date(r.createdAt).getTime(), shownImgUrl: r.imgUrl !== '' ? r.imgUrl : bannerArtworkUrl(r.id, r.title),
});
const noticeOf = (r: Omit<Notice, 'createdAt'> & DatedRow): Notice => ({ ...r, createdAt: new Date(r.createdAt).getTime() });

type Fields = Record<string, unknown>;
const defined = (patch: Fields): Fields => Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));

function requireChange(patch: Fields): void {
  if (Object.keys(defined(patch)).length === 0) throw badInputRefusal('body', 'nothing to change');
}

/** What a click does must point somewhere real: a game that exists, a link that is set. */
async function checkTarget(q: Queryable, row: { clickType?: number; clickAction?: number; url?: string }): Promise<void> {
  if (row.clickType === PromoClick.Game && !(await store.gameExists(q, row.clickAction ?? 0))) throw badInputRefusal('clickAction', 'no game has that id');
  if (row.clickType === PromoClick.Url && (row.url ?? '') === '') throw badInputRefusal('url', 'a link entry needs a url');
}

/** list, create, update, delete of one content table, mapping rows to the console's shape. */
function contentDesk<Wire, Row = Wire>(db: Db, table: ContentTable, wire: (row: Row) => Wire, targeted: boolean) {
  return {
    list: async (): Promise<Wire[]> => (await store.listContent<Row>(db, table)).map(wire),
    async create(tx: Queryable, fields: Fields): Promise<Wire> {
      if (targeted) await checkTarget(tx, fields);
      return wire(await store.insertContent<Row>(tx, table, fields));
    },
    async update(tx: Queryable, id: number, patch: Fields): Promise<Change<Wire> | null> {
      const before = await store.findContent<Row>(tx, table, id, true);
      if (!before) return null;
      requireChange(patch);
      if (targeted) await checkTarget(tx, { ...(before as Fields), ...defined(patch) });
      const after = await store.updateContent<Row>(tx, table, id, defined(patch));
      return { before: wire(before), after: wire(after as Row) };
    },
    async remove(tx: Queryable, id: number): Promise<Wire | null> {
      const before = await store.findContent<Row>(tx, table, id, true);
      if (!before) return null;
      await store.deleteContent(tx, table, id);
      return wire(before);
    },
  };
}

const same = <T>(row: T): T => row;

export type LobbyBackOffice = ReturnType<typeof createLobbyBackOffice>;

export function createLobbyBackOffice(db: Db) {
  return {
    async listGames(filter: GameFilter): Promise<{ list: CatalogGame[]; total: number }> {
      const { rows, total } = await store.listGames(db, filter);
      return { list: rows.map(gameOf), total };
    },

    async updateGame(tx: Queryable, id: number, patch: {
      enabled?: boolean; hot?: boolean; hotSort?: number; showType?: number; recent?: boolean; sort?: number; maintain?: boolean;
    }): Promise<Change<CatalogGame> | null> {
      const before = await store.findGameForUpdate(tx, id);
      if (!before) return null;
      requireChange(patch);
      await store.updateColumns(tx, 'games', id, defined({
        status: patch.enabled === undefined ? undefined : patch.enabled ? 1 : 0,
        hot: patch.hot === undefined ? undefined : patch.hot ? 1 : 0,
        hot_sort: patch.hotSort, show_type: patch.showType, recent: patch.recent, sort: patch.sort, maintain: patch.maintain,
      }));
      const after = await store.findGameAdmin(tx, id);
      return { before: gameOf(before), after: gameOf(after as GameAdminRow) };
    },

    async listBrands() {
      const [brands, platforms] = await Promise.all([store.listBrands(db), store.listPlatforms(db)]);
      return { list: brands.map(brandOf), platforms };
    },

    async updateBrand(tx: Queryable, id: number, patch: { enabled?: boolean; sort?: number; maintain?: boolean }): Promise<Change<CatalogBrand> | null> {
      const before = await store.findBrandAdmin(tx, id, true);
      if (!before) return null;
      requireChange(patch);
      await store.updateColumns(tx, 'game_brands', id, defined({
        status: patch.enabled === undefined ? undefined : patch.enabled ? 1 : 0, sort: patch.sort, maintain: patch.maintain,
      }));
      return { before: brandOf(before), after: brandOf((await store.findBrandAdmin(tx, id)) as BrandAdminRow) };
    },

    listTypes: (): Promise<CatalogGameType[]> => store.listTypes(db),

    async updateType(tx: Queryable, id: number, patch: { enabled?: boolean; sort?: number }): Promise<Change<CatalogGameType> | null> {
      const before = await store.findTypeAdmin(tx, id, true);
      if (!before) return null;
      requireChange(patch);
      await store.updateColumns(tx, 'game_types', id, defined({ status: patch.enabled === undefined ? undefined : patch.enabled ? 1 : 0, sort: patch.sort }));
      return { before, after: (await store.findTypeAdmin(tx, id)) as CatalogGameType };
    },

    banners: contentDesk<Banner, Omit<Banner, 'createdAt' | 'shownImgUrl'> & DatedRow>(db, store.BANNERS, bannerOf, true),
    notices: contentDesk<Notice, Omit<Notice, 'createdAt'> & DatedRow>(db, store.NOTICES, noticeOf, true),
    promoVideos: contentDesk<PromoVideo>(db, store.PROMO_VIDEOS, same, true),
    customerServices: contentDesk<CustomerServiceEntry>(db, store.CUSTOMER_SERVICES, same, false),

    /** The external service URL and the chat-widget URL (the site setting customerService). */
    readCustomerServiceSetting: (q: Queryable = db): Promise<CustomerServiceSetting> => readCustomerServiceSetting(q),

    async writeCustomerServiceSetting(tx: Queryable, patch: Partial<CustomerServiceSetting>): Promise<Change<CustomerServiceSetting>> {
      await tx.query('SELECT 1 FROM site_settings WHERE key = $1 FOR UPDATE', [CUSTOMER_SERVICE_SETTING]);
      const before = await readCustomerServiceSetting(tx);
      const after = { ...before, ...defined(patch) } as CustomerServiceSetting;
      await tx.query(
        `INSERT INTO site_settings (key, value, updated_at) VALUES ($1, $2, now())
         ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
        [CUSTOMER_SERVICE_SETTING, JSON.stringify(after)]);
      return { before, after };
    },
  };
}
