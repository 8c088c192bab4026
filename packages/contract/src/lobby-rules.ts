/**
 * Lobby rules of §4 and §5 that both the server and the web app apply, so both read the same
 * list the same way. Pure functions over the wire shapes; no I/O.
 */
import { ActivityType, JumpTarget } from './constants.ts';

/** The fields of a game the rules read (a §3 Game has them all). */
export interface GameFacts {
  id: number;
  name: string;
  hot: number;
  showType: number;
  hotSort: number;
  typeId: number;
  brandId: number;
  status: number;
  sort: number;
}

/** Enabled: status 1. Disabled games are never shown or started. */
export const isEnabled = (item: { status: number }): boolean => item.status === 1;

/**
 * A game is offered when it, its brand and its platform are all enabled: the lobby lists it
 * and players may start it; play takes new bets only on an offered game.
 */
export const isGameOffered = (g: { status: number; brandStatus: number; platformStatus: number }): boolean =>
  g.status === 1 && g.brandStatus === 1 && g.platformStatus === 1;

const bySortThenId = (a: { sort: number; id: number }, b: { sort: number; id: number }) => a.sort - b.sort || a.id - b.id;

/** §4 hot games: hot 1 and showType 0, sorted by hotSort (ties by id); disabled games left out. */
export function hotGames<G extends GameFacts>(games: readonly G[]): G[] {
  return games
    .filter((g) => isEnabled(g) && g.hot === 1 && g.showType === 0)
    .sort((a, b) => a.hotSort - b.hotSort || a.id - b.id);
}

/**
 * §4 game types shown: status 1, sorted by sort. A type with no enabled game is hidden too, so
 * no tab opens onto an empty grid.
 */
export function visibleGameTypes<T extends { id: number; status: number; sort: number }>(types: readonly T[], games: readonly GameFacts[]): T[] {
  const withGames = new Set(games.filter(isEnabled).map((g) => g.typeId));
  return types.filter((t) => isEnabled(t) && withGames.has(t.id)).sort(bySortThenId);
}

/** The games of one type (and optionally one brand) in grid order: sort, then id. */
export function gamesOfType<G extends GameFacts>(games: readonly G[], typeId: number, brandId?: number): G[] {
  return games
    .filter((g) => isEnabled(g) && g.typeId === typeId && (brandId === undefined || g.brandId === brandId))
    .sort(bySortThenId);
}

/** The brand sub-tabs of a type: enabled brands having an enabled game of that type, in brand order. */
export function brandsOfType<B extends { id: number; status: number; sort?: number }>(brands: readonly B[], games: readonly GameFacts[], typeId: number): B[] {
  const withGames = new Set(games.filter((g) => isEnabled(g) && g.typeId === typeId).map((g) => g.brandId));
  return brands
    .filter((b) => isEnabled(b) && withGames.has(b.id))
    .sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0) || a.id - b.id);
}

/** Longest search text the lobby accepts; longer input is cut. */
export const SEARCH_KEYWORD_MAX = 50;

/**
 * Game search (the /search page): enabled games whose name contains the keyword, ignoring case
 * and surrounding spaces; names starting with it first, then by name. An empty keyword finds nothing.
 */
export function searchGames<G extends GameFacts>(games: readonly G[], keyword: string): G[] {
  const needle = keyword.trim().slice(0, SEARCH_KEYWORD_MAX).toLocaleLowerCase('en');
  if (needle === '') return [];
  return games
    .filter((g) => isEnabled(g) && g.name.toLocaleLowerCase('en').includes(needle))
    .sort((a, b) => {
      const aStarts = a.name.toLocaleLowerCase('en').startsWith(needle) ? 0 : 1;
      const bStarts = b.name.toLocaleLowerCase('en').startsWith(needle) ? 0 : 1;
      return aStarts - bStarts || a.name.localeCompare(b.name, 'en') || a.id - b.id;
    });
}

/** A lobby banner or notice as the §5 rules read it. */
export interface PromoFacts {
  id: number;
  sort: number;
  clickType: number;
  clickAction: number;
  /** The activity the entry advertises when it is not its click target (e.g. a URL banner about an activity). */
  activityType?: number | null;
}

export interface PromoViewer {
  /** The player has a mobile number bound (false for guests). */
  mobileBound: boolean;
  /** Activity ids active for the player (the keys of activityMap); empty for guests. */
  activeActivityIds: ReadonlySet<number> | readonly number[];
}

/** Activities whose ads are shown only while the activity is active for the player (§5). */
export const ACTIVITY_GATED_ADS: readonly number[] = [ActivityType.FreeSign, ActivityType.Agent5, ActivityType.SignUpBonus];

/** The activity an entry advertises: its own field, else the activity it opens. */
export function advertisedActivity(entry: PromoFacts): number | null {
  if (entry.activityType !== undefined && entry.activityType !== null && entry.activityType > 0) return entry.activityType;
  return entry.clickType === JumpTarget.Activity ? entry.clickAction : null;
}

function isShownTo(entry: PromoFacts, viewer: PromoViewer): boolean {
  const activity = advertisedActivity(entry);
  if (activity === null) return true;
  if (activity === ActivityType.Bind && viewer.mobileBound) return false;
  if (ACTIVITY_GATED_ADS.includes(activity)) {
    const active = viewer.activeActivityIds;
    return Array.isArray(active) ? active.includes(activity) : (active as ReadonlySet<number>).has(activity);
  }
  return true;
}

/** §5 lobby banners: bind-phone ads hidden once a mobile is bound; gated activity ads hidden unless active; sort ascending. */
export function visibleBanners<P extends PromoFacts>(banners: readonly P[], viewer: PromoViewer): P[] {
  return banners.filter((b) => isShownTo(b, viewer)).sort(bySortThenId);
}

/** §5 notice pop-ups: the banner rules, and only notices flagged isH5Pop. */
export function noticePopups<P extends PromoFacts & { isH5Pop: boolean }>(notices: readonly P[], viewer: PromoViewer): P[] {
  return visibleBanners(notices.filter((n) => n.isH5Pop), viewer);
}

/** Adds a started game to a history: newest first, each game once, at most max entries. */
export function pushGameHistory(history: readonly number[], gameId: number, max: number): number[] {
  return [gameId, ...history.filter((id) => id !== gameId)].slice(0, Math.max(0, max));
}

/**
 * Masks a phone number for public lists: the first two and last four digits stay, the rest
 * become stars (639171234567 -> 63******4567). Short values keep less: at most half shows.
 */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\s+/g, '');
  if (digits.length <= 2) return '*'.repeat(digits.length);
  if (digits.length < 8) {
    const keep = Math.floor(digits.length / 4);
    return digits.slice(0, keep) + '*'.repeat(digits.length - 2 * keep) + digits.slice(digits.length - keep);
  }
  return `${digits.slice(0, 2)}${'*'.repeat(digits.length - 6)}${digits.slice(-4)}`;
}

/** Masks a player name for public lists: first two and last two characters (alice123 -> al****23). */
export function maskName(name: string): string {
  const chars = [...name];
  if (chars.length <= 2) return '*'.repeat(chars.length);
  if (chars.length <= 4) return `${chars[0]}${'*'.repeat(chars.length - 1)}`;
  return `${chars.slice(0, 2).join('')}${'*'.repeat(chars.length - 4)}${chars.slice(-2).join('')}`;
}

/** An image address from the config: absolute and root-relative paths as they are, others under the resource base. */
export function resourceUrl(path: string, base: string): string {
  if (path === '' || /^(https?:|data:|blob:|\/)/.test(path)) return path;
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** What the home video choice reads of a video (a §3 appPromotionalVideoList entry has it). */
export interface HomeVideoFacts {
  id: number;
  clickType: number;
  clickAction: number;
}

/** What is known of the player's activities for the choice (null: nothing, a guest). */
export interface HomeVideoActivity {
  activityIds: readonly number[];
  loginPaying: boolean;
}

/**
 * §4 home promo video: the sign-up bonus video while that activity is on and the player is not
 * paying for it yet; else the ladder-recharge video when that activity is on; otherwise the plain
 * video (clickType 2). The server draws a guest's choice into the first page it sends.
 */
export function chooseVideo<V extends HomeVideoFacts>(videos: readonly V[], activity: HomeVideoActivity | null): V | null {
  const ids = activity?.activityIds ?? [];
  const forActivity = (id: number) => videos.find((video) => video.clickType === JumpTarget.Activity && video.clickAction === id);
  if (ids.includes(ActivityType.SignUpBonus) && !activity?.loginPaying) {
    const video = forActivity(ActivityType.SignUpBonus);
    if (video) return video;
  }
  if (ids.includes(ActivityType.LadderRecharge)) {
    const video = forActivity(ActivityType.LadderRecharge);
    if (video) return video;
  }
  return videos.find((video) => video.clickType === JumpTarget.Game) ?? null;
}
