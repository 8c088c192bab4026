import { startTransition, useContext, useEffect, useState } from 'react';
import type { AnchorHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { RouteContext, RouterContext, StateContext } from './context.ts';
import { createLocation, createPath } from './history.ts';
import { renderMatches } from './render-matches.tsx';
import { createMemoryRouter } from './router.ts';
import type { NavigateOptions, Router } from './types.ts';

function Provide({ router, children }: { router: Router; children: (state: Router['state']) => ReactNode }) {
  const [state, setState] = useState(router.state);
  useEffect(() => {
    // Each commit renders as a transition: a new screen's first render yields to the browser every
    // few milliseconds instead of holding the main thread for the whole tree (decision 088).
    const show = (next: Router['state']) => startTransition(() => setState(next));
    const stop = router.subscribe(show);
    show(router.state);
    return stop;
  }, [router]);
  return <RouterContext value={router}><StateContext value={state}>{children(state)}</StateContext></RouterContext>;
}

export function RouterProvider({ router }: { router: Router }) {
  return <Provide router={router}>{renderMatches}</Provide>;
}

/** A router without routes around `children`: for showing a part of a screen that links. */
export function MemoryRouter({ initialEntries, children }: { initialEntries?: string[]; children?: ReactNode }) {
  const [router] = useState(() => createMemoryRouter([], { initialEntries }));
  return <Provide router={router}>{() => children}</Provide>;
}

export function Outlet() {
  return useContext(RouteContext).outlet;
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>, NavigateOptions {
  to: string;
  ref?: Ref<HTMLAnchorElement>;
}

/** An anchor that navigates in the app on a plain left click; other clicks (new tab, download) stay the browser's. */
export function Link({ to, replace, state, preventScrollReset: _preventScrollReset, onClick, ...anchor }: LinkProps) {
  const router = useContext(RouterContext);
  const { location } = useContext(StateContext);
  const href = createPath(createLocation(to, location.pathname));
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button || (anchor.target ?? '_self') !== '_self'
      || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    // A link to where the player already is does not add a history entry.
    void router.navigate(href, { replace: replace ?? href === createPath(location), state });
  };
  return <a {...anchor} href={href} onClick={click} />;
}

export interface NavLinkProps extends Omit<LinkProps, 'className'> {
  className?: string | ((state: { isActive: boolean; isPending: boolean }) => string | undefined);
  /** Active only on its own path, not below it. */
  end?: boolean;
}

/** A Link that knows whether the current path (or the one loading) is its own or below it. */
export function NavLink({ className, end, ...link }: NavLinkProps) {
  const { location, navigation } = useContext(StateContext);
  const to = createLocation(link.to, location.pathname).pathname.toLowerCase();
  const matches = (path = '') => {
    path = path.toLowerCase();
    return path === to || (!end && to !== '/' && path.startsWith(to.replace(/\/$/, '') + '/'));
  };
  const isActive = matches(location.pathname);
  const isPending = matches(navigation.location?.pathname);
  return (
    <Link {...link} aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive, isPending }) : [className, isActive && 'active', isPending && 'pending'].filter(Boolean).join(' ')} />
  );
}

/** Navigates once rendered (in an effect, as rendering must not navigate). */
export function Navigate({ to, replace, state }: { to: string } & NavigateOptions) {
  const router = useContext(RouterContext);
  useEffect(() => void router.navigate(to, { replace, state }), [router, to, replace, state]);
  return null;
}
