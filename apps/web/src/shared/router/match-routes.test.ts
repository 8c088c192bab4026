import { describe, expect, it } from 'vitest';
import { matchPath, matchRoutes } from './match-routes.ts';
import type { RouteObject } from './types.ts';

const leaf = (routes: RouteObject[], path: string) => matchRoutes(routes, path)?.at(-1);

describe('matchRoutes', () => {
  const items: RouteObject[] = [
    { path: '/items/*', handle: 'splat' },
    { path: '/items/:id', handle: 'dynamic' },
    { path: '/items/new', handle: 'static' },
  ];

  it('ranks static segments above dynamic ones, and dynamic above a splat, whatever the order', () => {
    expect(leaf(items, '/items/new')?.route.handle).toBe('static');
    expect(leaf(items, '/items/5')?.route.handle).toBe('dynamic');
    expect(leaf(items, '/items/5/more')?.route.handle).toBe('splat');
  });

  it('ranks a path above a splat that also matches it', () => {
    const routes: RouteObject[] = [{ path: '/a/*', handle: 'splat' }, { path: '/a', handle: 'exact' }];
    expect(leaf(routes, '/a')?.route.handle).toBe('exact');
  });

  it('gives the parameters and the splat, decoded', () => {
    expect(leaf(items, '/items/a%20b')?.params).toEqual({ id: 'a b' });
    expect(leaf(items, '/items/5/more/x')?.params).toEqual({ '*': '5/more/x' });
  });

  it('tries the earlier of two routes with the same path first', () => {
    const twins: RouteObject[] = [{ path: '/x', handle: 'first' }, { path: '/x', handle: 'second' }];
    expect(leaf(twins, '/x')?.route.handle).toBe('first');
  });

  const table: RouteObject[] = [
    {
      handle: 'layout',
      children: [
        {
          path: '/lobby',
          handle: 'lobby',
          children: [
            { index: true, handle: 'index' },
            { path: 'home', handle: 'home' },
            { path: '/lobby/wallets/:id', handle: 'wallet' },
            { path: 'notice/detail/:id', handle: 'notice' },
          ],
        },
        { path: '*', handle: 'not found' },
      ],
    },
  ];

  it('matches relative and absolute child paths under their parents, with the pathless layout first', () => {
    const matches = matchRoutes(table, '/lobby/home');
    expect(matches?.map((match) => match.route.handle)).toEqual(['layout', 'lobby', 'home']);
    expect(matches?.map((match) => match.pathname)).toEqual(['/', '/lobby', '/lobby/home']);
    expect(matches?.map((match) => match.id)).toEqual(['0', '0-0', '0-0-1']);
    expect(leaf(table, '/lobby/wallets/main')?.params).toEqual({ id: 'main' });
    expect(leaf(table, '/lobby/notice/detail/7')?.route.handle).toBe('notice');
  });

  it('matches the index route on its parent path, and the splat for anything else', () => {
    expect(leaf(table, '/lobby')?.route.handle).toBe('index');
    expect(leaf(table, '/lobby/')?.route.handle).toBe('index');
    expect(leaf(table, '/lobbyist')?.route.handle).toBe('not found');
    expect(leaf(table, '/lobby/home/extra')?.route.handle).toBe('not found');
  });

  it('ignores the query and case, and finds nothing without a route', () => {
    expect(leaf(table, '/LOBBY/Home?x=1#y')?.route.handle).toBe('home');
    expect(matchRoutes([{ path: '/only' }], '/other')).toBeNull();
  });

  it('gives every match the parameters of the whole path', () => {
    const nested: RouteObject[] = [{ path: '/team/:team', children: [{ path: 'player/:player' }] }];
    const matches = matchRoutes(nested, '/team/red/player/9');
    expect(matches?.[0]?.params).toEqual({ team: 'red', player: '9' });
  });
});

describe('matchPath', () => {
  it('matches a whole path unless told to match its start', () => {
    expect(matchPath('/lobby/home', '/lobby/home/')?.pathname).toBe('/lobby/home/');
    expect(matchPath('/lobby', '/lobby/home')).toBeNull();
    expect(matchPath({ path: '/lobby', end: false }, '/lobby/home')?.pathnameBase).toBe('/lobby');
    expect(matchPath({ path: '/lobby', end: false }, '/lobbyist')).toBeNull();
  });
});
