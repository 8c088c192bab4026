import type { ComponentType, ReactNode } from 'react';

/** One entry of the history: the address and the state the app gave it. */
export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  /** Unique per entry, so two visits of one address tell apart. */
  key: string;
}

export type Params<Key extends string = string> = { readonly [key in Key]: string | undefined };

export interface LoaderFunctionArgs {
  request: Request;
  params: Params;
}

/** What a route's `lazy` may add to it. */
export interface LazyRouteParts {
  Component?: ComponentType | null;
  element?: ReactNode;
  errorElement?: ReactNode;
  handle?: unknown;
  loader?: (args: LoaderFunctionArgs) => unknown;
}

export interface RouteObject extends LazyRouteParts {
  /** Absolute, or relative to the parent's; `:name` takes one segment, a trailing `*` the rest. */
  path?: string;
  index?: boolean;
  children?: RouteObject[];
  /** Rendered in the route's place until the first screen is ready. */
  hydrateFallbackElement?: ReactNode;
  /** Loaded once, before the route's first screen commits. */
  lazy?: () => Promise<LazyRouteParts>;
}

export interface RouteMatch {
  /** The route's place in the table ("0-2-1"). */
  id: string;
  route: RouteObject;
  params: Params;
  pathname: string;
}

export interface UIMatch {
  id: string;
  pathname: string;
  params: Params;
  handle: unknown;
}

export interface Navigation {
  state: 'idle' | 'loading';
  location?: Location;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
  /** Accepted for React Router's callers; the router never scrolls. */
  preventScrollReset?: boolean;
}

export interface RouterState {
  location: Location;
  matches: RouteMatch[];
  navigation: Navigation;
  /** False until the first screen's lazy routes and loaders are done. */
  initialized: boolean;
  /** Errors of lazy routes and loaders, by the id of the route whose errorElement shows them. */
  errors: Record<string, unknown> | null;
}

export interface Router {
  readonly state: RouterState;
  /** Goes to `to` (relative to the current pathname) once its lazy routes and loaders are done; a number moves in the history. */
  navigate(to: string | number, options?: NavigateOptions): Promise<void>;
  subscribe(listener: (state: RouterState) => void): () => void;
}
