import type { GetListParams, GetListResult, Identifier, RaRecord } from 'react-admin';
import { operatorCall } from '../api/call.ts';
import type { CallBody } from '../api/call.ts';

/**
 * The catalog and content screens' side of the data provider (docs/decisions/067): one entry per
 * resource in each of the provider's tables (lists, shows, creates, updates, deletes). An update
 * sends only the fields the operator changed, so two operators editing different fields of one
 * row do not undo each other's work.
 */

type Fields = Record<string, unknown>;
type ListFn = (filter: Fields, params: GetListParams) => Promise<GetListResult>;

const onePage = <T extends RaRecord>(data: T[]): GetListResult<T> => ({ data, total: data.length });
const positiveInt = (value: unknown): number | undefined => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value.trim()) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
};

/** What each resource's update may change, and which of those are text (an emptied text input sends null: the call wants ''). */
export const EDITABLE: Readonly<Record<string, { fields: readonly string[]; texts: readonly string[] }>> = {
  games: { fields: ['enabled', 'hot', 'hotSort', 'showType', 'recent', 'sort', 'maintain'], texts: [] },
  brands: { fields: ['enabled', 'sort', 'maintain'], texts: [] },
  gameTypes: { fields: ['enabled', 'sort'], texts: [] },
  banners: { fields: ['clickType', 'clickAction', 'url', 'activityType', 'imgUrl', 'title', 'sort', 'enabled'], texts: ['url', 'imgUrl', 'title'] },
  notices: {
    fields: ['title', 'content', 'isH5Pop', 'clickType', 'clickAction', 'url', 'activityType', 'imgUrl', 'sort', 'enabled'],
    texts: ['title', 'content', 'url', 'imgUrl'],
  },
  promoVideos: { fields: ['clickType', 'clickAction', 'coverImg', 'path', 'sort', 'enabled'], texts: ['coverImg', 'path'] },
  customerServices: { fields: ['url', 'isOut', 'icon', 'nickname', 'sort', 'enabled'], texts: ['url', 'icon', 'nickname'] },
  socialLinks: { fields: ['url', 'sort'], texts: ['url'] },
};

/** The editable fields of `data` (text inputs emptied to null sent as ''); with `previous`, only those that changed. */
export function editedFields(resource: string, data: Fields, previous?: Fields): Fields {
  const { fields, texts } = EDITABLE[resource] ?? { fields: [], texts: [] };
  const out: Fields = {};
  for (const field of fields) {
    if (!(field in data)) continue;
    const value = data[field] === null && texts.includes(field) ? '' : data[field];
    const before = previous?.[field] === null && texts.includes(field) ? '' : previous?.[field];
    if (previous && value === before) continue;
    out[field] = value;
  }
  return out;
}

const body = <N extends Parameters<typeof operatorCall>[0]>(fields: Fields) => fields as CallBody<N>;

export const catalogLists: Record<string, ListFn> = {
  async games(filter, params) {
    const perPage = Math.min(200, Math.max(1, params.pagination?.perPage ?? 25));
    const page = Math.max(1, params.pagination?.page ?? 1);
    const name = typeof filter.q === 'string' && filter.q.trim() !== '' ? filter.q.trim() : undefined;
    const { list, total } = await operatorCall('catalogGameList', {
      name, brandId: positiveInt(filter.brandId), typeId: positiveInt(filter.typeId), platformId: positiveInt(filter.platformId),
      limit: perPage, offset: (page - 1) * perPage,
    });
    return { data: list, total };
  },
  async brands() {
    const { list, platforms } = await operatorCall('catalogBrandList', {});
    // The platforms ride along for the filters (useListContext().meta).
    return { ...onePage(list), meta: { platforms } };
  },
  gameTypes: async () => onePage((await operatorCall('catalogTypeList', {})).list),
  banners: async () => onePage((await operatorCall('bannerList', {})).list),
  notices: async () => onePage((await operatorCall('noticeList', {})).list),
  promoVideos: async () => onePage((await operatorCall('promoVideoList', {})).list),
  customerServices: async () => onePage((await operatorCall('customerServiceList', {})).list),
  socialLinks: async () => onePage((await operatorCall('socialLinkList', {})).list),
};

/** No call reads one row: an edit screen finds it in the list (these lists are short). */
const fromList = (resource: string) => async (id: Identifier): Promise<RaRecord> => {
  const list = catalogLists[resource] as ListFn;
  const { data } = await list({}, { pagination: { page: 1, perPage: 200 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
  const row = data.find((r) => String(r.id) === String(id));
  if (!row) throw new Error(`No such ${resource.replace(/s$/, '')} (id ${String(id)}); it may have been deleted`);
  return row;
};

export const catalogShows: Record<string, (id: Identifier) => Promise<RaRecord>> = {
  async games(id) {
    const { list } = await operatorCall('catalogGameList', { id: Number(id), limit: 1 });
    if (!list[0]) throw new Error(`No such game (id ${String(id)})`);
    return list[0];
  },
  brands: fromList('brands'),
  gameTypes: fromList('gameTypes'),
  banners: fromList('banners'),
  notices: fromList('notices'),
  promoVideos: fromList('promoVideos'),
  customerServices: fromList('customerServices'),
  socialLinks: fromList('socialLinks'),
};

export const catalogCreates: Record<string, (data: Fields) => Promise<RaRecord>> = {
  banners: async (data) => (await operatorCall('bannerCreate', body<'bannerCreate'>(editedFields('banners', data)))).item,
  notices: async (data) => (await operatorCall('noticeCreate', body<'noticeCreate'>(editedFields('notices', data)))).item,
  promoVideos: async (data) => (await operatorCall('promoVideoCreate', body<'promoVideoCreate'>(editedFields('promoVideos', data)))).item,
  customerServices: async (data) => (await operatorCall('customerServiceCreate', body<'customerServiceCreate'>(editedFields('customerServices', data)))).item,
  socialLinks: async (data) => (await operatorCall('socialLinkCreate', body<'socialLinkCreate'>({ id: data.id, ...editedFields('socialLinks', data) }))).item,
};

type UpdateFn = (id: Identifier, data: Fields, previous: Fields | undefined) => Promise<RaRecord>;
const changed = (resource: string, id: Identifier, data: Fields, previous: Fields | undefined) => ({ id: Number(id), ...editedFields(resource, data, previous) });

export const catalogUpdates: Record<string, UpdateFn> = {
  games: async (id, data, prev) => (await operatorCall('catalogGameUpdate', body<'catalogGameUpdate'>(changed('games', id, data, prev)))).game,
  brands: async (id, data, prev) => (await operatorCall('catalogBrandUpdate', body<'catalogBrandUpdate'>(changed('brands', id, data, prev)))).brand,
  gameTypes: async (id, data, prev) => (await operatorCall('catalogTypeUpdate', body<'catalogTypeUpdate'>(changed('gameTypes', id, data, prev)))).type,
  banners: async (id, data, prev) => (await operatorCall('bannerUpdate', body<'bannerUpdate'>(changed('banners', id, data, prev)))).item,
  notices: async (id, data, prev) => (await operatorCall('noticeUpdate', body<'noticeUpdate'>(changed('notices', id, data, prev)))).item,
  promoVideos: async (id, data, prev) => (await operatorCall('promoVideoUpdate', body<'promoVideoUpdate'>(changed('promoVideos', id, data, prev)))).item,
  customerServices: async (id, data, prev) => (await operatorCall('customerServiceUpdate', body<'customerServiceUpdate'>(changed('customerServices', id, data, prev)))).item,
  socialLinks: async (id, data, prev) => (await operatorCall('socialLinkUpdate', body<'socialLinkUpdate'>(changed('socialLinks', id, data, prev)))).item,
};

export const catalogDeletes: Record<string, (id: Identifier) => Promise<void>> = {
  banners: async (id) => { await operatorCall('bannerDelete', { id: Number(id) }); },
  notices: async (id) => { await operatorCall('noticeDelete', { id: Number(id) }); },
  promoVideos: async (id) => { await operatorCall('promoVideoDelete', { id: Number(id) }); },
  customerServices: async (id) => { await operatorCall('customerServiceDelete', { id: Number(id) }); },
  socialLinks: async (id) => { await operatorCall('socialLinkDelete', { id: Number(id) }); },
};
