import type { Params, RouteMatch, RouteObject } from './types.ts';

export interface PathMatch {
  params: Params;
  pathname: string;
  /** The part of `pathname` before a splat, where children continue. */
  pathnameBase: string;
}

interface Meta {
  relativePath: string;
  route: RouteObject;
  childIndex: number;
  id: string;
}

interface Branch {
  score: number;
  metas: Meta[];
}

const joinPaths = (...paths: string[]) => paths.join('/').replace(/\/\/+/g, '/');
const trimSlash = (path: string) => path.replace(/(.)\/+$/, '$1');

interface Matcher {
  regexp: RegExp;
  names: string[];
}

/** Each pattern's regular expression, made once: a first match tries every route of a table. */
const matchers = new Map<string, Matcher>();

function matcherOf(path: string, end: boolean): Matcher {
  const id = `${end ? 'end' : 'start'}:${path}`;
  let matcher = matchers.get(id);
  if (matcher) return matcher;
  const names: string[] = [];
  let source = '^' + path.replace(/\/*\*?$/, '').replace(/^\/*/, '/').replace(/[\\.*+^${}|()[\]]/g, '\\$&')
    .replace(/\/:([\w-]+)/g, (_segment, name: string) => {
      names.push(name);
      return '/([^\\/]+)';
    });
  if (path.endsWith('*')) {
    names.push('*');
    source += path === '*' || path === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$';
  } else if (end) source += '\\/*$';
  // Not a prefix of a longer segment: /lobby must not match /lobbyist.
  else if (path !== '' && path !== '/') source += '(?:(?=\\/|$))';
  matcher = { regexp: new RegExp(source, 'i'), names };
  matchers.set(id, matcher);
  return matcher;
}

/** Matches `pathname` (decoded) against `pattern`; `end: false` lets the pattern match its start. */
export function matchPath(pattern: string | { path: string; end?: boolean }, pathname: string): PathMatch | null {
  const { path, end = true } = typeof pattern === 'string' ? { path: pattern } : pattern;
  const { regexp, names } = matcherOf(path, end);
  const found = regexp.exec(pathname);
  if (!found) return null;
  const matched = found[0];
  let pathnameBase = trimSlash(matched);
  const params: Record<string, string> = {};
  names.forEach((name, i) => {
    const value = found[i + 1] ?? '';
    if (name === '*') pathnameBase = trimSlash(matched.slice(0, matched.length - value.length));
    params[name] = value.replace(/%2F/g, '/');
  });
  return { params, pathname: matched, pathnameBase };
}

/** Decoded segment by segment, so an encoded slash stays inside its segment. */
export function decodePath(path: string): string {
  try {
    return path.split('/').map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F')).join('/');
  } catch {
    return path;
  }
}

/** React Router's ranking: static segments 10, dynamic 3, empty 1, index +2, splat -2, plus the segment count. */
function scorePath(path: string, index?: boolean): number {
  const segments = path.split('/');
  return segments.reduce(
    (score, segment) => score + (segment === '*' ? 0 : /^:[\w-]+$/.test(segment) ? 3 : segment ? 10 : 1),
    segments.length + (segments.includes('*') ? -2 : 0) + (index ? 2 : 0),
  );
}

/** Every route that can end a match, with the routes above it: children before their parent. */
function flatten(routes: RouteObject[], branches: Branch[] = [], parents: Meta[] = [], parentPath = '', idPrefix = ''): Branch[] {
  routes.forEach((route, childIndex) => {
    const own = route.path ?? '';
    // An absolute child path repeats its parents' path.
    const meta = { relativePath: own.startsWith('/') ? own.slice(parentPath.length) : own, route, childIndex, id: idPrefix + childIndex };
    const path = joinPaths(parentPath, meta.relativePath);
    const metas = [...parents, meta];
    if (route.children?.length) flatten(route.children, branches, metas, path, meta.id + '-');
    if (route.path != null || route.index) branches.push({ score: scorePath(path, route.index), metas });
  });
  return branches;
}

/** Equal scores: an earlier sibling first, otherwise the table's order. */
function bySiblingOrder(a: Meta[], b: Meta[]): number {
  const last = a.length - 1;
  return last === b.length - 1 && a.every((meta, i) => i === last || meta.childIndex === b[i]!.childIndex)
    ? a[last]!.childIndex - b[last]!.childIndex
    : 0;
}

function matchBranch(metas: Meta[], pathname: string): RouteMatch[] | null {
  const params: Record<string, string | undefined> = {};
  const matches: RouteMatch[] = [];
  let base = '/';
  for (const [i, meta] of metas.entries()) {
    const found = matchPath({ path: meta.relativePath, end: i === metas.length - 1 }, base === '/' ? pathname : pathname.slice(base.length) || '/');
    if (!found) return null;
    Object.assign(params, found.params);
    // Every match shares one params object, so each sees the whole URL's parameters.
    matches.push({ id: meta.id, route: meta.route, params, pathname: joinPaths(base, found.pathname) });
    if (found.pathnameBase !== '/') base = joinPaths(base, found.pathnameBase);
  }
  return matches;
}

const rankedTables = new WeakMap<RouteObject[], Branch[]>();

/** The routes `path` renders, outermost first, or null when none matches. */
export function matchRoutes(routes: RouteObject[], path: string): RouteMatch[] | null {
  let branches = rankedTables.get(routes);
  if (!branches) rankedTables.set(routes, (branches = flatten(routes).sort((a, b) => b.score - a.score || bySiblingOrder(a.metas, b.metas))));
  const pathname = decodePath(path.replace(/[?#].*/, '') || '/');
  for (const branch of branches) {
    const matches = matchBranch(branch.metas, pathname);
    if (matches) return matches;
  }
  return null;
}
