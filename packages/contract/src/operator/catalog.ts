import { z } from 'zod';
import {
  BANNER_CLICK_TYPES, CATALOG_NICKNAME_MAX, CATALOG_SEARCH_MAX, CATALOG_SORT_MAX, CATALOG_TEXT_MAX, CATALOG_TITLE_MAX, CATALOG_URL_MAX,
  EXTERNAL_LINK_MESSAGE, EXTERNAL_LINK_PATTERN, LINK_MESSAGE, LINK_PATTERN, NOTICE_CLICK_TYPES, VIDEO_CLICK_TYPES,
} from './catalog-rules.ts';
import { defineOperatorCall, EpochMs } from './define.ts';

/**
 * The lobby's catalog and content as operators edit them (docs/decisions/067): games, brands and
 * types (flags and order), banners, notices, promotional videos, customer-service entries and the
 * footer's social links. Every change is audited and reaches players on their next call.
 */

const Sort = z.number().int().min(0).max(CATALOG_SORT_MAX);
/** Empty: none. */
const OptionalLink = z.string().trim().max(CATALOG_URL_MAX).refine((s) => s === '' || LINK_PATTERN.test(s), LINK_MESSAGE);
/** Empty: the generated artwork. */
const ImagePath = z.string().trim().max(CATALOG_URL_MAX)
  .refine((s) => s === '' || LINK_PATTERN.test(s), 'must be empty (generated artwork), an http(s) URL or a path of this site starting with /');
const Title = z.string().trim().max(CATALOG_TITLE_MAX);
const ClickAction = z.number().int().min(0).max(2_147_483_647).describe('activity id (0 or a recharge type: deposit page, 10000: tasks page) or game id');
const ActivityType = z.number().int().min(0).max(2_147_483_647).nullable().describe('the activity the entry advertises (§5 hiding rules); null for none');
const CatalogId = z.number().int().min(1).max(2_147_483_647);

// ---- games, brands, types ----

export const CatalogGame = z.object({
  id: z.number().int(),
  code: z.string().describe("the provider's id of the game"),
  name: z.string(),
  typeId: z.number().int(),
  typeName: z.string(),
  brandId: z.number().int(),
  brandName: z.string(),
  platformId: z.number().int(),
  platformName: z.string(),
  enabled: z.boolean().describe('status 1: listed and playable (when its brand and platform are too)'),
  sort: z.number().int(),
  hot: z.boolean().describe('in the popular grid (with showType 0)'),
  hotSort: z.number().int(),
  showType: z.number().int().describe('0: shown in the lobby grids; other values keep it out of the popular grid'),
  recent: z.boolean().describe("the 'new' badge"),
  maintain: z.boolean().describe('under maintenance: shown with the overlay, does not launch'),
  icon: z.string().describe('as players see it (the generated artwork when none is set)'),
  version: z.number().int(),
});
export type CatalogGame = z.infer<typeof CatalogGame>;

export const CatalogBrand = z.object({
  id: z.number().int(),
  platformId: z.number().int(),
  platformName: z.string(),
  showName: z.string(),
  enabled: z.boolean(),
  sort: z.number().int(),
  maintain: z.boolean().describe('every game of the brand is under maintenance'),
  icon: z.string(),
  games: z.number().int().describe('how many games the brand has'),
});
export type CatalogBrand = z.infer<typeof CatalogBrand>;

export const CatalogGameType = z.object({
  id: z.number().int(),
  name: z.string(),
  enabled: z.boolean().describe('shown as a lobby tab (when it has an enabled game)'),
  sort: z.number().int(),
  games: z.number().int(),
});
export type CatalogGameType = z.infer<typeof CatalogGameType>;

export const CatalogPlatform = z.object({ id: z.number().int(), code: z.string(), name: z.string(), enabled: z.boolean() });

export const catalogGameList = defineOperatorCall({
  name: 'catalogGameList', permission: 'catalog.manage',
  summary: 'Games, enabled or not, filtered by id, name (contains, any case), brand, type and platform, in type, sort and id order, a page at a time.',
  body: z.object({
    id: CatalogId.optional(),
    name: z.string().trim().max(CATALOG_SEARCH_MAX).optional(),
    brandId: CatalogId.optional(),
    typeId: CatalogId.optional(),
    platformId: CatalogId.optional(),
    limit: z.number().int().min(1).max(200).default(25),
    offset: z.number().int().min(0).max(1_000_000).default(0),
  }),
  response: z.object({ list: z.array(CatalogGame), total: z.number().int() }),
});

export const catalogGameUpdate = defineOperatorCall({
  name: 'catalogGameUpdate', permission: 'catalog.manage',
  summary: "Changes a game's flags and order (fields left out stay); the lobby's game list version moves, so players get the new list at once.",
  body: z.object({
    id: CatalogId,
    enabled: z.boolean().optional(),
    hot: z.boolean().optional(),
    hotSort: Sort.optional(),
    showType: z.number().int().min(0).max(9).optional(),
    recent: z.boolean().optional(),
    sort: Sort.optional(),
    maintain: z.boolean().optional(),
  }),
  response: z.object({ game: CatalogGame }),
});

export const catalogBrandList = defineOperatorCall({
  name: 'catalogBrandList', permission: 'catalog.manage',
  summary: 'Every brand, enabled or not, by sort, with the platforms (for filters).',
  body: z.object({}),
  response: z.object({ list: z.array(CatalogBrand), platforms: z.array(CatalogPlatform) }),
});

export const catalogBrandUpdate = defineOperatorCall({
  name: 'catalogBrandUpdate', permission: 'catalog.manage',
  summary: "Changes a brand's order, visibility or maintenance switch (fields left out stay).",
  body: z.object({ id: CatalogId, enabled: z.boolean().optional(), sort: Sort.optional(), maintain: z.boolean().optional() }),
  response: z.object({ brand: CatalogBrand }),
});

export const catalogTypeList = defineOperatorCall({
  name: 'catalogTypeList', permission: 'catalog.manage',
  summary: 'Every game type (lobby tab), enabled or not, by sort.',
  body: z.object({}),
  response: z.object({ list: z.array(CatalogGameType) }),
});

export const catalogTypeUpdate = defineOperatorCall({
  name: 'catalogTypeUpdate', permission: 'catalog.manage',
  summary: "Changes a game type's order or visibility (fields left out stay).",
  body: z.object({ id: CatalogId, enabled: z.boolean().optional(), sort: Sort.optional() }),
  response: z.object({ type: CatalogGameType }),
});

// ---- banners, notices, promotional videos ----

const BannerFields = {
  clickType: z.literal(BANNER_CLICK_TYPES).describe('1 activity, 2 game, 3 link'),
  clickAction: ClickAction,
  url: OptionalLink.describe('where a link banner (clickType 3) goes'),
  activityType: ActivityType,
  imgUrl: ImagePath,
  title: Title.describe('also drawn on the generated artwork'),
  sort: Sort,
  enabled: z.boolean(),
};

export const Banner = z.object({
  id: z.number().int(),
  clickType: z.number().int(),
  clickAction: z.number().int(),
  url: z.string(),
  activityType: z.number().int().nullable(),
  imgUrl: z.string().describe('as stored; empty for the generated artwork'),
  shownImgUrl: z.string().describe('what players are shown'),
  title: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
  createdAt: EpochMs,
});
export type Banner = z.infer<typeof Banner>;

const NoticeFields = {
  title: Title.min(1),
  content: z.string().trim().min(1).max(CATALOG_TEXT_MAX),
  isH5Pop: z.boolean().describe('also shown as the home pop-up'),
  clickType: z.literal(NOTICE_CLICK_TYPES).describe('0 none, 1 activity, 2 game, 3 link'),
  clickAction: ClickAction,
  url: OptionalLink,
  activityType: ActivityType,
  imgUrl: ImagePath.describe('empty: no picture'),
  sort: Sort,
  enabled: z.boolean(),
};

export const Notice = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  isH5Pop: z.boolean(),
  clickType: z.number().int(),
  clickAction: z.number().int(),
  url: z.string(),
  activityType: z.number().int().nullable(),
  imgUrl: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
  createdAt: EpochMs,
});
export type Notice = z.infer<typeof Notice>;

const PromoVideoFields = {
  clickType: z.literal(VIDEO_CLICK_TYPES).describe('1 activity, 2 game'),
  clickAction: ClickAction,
  coverImg: ImagePath,
  path: ImagePath.describe('the video file; empty: the poster stands in'),
  sort: Sort,
  enabled: z.boolean(),
};

export const PromoVideo = z.object({
  id: z.number().int(),
  clickType: z.number().int(),
  clickAction: z.number().int(),
  coverImg: z.string(),
  path: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
});
export type PromoVideo = z.infer<typeof PromoVideo>;

const CustomerServiceFields = {
  url: z.string().trim().min(1).max(CATALOG_URL_MAX).regex(LINK_PATTERN, LINK_MESSAGE),
  isOut: z.boolean().describe('opens outside the app (a new window)'),
  icon: ImagePath,
  nickname: z.string().trim().min(1).max(CATALOG_NICKNAME_MAX),
  sort: Sort,
  enabled: z.boolean(),
};

export const CustomerServiceEntry = z.object({
  id: z.number().int(),
  url: z.string(),
  isOut: z.boolean(),
  icon: z.string(),
  nickname: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
});
export type CustomerServiceEntry = z.infer<typeof CustomerServiceEntry>;

type Shape = Record<string, z.ZodType>;
const partialOf = <S extends Shape>(shape: S) =>
  Object.fromEntries(Object.entries(shape).map(([key, schema]) => [key, schema.optional()])) as { [K in keyof S]: z.ZodOptional<S[K]> };

/** list, create, update (fields left out stay), delete of one kind of lobby content. */
function contentCalls<const P extends string, S extends Shape, R extends z.ZodObject>(prefix: P, noun: string, fields: S, row: R) {
  return {
    list: defineOperatorCall({
      name: `${prefix}List` as `${P}List`, permission: 'catalog.manage',
      summary: `Every ${noun}, enabled or not, by sort.`,
      body: z.object({}),
      response: z.object({ list: z.array(row) }),
    }),
    create: defineOperatorCall({
      name: `${prefix}Create` as `${P}Create`, permission: 'catalog.manage',
      summary: `Adds a ${noun}; players see it on their next call.`,
      body: z.object(fields),
      response: z.object({ item: row }),
    }),
    update: defineOperatorCall({
      name: `${prefix}Update` as `${P}Update`, permission: 'catalog.manage',
      summary: `Changes a ${noun} (fields left out stay).`,
      body: z.object({ id: CatalogId, ...partialOf(fields) }),
      response: z.object({ item: row }),
    }),
    remove: defineOperatorCall({
      name: `${prefix}Delete` as `${P}Delete`, permission: 'catalog.manage',
      summary: `Deletes a ${noun} (a seeded one stays deleted).`,
      body: z.object({ id: CatalogId }),
      response: z.object({ id: z.number().int() }),
    }),
  };
}

const banner = contentCalls('banner', 'lobby banner', BannerFields, Banner);
const notice = contentCalls('notice', 'notice', NoticeFields, Notice);
const promoVideo = contentCalls('promoVideo', 'promotional video', PromoVideoFields, PromoVideo);
const customerService = contentCalls('customerService', 'customer-service entry', CustomerServiceFields, CustomerServiceEntry);

export const { list: bannerList, create: bannerCreate, update: bannerUpdate, remove: bannerDelete } = banner;
export const { list: noticeList, create: noticeCreate, update: noticeUpdate, remove: noticeDelete } = notice;
export const { list: promoVideoList, create: promoVideoCreate, update: promoVideoUpdate, remove: promoVideoDelete } = promoVideo;
export const {
  list: customerServiceList, create: customerServiceCreate, update: customerServiceUpdate, remove: customerServiceDelete,
} = customerService;

// ---- social links (the footer's socialMedia) ----

/** Which network a link goes to (§3 socialMedia id; the contract's SocialMediaId). */
const SocialNetworkId = z.number().int().min(1).max(99);
const ExternalLink = z.string().trim().min(1).max(CATALOG_URL_MAX).regex(EXTERNAL_LINK_PATTERN, EXTERNAL_LINK_MESSAGE);

export const SocialLink = z.object({
  id: z.number().int().describe('the network (SocialMediaId); one link each'),
  url: z.string(),
  sort: z.number().int().describe('its place in the footer, from 0'),
});
export type SocialLink = z.infer<typeof SocialLink>;

export const socialLinkList = defineOperatorCall({
  name: 'socialLinkList', permission: 'catalog.manage',
  summary: "The footer's social links in their order.",
  body: z.object({}),
  response: z.object({ list: z.array(SocialLink) }),
});
export const socialLinkCreate = defineOperatorCall({
  name: 'socialLinkCreate', permission: 'catalog.manage',
  summary: 'Adds the link of a network that has none (at the end unless sort says where).',
  body: z.object({ id: SocialNetworkId, url: ExternalLink, sort: Sort.optional() }),
  response: z.object({ item: SocialLink }),
});
export const socialLinkUpdate = defineOperatorCall({
  name: 'socialLinkUpdate', permission: 'catalog.manage',
  summary: "Changes a network's link or its place.",
  body: z.object({ id: SocialNetworkId, url: ExternalLink.optional(), sort: Sort.optional() }),
  response: z.object({ item: SocialLink }),
});
export const socialLinkDelete = defineOperatorCall({
  name: 'socialLinkDelete', permission: 'catalog.manage',
  summary: "Removes a network's link from the footer.",
  body: z.object({ id: SocialNetworkId }),
  response: z.object({ id: z.number().int() }),
});

export const catalogCalls = {
  catalogGameList, catalogGameUpdate, catalogBrandList, catalogBrandUpdate, catalogTypeList, catalogTypeUpdate,
  bannerList, bannerCreate, bannerUpdate, bannerDelete,
  noticeList, noticeCreate, noticeUpdate, noticeDelete,
  promoVideoList, promoVideoCreate, promoVideoUpdate, promoVideoDelete,
  customerServiceList, customerServiceCreate, customerServiceUpdate, customerServiceDelete,
  socialLinkList, socialLinkCreate, socialLinkUpdate, socialLinkDelete,
} as const;
