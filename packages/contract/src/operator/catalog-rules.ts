/**
 * Limits and patterns of the catalog and site content the console edits (docs/decisions/067).
 * Plain data, so the console checks its forms with the same rules without loading the schemas.
 */

/** Sort keys: smaller first; a bounded range keeps them comparable and out of integer overflow. */
export const CATALOG_SORT_MAX = 99_999;
export const CATALOG_TITLE_MAX = 100;
export const CATALOG_TEXT_MAX = 5_000;
export const CATALOG_NICKNAME_MAX = 50;
export const CATALOG_URL_MAX = 2_048;
/** Game, brand and type names searched in the game list. */
export const CATALOG_SEARCH_MAX = 64;

/**
 * A link or image address a player's browser follows: an http(s) URL with a host, or a path of
 * this site (starting with one `/`, never `//`, which would be another host). Nothing else
 * (`javascript:`, `data:` ...) reaches the player app.
 */
export const LINK_PATTERN = /^(?:\/(?!\/)|https?:\/\/[^\s/?#@\\]+(?=[/?#]|$))[^\s\\]*$/i;
export const LINK_MESSAGE = 'must be an http(s) URL or a path of this site starting with /';
/** Where an external address is required (social links): http(s) only. */
export const EXTERNAL_LINK_PATTERN = /^https?:\/\/[^\s/?#@\\]+(?=[/?#]|$)[^\s\\]*$/i;
export const EXTERNAL_LINK_MESSAGE = 'must be an http(s) URL';

export const isLink = (value: string): boolean => value.length <= CATALOG_URL_MAX && LINK_PATTERN.test(value);

/** What a click on a banner, notice or video does (§2): nothing, an activity page, a game, a link. */
export const PromoClick = { None: 0, Activity: 1, Game: 2, Url: 3 } as const;
export const BANNER_CLICK_TYPES = [PromoClick.Activity, PromoClick.Game, PromoClick.Url] as const;
export const NOTICE_CLICK_TYPES = [PromoClick.None, PromoClick.Activity, PromoClick.Game, PromoClick.Url] as const;
export const VIDEO_CLICK_TYPES = [PromoClick.Activity, PromoClick.Game] as const;

/** §9 app download banner types: 0 none; 2 and 3 show the banner. */
export const DOWNLOAD_TYPES = [0, 1, 2, 3] as const;
/** Alternative site addresses the download banner offers. */
export const SITE_URLS_MAX = 10;
