import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Link, MemoryRouter, NavLink, RouterProvider } from './components.tsx';
import { useLocation, useParams, useSearchParams } from './hooks.ts';
import { createBrowserRouter, createMemoryRouter } from './router.ts';
import type { RouteObject, Router } from './types.ts';

function Where() {
  const { pathname, search, state } = useLocation();
  return <p data-testid="where">{pathname + search}{state ? ` ${JSON.stringify(state)}` : ''}</p>;
}

function Links() {
  return (
    <>
      <Where />
      <Link to="/b" data-testid="to-b" className="plain">b</Link>
      <Link to="/b" target="_blank" data-testid="to-b-tab">b in a tab</Link>
      <Link to="/b" state={{ from: 'a' }} replace data-testid="to-b-replace">b instead</Link>
      <Link to="?id=7" data-testid="query">query</Link>
      <NavLink to="/b" data-testid="nav-b" className={({ isActive }) => (isActive ? 'on' : 'off')}>b</NavLink>
    </>
  );
}

const routes: RouteObject[] = [{ path: '/start', Component: Where }, { path: '/a', Component: Links }, { path: '/b/*', Component: Links }];

function mount(at = '/a', table = routes): Router {
  const router = createMemoryRouter(table, { initialEntries: ['/start', at] });
  render(<RouterProvider router={router} />);
  return router;
}

const where = () => screen.getByTestId('where').textContent;

/** Whether the app took the click; the browser's own following of the link is stopped (jsdom cannot load pages). */
function appTook(link: HTMLElement, init?: MouseEventInit): boolean {
  let prevented = false;
  const afterApp = (event: Event) => {
    prevented = event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', afterApp);
  fireEvent.click(link, init);
  window.removeEventListener('click', afterApp);
  return prevented;
}

describe('Link', () => {
  it('renders an anchor with the resolved href and its own props', () => {
    mount('/a?x=1');
    const link = screen.getByTestId('to-b');
    expect(link.tagName).toBe('A');
    expect(link.getAttribute('href')).toBe('/b');
    expect(link.className).toBe('plain');
    expect(screen.getByTestId('query').getAttribute('href')).toBe('/a?id=7');
  });

  it('navigates on a plain left click and adds a history entry', async () => {
    const router = mount();
    expect(appTook(screen.getByTestId('to-b'))).toBe(true);
    expect(where()).toBe('/b');
    await act(() => router.navigate(-1));
    expect(where()).toBe('/a');
  });

  it('leaves modified, middle-button and new-tab clicks to the browser', () => {
    mount();
    const link = screen.getByTestId('to-b');
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
      expect(appTook(link, init), JSON.stringify(init)).toBe(false);
    }
    expect(appTook(screen.getByTestId('to-b-tab'))).toBe(false);
    expect(where()).toBe('/a');
  });

  it('replaces the entry with `replace`, and carries `state`', async () => {
    const router = mount();
    fireEvent.click(screen.getByTestId('to-b-replace'));
    expect(where()).toBe('/b {"from":"a"}');
    await act(() => router.navigate(-1));
    expect(where()).toBe('/start');
  });

  it('does not add an entry when it leads where the player already is', async () => {
    const router = mount('/b');
    fireEvent.click(screen.getByTestId('to-b'));
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/start');
  });

  it('works inside a MemoryRouter without routes', () => {
    render(<MemoryRouter initialEntries={['/a']}><Links /></MemoryRouter>);
    fireEvent.click(screen.getByTestId('to-b'));
    expect(where()).toBe('/b');
  });
});

describe('NavLink', () => {
  it('is active on its path and below it, not elsewhere', () => {
    const router = mount();
    const link = screen.getByTestId('nav-b');
    expect(link.className).toBe('off');
    expect(link.getAttribute('aria-current')).toBeNull();
    act(() => void router.navigate('/b/deeper'));
    expect(link.className).toBe('on');
    expect(link.getAttribute('aria-current')).toBe('page');
    act(() => void router.navigate('/bb'));
    expect(screen.queryByTestId('nav-b')).toBeNull();
  });
});

describe('useSearchParams', () => {
  function Search() {
    const [params, setParams] = useSearchParams();
    return (
      <>
        <Where />
        <output data-testid="page">{params.get('page')}</output>
        <button type="button" onClick={() => setParams({ page: '2', tag: ['a', 'b'] })}>object</button>
        <button type="button" onClick={() => setParams((current) => { current.set('page', String(Number(current.get('page')) + 1)); return current; }, { replace: true })}>next</button>
        <button type="button" onClick={() => setParams('')}>clear</button>
      </>
    );
  }

  it('reads the query and sets another on the same path, pushing or replacing', async () => {
    const router = mount('/a?page=1', [{ path: '/a', Component: Search }]);
    expect(screen.getByTestId('page').textContent).toBe('1');
    fireEvent.click(screen.getByText('object'));
    expect(where()).toBe('/a?page=2&tag=a&tag=b');
    expect(screen.getByTestId('page').textContent).toBe('2');
    fireEvent.click(screen.getByText('next'));
    expect(where()).toBe('/a?page=3&tag=a&tag=b');
    await act(() => router.navigate(-1));
    expect(where()).toBe('/a?page=1');
    fireEvent.click(screen.getByText('clear'));
    expect(where()).toBe('/a');
  });
});

describe('useParams', () => {
  function Item() {
    return <p data-testid="id">{useParams().id}</p>;
  }

  it('gives the route parameters, decoded', () => {
    mount('/item/a%20b', [{ path: '/item/:id', Component: Item }]);
    expect(screen.getByTestId('id').textContent).toBe('a b');
  });
});

describe('the browser router', () => {
  it('writes the history with its index, and follows back and forward', async () => {
    window.history.replaceState(null, '', '/a');
    const router = createBrowserRouter(routes);
    render(<RouterProvider router={router} />);
    expect(window.history.state).toEqual({ idx: 0 });
    fireEvent.click(screen.getByTestId('to-b'));
    expect(window.location.pathname).toBe('/b');
    expect(window.history.state).toMatchObject({ idx: 1 });

    act(() => window.history.back());
    await waitFor(() => expect(where()).toBe('/a'));
    expect(router.state.location.pathname).toBe('/a');
    act(() => window.history.forward());
    await waitFor(() => expect(where()).toBe('/b'));
    window.history.replaceState(null, '', '/');
  });
});
