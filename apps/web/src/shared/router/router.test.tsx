import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { Navigate, Outlet, RouterProvider } from './components.tsx';
import { useMatches, useNavigation, useRouteError } from './hooks.ts';
import { createMemoryRouter, redirect } from './router.ts';
import type { LazyRouteParts, RouteObject, Router } from './types.ts';
import { deferred } from '../../test/deferred.ts';

const screenOf = (name: string) => () => <p data-testid="screen">{name}</p>;

function ShowError() {
  const error = useRouteError();
  return <p data-testid="error">{error instanceof Error ? error.message : JSON.stringify(error)}</p>;
}

function Layout() {
  const navigation = useNavigation();
  const leaf = useMatches().at(-1);
  return (
    <div data-testid="layout" data-navigation={navigation.state} data-handle={String(leaf?.handle ?? '')}>
      <Outlet />
    </div>
  );
}

function mount(children: RouteObject[], at = '/a'): Router {
  const router = createMemoryRouter([{ Component: Layout, errorElement: <ShowError />, children }], { initialEntries: [at] });
  render(<RouterProvider router={router} />);
  return router;
}

const shown = () => screen.getByTestId('screen').textContent;

afterEach(() => vi.useRealTimers());

describe('a navigation', () => {
  it('loads a lazy route before it commits, asked for after the navigating task, showing the previous screen meanwhile, and loads it only once', async () => {
    const chunk = deferred<LazyRouteParts>();
    const lazy = vi.fn(() => chunk.promise);
    const router = mount([{ path: '/a', Component: screenOf('a') }, { path: '/b', lazy, handle: 'b' }]);
    expect(shown()).toBe('a');

    let done = false;
    act(() => void router.navigate('/b').then(() => (done = true)));
    expect(router.state.navigation.state).toBe('loading');
    expect(router.state.location.pathname).toBe('/a');
    expect(screen.getByTestId('layout').dataset.navigation).toBe('loading');
    expect(shown()).toBe('a');
    // The route's code is asked for in a task of its own, not in the one that navigated.
    expect(lazy).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(lazy).toHaveBeenCalledTimes(1));

    await act(async () => chunk.resolve({ Component: screenOf('b') }));
    expect(done).toBe(true);
    expect(router.state.location.pathname).toBe('/b');
    expect(router.state.navigation.state).toBe('idle');
    expect(shown()).toBe('b');
    expect(screen.getByTestId('layout').dataset.handle).toBe('b');

    act(() => void router.navigate('/a'));
    act(() => void router.navigate('/b'));
    // Already loaded: the second visit commits at once.
    expect(router.state.location.pathname).toBe('/b');
    expect(lazy).toHaveBeenCalledTimes(1);
  });

  it('loads a lazy route once when two navigations want it at the same time', async () => {
    const lazy = vi.fn(async () => ({ Component: screenOf('b') }));
    const router = mount([{ path: '/a', Component: screenOf('a') }, { path: '/b', lazy }]);
    await act(() => Promise.all([router.navigate('/b'), router.navigate('/b?again')]));
    expect(router.state.location.search).toBe('?again');
    expect(lazy).toHaveBeenCalledTimes(1);
  });

  it('is superseded by a newer one: the older never commits', async () => {
    const slow = deferred<LazyRouteParts>();
    const router = mount([
      { path: '/a', Component: screenOf('a') },
      { path: '/slow', lazy: () => slow.promise },
      { path: '/fast', Component: screenOf('fast') },
    ]);
    act(() => void router.navigate('/slow'));
    act(() => void router.navigate('/fast'));
    expect(router.state.location.pathname).toBe('/fast');
    await act(async () => slow.resolve({ Component: screenOf('slow') }));
    expect(router.state.location.pathname).toBe('/fast');
    expect(shown()).toBe('fast');
  });

  it('follows a loader redirect keeping the query, in place of the redirecting address', async () => {
    const moved: RouteObject = { path: '/old', loader: ({ request }) => redirect('/new' + new URL(request.url).search) };
    const router = mount([{ path: '/a', Component: screenOf('a') }, moved, { path: '/new', Component: screenOf('new') }]);
    await act(() => router.navigate('/old?tab=2#top'));
    expect(router.state.location).toMatchObject({ pathname: '/new', search: '?tab=2' });
    expect(shown()).toBe('new');
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/a');
  });

  it('follows a thrown redirect on the first load too, replacing the first address', async () => {
    const router = createMemoryRouter([
      { path: '/a', Component: screenOf('a') },
      { path: '/old', loader: () => { throw redirect('/new'); } },
      { path: '/new', Component: screenOf('new') },
    ], { initialEntries: ['/a', '/old'] });
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('new')).toBeTruthy();
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/a');
  });

  it('passes the path parameters to loaders', async () => {
    const loader = vi.fn(() => null);
    const router = mount([{ path: '/a', Component: screenOf('a') }, { path: '/item/:id', loader, Component: screenOf('item') }]);
    await act(() => router.navigate('/item/42'));
    expect(loader).toHaveBeenCalledWith(expect.objectContaining({ params: { id: '42' } }));
    expect(shown()).toBe('item');
  });
});

describe('the first load', () => {
  it('shows the root hydrateFallbackElement until the first screen is loaded', async () => {
    const chunk = deferred<LazyRouteParts>();
    const router = createMemoryRouter([
      { Component: Layout, hydrateFallbackElement: <p data-testid="splash" />, children: [{ path: '/a', lazy: () => chunk.promise }] },
    ], { initialEntries: ['/a'] });
    const states: boolean[] = [];
    const stop = router.subscribe((state) => states.push(state.initialized));
    render(<RouterProvider router={router} />);
    expect(router.state.initialized).toBe(false);
    expect(screen.getByTestId('splash')).toBeTruthy();
    expect(screen.queryByTestId('layout')).toBeNull();
    await act(async () => chunk.resolve({ Component: screenOf('a') }));
    expect(router.state.initialized).toBe(true);
    expect(screen.queryByTestId('splash')).toBeNull();
    expect(shown()).toBe('a');
    expect(states).toEqual([true]);
    stop();
    await act(() => router.navigate('/a?again'));
    expect(states).toEqual([true]);
  });

  it('is ready at once when nothing needs loading', () => {
    const router = createMemoryRouter([{ path: '/a', Component: screenOf('a') }], { initialEntries: ['/a'] });
    expect(router.state.initialized).toBe(true);
    expect(router.state.matches.map((match) => match.route.path)).toEqual(['/a']);
  });
});

describe('errors', () => {
  const quiet = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);

  it('shows a failed lazy route in the nearest errorElement, and a later visit loads it again', async () => {
    const lazy = vi.fn()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValueOnce({ Component: screenOf('b') });
    const router = mount([{ path: '/a', Component: screenOf('a') }, { path: '/b', lazy }]);
    await act(() => router.navigate('/b'));
    expect(screen.getByTestId('error').textContent).toBe('chunk failed');
    expect(router.state.errors).toEqual({ 0: new Error('chunk failed') });
    await act(() => router.navigate('/a'));
    await act(() => router.navigate('/b'));
    expect(shown()).toBe('b');
  });

  it('gives a loader error to the errorElement of the closest route above it that has one', async () => {
    const router = mount([
      { path: '/a', Component: screenOf('a') },
      {
        path: '/inner',
        Component: () => <section data-testid="inner"><Outlet /></section>,
        errorElement: <ShowError />,
        children: [{ path: 'failing', loader: () => Promise.reject(new Error('loader failed')), Component: screenOf('failing') }],
      },
    ]);
    await act(() => router.navigate('/inner/failing'));
    expect(router.state.errors).toEqual({ '0-1': new Error('loader failed') });
    expect(screen.getByTestId('layout')).toBeTruthy();
    expect(screen.queryByTestId('inner')).toBeNull();
    expect(screen.getByTestId('error').textContent).toBe('loader failed');
  });

  it('shows an error thrown while rendering in the nearest errorElement, until the location changes', async () => {
    quiet();
    const Broken = () => {
      throw new Error('render failed');
    };
    const router = mount([
      { path: '/a', Component: screenOf('a') },
      { path: '/inner', Component: Outlet, errorElement: <p data-testid="inner-error">inner</p>, children: [{ path: 'broken', Component: Broken }] },
      { path: '/broken', Component: Broken },
    ]);
    await act(() => router.navigate('/inner/broken'));
    expect(screen.getByTestId('inner-error')).toBeTruthy();
    expect(screen.queryByTestId('error')).toBeNull();
    await act(() => router.navigate('/broken'));
    expect(screen.getByTestId('error').textContent).toBe('render failed');
    await act(() => router.navigate('/a'));
    expect(shown()).toBe('a');
  });

  it('reports an unmatched path as a 404 to the root errorElement', () => {
    mount([{ path: '/a', Component: screenOf('a') }], '/nowhere');
    expect(screen.getByTestId('error').textContent).toBe('{"status":404,"statusText":"Not Found"}');
  });
});

describe('Navigate', () => {
  it('replaces the current entry when asked to', async () => {
    const router = createMemoryRouter([
      { path: '/a', Component: screenOf('a') },
      { path: '/guarded', element: <Navigate to="/login?from=guarded" replace /> },
      { path: '/login', Component: screenOf('login') },
    ], { initialEntries: ['/a', '/guarded'] });
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('login')).toBeTruthy();
    expect(router.state.location.search).toBe('?from=guarded');
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/a');
  });
});
