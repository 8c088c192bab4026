/**
 * The player app's router: React Router 7's data-router API, the part the app uses, in a few
 * KB (docs/decisions/088). Route tables with lazy routes and redirecting loaders; a navigation
 * loads its routes before it shows them.
 */
export { Link, MemoryRouter, NavLink, Navigate, Outlet, RouterProvider } from './components.tsx';
export type { LinkProps, NavLinkProps } from './components.tsx';
export { useLocation, useMatch, useMatches, useNavigate, useNavigation, useParams, useRouteError, useSearchParams } from './hooks.ts';
export type { SearchParamsInit } from './hooks.ts';
export { matchPath, matchRoutes } from './match-routes.ts';
export type { PathMatch } from './match-routes.ts';
export { createBrowserRouter, createMemoryRouter, redirect } from './router.ts';
export type {
  LazyRouteParts, LoaderFunctionArgs, Location, NavigateOptions, Navigation, Params, RouteMatch, RouteObject, Router, RouterState, UIMatch,
} from './types.ts';
