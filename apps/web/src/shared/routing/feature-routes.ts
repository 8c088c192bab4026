import type { ComponentType } from 'react';
import { isDesktop } from '../device/platform.ts';

/** A screen's module, loaded when its route is first visited: each page its own chunk. */
export type PageModule = () => Promise<{ default: ComponentType }>;

export type Layout = 'mobile' | 'desktop';

/**
 * Where one screen of a feature lives and who may open it. Paths are full paths, per layout
 * (none: not on that layout); a path under /lobby/ sits in the layout's lobby group: inside the
 * mobile lobby shell, above the tab bar, or among the desktop's /lobby pages.
 */
export interface ScreenPlace {
  mobile: readonly string[];
  desktop: readonly string[];
  /** Open without a login; every other screen needs one (§2 "public"). */
  public?: boolean;
  /** Desktop: full screen, outside the left-menu layout (the game). */
  fullScreen?: boolean;
  /** Desktop: older paths that move to the screen's desktop path, keeping the query string. */
  movedOnDesktop?: readonly string[];
}

/** A feature's screens by name (the key of its path, and of its name under `screens` in the texts). */
export type ScreenPlaces = Readonly<Record<string, ScreenPlace>>;

/** One screen of a feature as the route tables (app/routes) place it: its name, place and lazy page. */
export interface FeatureRoute<Screen extends string = string> extends ScreenPlace {
  screen: Screen;
  page: PageModule;
}

/** A feature's registry: each of its screens with its page, in the order of `places`. */
export function featureRoutes<Places extends ScreenPlaces>(
  places: Places,
  pages: { readonly [Screen in keyof Places]: PageModule },
): FeatureRoute<Extract<keyof Places, string>>[] {
  return (Object.keys(places) as Array<Extract<keyof Places, string>>).map((screen) => ({ screen, page: pages[screen], ...places[screen]! }));
}

/** The layout the app runs in (set once at start, app/main.tsx). */
export function currentLayout(): Layout {
  return isDesktop() ? 'desktop' : 'mobile';
}

/** `pattern` with its `:params` filled in (each encoded). */
export function fillPath(pattern: string, params: Readonly<Record<string, string>> = {}): string {
  return pattern.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(params[name] ?? ''));
}

/**
 * Where `screen` of a feature lives on `layout` (the current one unless given): its first path
 * there, with `params` filled in.
 */
export function screenPath<Places extends ScreenPlaces>(
  places: Places,
  screen: Extract<keyof Places, string>,
  params?: Readonly<Record<string, string>>,
  layout: Layout = currentLayout(),
): string {
  const path = places[screen]?.[layout][0];
  if (path === undefined) throw new Error(`No ${layout} path for the screen ${screen}`);
  return fillPath(path, params);
}
