import { useCallback, useContext, useMemo } from 'react';
import { ErrorContext, RouteContext, RouterContext, StateContext } from './context.ts';
import { resolved } from './lazy.ts';
import { decodePath, matchPath } from './match-routes.ts';
import type { PathMatch } from './match-routes.ts';
import type { Location, NavigateOptions, Navigation, Params, Router, UIMatch } from './types.ts';

export const useNavigate = (): Router['navigate'] => useContext(RouterContext).navigate;

export const useLocation = (): Location => useContext(StateContext).location;

export const useNavigation = (): Navigation => useContext(StateContext).navigation;

export const useParams = <Key extends string = string>(): Params<Key> => (useContext(RouteContext).match?.params ?? {}) as Params<Key>;

export const useRouteError = (): unknown => useContext(ErrorContext);

/** Every matched route of the current location, outermost first, whichever route asks. */
export function useMatches(): UIMatch[] {
  const { matches } = useContext(StateContext);
  return useMemo(() => matches.map(({ id, pathname, params, route }) => ({ id, pathname, params, handle: resolved(route).handle })), [matches]);
}

export function useMatch(pattern: string): PathMatch | null {
  const { pathname } = useLocation();
  return useMemo(() => matchPath(pattern, decodePath(pathname)), [pattern, pathname]);
}

export type SearchParamsInit = string | string[][] | URLSearchParams | Record<string, string | string[]>;

const searchParams = (init: SearchParamsInit) => new URLSearchParams(
  typeof init === 'string' || Array.isArray(init) || init instanceof URLSearchParams
    ? init
    : Object.entries(init).flatMap(([name, values]) => [values].flat().map((value) => [name, value])),
);

/** The query of the current location, and a setter that navigates to the same path with another one. */
export function useSearchParams(): [URLSearchParams, (next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit), options?: NavigateOptions) => void] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit), options?: NavigateOptions) =>
      void navigate(`?${searchParams(typeof next === 'function' ? next(new URLSearchParams(params)) : next)}`, options),
    [navigate, params],
  );
  return [params, setParams];
}
