import type { Location } from './types.ts';

export type Action = 'POP' | 'PUSH' | 'REPLACE';

export interface History {
  readonly location: Location;
  push(location: Location): void;
  replace(location: Location): void;
  go(delta: number): void;
  /** Told of moves through the history (back, forward, go), which the router did not start. */
  listen(listener: (location: Location) => void): void;
}

export const createPath = ({ pathname, search, hash }: Omit<Location, 'state' | 'key'>): string => pathname + search + hash;

const newKey = () => Math.random().toString(36).slice(2, 10);

/** `to` resolved against `from`, a pathname (React Router's rules: `..` drops a segment, `?…` and `#…` alone keep the pathname). */
export function createLocation(to: string, from = '/', state: unknown = null, key = newKey()): Location {
  const [, path = '', search = '', hash = ''] = /^([^?#]*)(\?[^#]*)?(#.*)?$/.exec(to)!;
  let pathname = from;
  if (path) {
    const segments = path.startsWith('/') ? [''] : from.replace(/\/+$/, '').split('/');
    for (const segment of path.replace(/^\//, '').split('/')) {
      if (segment === '..') {
        if (segments.length > 1) segments.pop();
      } else if (segment !== '.') segments.push(segment);
    }
    pathname = segments.join('/').replace(/\/\/+/g, '/') || '/';
  }
  return { pathname, search: search === '?' ? '' : search, hash: hash === '#' ? '' : hash, state, key };
}

/** The entries live in memory: tests, and no address bar to keep. */
export function createMemoryHistory(initialEntries = ['/']): History {
  const entries = initialEntries.map((path, index) => createLocation(path, '/', null, index ? undefined : 'default'));
  let index = entries.length - 1;
  let listener = (_location: Location) => {};
  return {
    get location() {
      return entries[index]!;
    },
    push(location) {
      entries.splice(++index, Infinity, location);
    },
    replace(location) {
      entries[index] = location;
    },
    go(delta) {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      // Like the browser: no move past either end.
      if (next !== index) listener(entries[(index = next)]!);
    },
    listen(next) {
      listener = next;
    },
  };
}

interface EntryState {
  usr?: unknown;
  key?: string;
  /** The entry's place in the session's history, as React Router kept it: the back arrow reads it. */
  idx?: number;
}

export function createBrowserHistory(): History {
  const history = window.history;
  const entry = () => (history.state ?? {}) as EntryState;
  let index = entry().idx ?? -1;
  if (index < 0) history.replaceState({ ...entry(), idx: (index = 0) }, '');
  const write = (location: Location, replace: boolean) => {
    const href = createPath(location);
    try {
      history[replace ? 'replaceState' : 'pushState']({ usr: location.state, key: location.key, idx: replace ? index : ++index }, '', href);
    } catch {
      // Safari refuses too many history writes in a short time: load the page instead.
      window.location[replace ? 'replace' : 'assign'](href);
    }
  };
  const current = (): Location => {
    const { pathname, search, hash } = window.location;
    const { usr = null, key = 'default' } = entry();
    return { pathname, search, hash, state: usr, key };
  };
  return {
    get location() {
      return current();
    },
    push: (location) => write(location, false),
    replace: (location) => write(location, true),
    go: (delta) => history.go(delta),
    listen(listener) {
      window.addEventListener('popstate', () => {
        index = entry().idx ?? 0;
        listener(current());
      });
    },
  };
}
