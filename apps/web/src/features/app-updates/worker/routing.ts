/**
 * What the service worker may answer (docs/decisions/070): the app's own files from the precache
 * and, for a navigation to an app route, the app shell. Everything the server answers itself
 * (the API, provider callbacks, the console, the sandboxes, the API docs, media) is left to the
 * network: never cached, never answered from a fallback.
 */

/** Path prefixes that belong to the server, never to the player app (a prefix matches itself and what is below it). */
export const SERVER_PATHS = ['/app', '/house', '/provider', '/admin', '/sandbox', '/docs', '/payments', '/healthz', '/media'] as const;

export function isServerPath(pathname: string): boolean {
  return SERVER_PATHS.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))
    // /docs.json, /docs-ui ...: the API docs' own files.
    || pathname.startsWith('/docs');
}

/** A navigation the shell answers: same origin, an app route (not a server path, not a file). */
export function servesShell(url: URL, origin: string): boolean {
  if (url.origin !== origin) return false;
  if (isServerPath(url.pathname)) return false;
  const lastSegment = url.pathname.slice(url.pathname.lastIndexOf('/') + 1);
  return !lastSegment.includes('.');
}

/** The message the page sends a waiting worker when the player chose to reload into it. */
export const SKIP_WAITING = 'SKIP_WAITING';
