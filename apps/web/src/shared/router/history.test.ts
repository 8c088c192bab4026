import { describe, expect, it } from 'vitest';
import { createLocation, createMemoryHistory, createPath } from './history.ts';

const resolve = (to: string, from?: string) => createPath(createLocation(to, from));

describe('createLocation', () => {
  it('resolves absolute, relative, query-only and hash-only addresses against the current pathname', () => {
    expect(resolve('/lobby/home?tab=2#top', '/profile')).toBe('/lobby/home?tab=2#top');
    expect(resolve('detail/5', '/notice')).toBe('/notice/detail/5');
    expect(resolve('../rule/points', '/activity/spin')).toBe('/activity/rule/points');
    expect(resolve('?id=7', '/lobby/email')).toBe('/lobby/email?id=7');
    expect(resolve('#faq', '/service')).toBe('/service#faq');
    expect(resolve('?', '/lobby/games')).toBe('/lobby/games');
    expect(resolve('//a//b/', '/')).toBe('/a/b/');
  });

  it('gives every new location its own key', () => {
    expect(createLocation('/a').key).not.toBe(createLocation('/a').key);
  });
});

describe('the memory history', () => {
  it('pushes over the entries ahead, replaces in place, and tells its listener of real moves only', () => {
    const history = createMemoryHistory(['/a', '/b']);
    const moves: string[] = [];
    history.listen((location) => moves.push(location.pathname));
    expect(history.location.pathname).toBe('/b');
    history.go(-1);
    history.push(createLocation('/c'));
    history.replace(createLocation('/d'));
    history.go(5);
    history.go(-9);
    expect(moves).toEqual(['/a', '/a']);
    history.go(1);
    expect(history.location.pathname).toBe('/d');
  });
});
