import { createBrowserHistory, createLocation, createMemoryHistory, createPath } from './history.ts';
import type { Action, History } from './history.ts';
import { isLoaded, loadRoute, resolved } from './lazy.ts';
import { matchRoutes } from './match-routes.ts';
import type { Location, RouteObject, Router, RouterState } from './types.ts';

/** A loader's answer that sends the navigation elsewhere (thrown or returned). */
export const redirect = (url: string, status = 302): Response => new Response(null, { status, headers: { Location: url } });

const isRedirect = (value: unknown): value is Response => value instanceof Response && value.status >= 300 && value.status < 400;

const idle = { state: 'idle' } as const;

export function createRouter(routes: RouteObject[], history: History): Router {
  const listeners = new Set<(state: RouterState) => void>();
  let state: RouterState = { location: history.location, matches: [], navigation: idle, initialized: false, errors: null };
  let latest = 0;
  const update = (next: Partial<RouterState>) => {
    state = { ...state, ...next };
    listeners.forEach((listener) => listener(state));
  };

  async function go(location: Location, action: Action): Promise<void> {
    const id = ++latest;
    let errors: Record<string, unknown> | null = null;
    let matches = matchRoutes(routes, location.pathname);
    if (!matches) {
      // No route: a 404 for the root's errorElement, as React Router reports it.
      const index = Math.max(routes.findIndex((route) => !route.path || route.path === '/' || route.index), 0);
      matches = [{ id: String(index), route: routes[index] ?? {}, params: {}, pathname: location.pathname }];
      errors = { [index]: { status: 404, statusText: 'Not Found' } };
    }
    const found = matches;
    if (found.some((match) => !isLoaded(match.route) || resolved(match.route).loader)) {
      // The previous screen stays while this one loads; before the first, the fallback needs the matches.
      update(state.initialized ? { navigation: { state: 'loading', location } } : { matches: found });
      const request = new Request(window.location.origin + createPath(location));
      const failures = await Promise.all(found.map(async (match) => {
        try {
          const route = match.route.lazy ? await loadRoute(match.route) : match.route;
          const result = await route.loader?.({ request, params: match.params });
          if (isRedirect(result)) throw result;
          return null;
        } catch (error) {
          return { error };
        }
      }));
      if (id !== latest) return;
      for (const [i, failure] of failures.entries()) {
        if (!failure) continue;
        const { error } = failure;
        // In place of the redirecting address, so back never lands on it to be sent forward again.
        if (isRedirect(error)) return go(createLocation(error.headers.get('Location')!, location.pathname), action === 'PUSH' ? action : 'REPLACE');
        // The nearest errorElement at or above the route shows the error; the root's otherwise.
        let at = i;
        while (at > 0 && resolved(found[at]!.route).errorElement === undefined) at--;
        (errors ??= {})[found[at]!.id] ??= error;
      }
    }
    if (action === 'PUSH') history.push(location);
    if (action === 'REPLACE') history.replace(location);
    update({ location, matches: found, errors, navigation: idle, initialized: true });
  }

  history.listen((location) => void go(location, 'POP'));
  void go(history.location, 'POP');
  return {
    get state() {
      return state;
    },
    navigate(to, options = {}) {
      if (typeof to === 'number') {
        history.go(to);
        return Promise.resolve();
      }
      return go(createLocation(to, state.location.pathname, options.state ?? null), options.replace ? 'REPLACE' : 'PUSH');
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export const createBrowserRouter = (routes: RouteObject[]): Router => createRouter(routes, createBrowserHistory());

export const createMemoryRouter = (routes: RouteObject[], { initialEntries }: { initialEntries?: string[] } = {}): Router =>
  createRouter(routes, createMemoryHistory(initialEntries));
