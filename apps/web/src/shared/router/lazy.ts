import { inOwnTask } from '../lib/own-task.ts';
import type { RouteObject } from './types.ts';

// Kept by route object, not by router: a route's code loads once per page, whichever router asks.
const loading = new WeakMap<RouteObject, Promise<RouteObject>>();
const loaded = new WeakMap<RouteObject, RouteObject>();

/** The route with what its `lazy` added, once that has resolved. */
export const resolved = (route: RouteObject): RouteObject => loaded.get(route) ?? route;

export const isLoaded = (route: RouteObject): boolean => !route.lazy || loaded.has(route);

/**
 * Loads a route's code once. It is asked for in a task of its own (decision 104): the build's
 * import puts a link in the page for each file the route needs, a few milliseconds that would
 * otherwise lengthen the task that navigated (the app's start, or the tap on a link).
 */
export function loadRoute(route: RouteObject): Promise<RouteObject> {
  let promise = loading.get(route);
  if (!promise) {
    promise = inOwnTask().then(() => route.lazy!()).then(
      (parts) => {
        const full = { ...route, ...parts };
        loaded.set(route, full);
        return full;
      },
      (error: unknown) => {
        // A chunk that failed (a network blip) is fetched again on the next visit.
        loading.delete(route);
        throw error;
      },
    );
    loading.set(route, promise);
  }
  return promise;
}
