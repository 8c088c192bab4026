/** What startGame's launch URL asks the /start page to show. */
export type LaunchTarget =
  /** A house game: its client renders in place, talking to /house/v1 with the session token. */
  | { kind: 'house'; gameCode: string; session: string }
  /** Another provider's game page, shown full screen in a frame. */
  | { kind: 'external'; url: string }
  /** Nothing this app can open: not http(s), or this very page (the placeholder /start?gameId=). */
  | { kind: 'unsupported' };

const HOUSE_PATH = /^\/house\/([a-z0-9][a-z0-9-]{0,63})\/?$/;

export function launchTargetOf(launchUrl: string, origin: string = window.location.origin): LaunchTarget {
  let url: URL;
  try {
    url = new URL(launchUrl, origin);
  } catch {
    return { kind: 'unsupported' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { kind: 'unsupported' };
  if (url.origin === origin) {
    const house = HOUSE_PATH.exec(url.pathname);
    const session = url.searchParams.get('session');
    if (house) return session ? { kind: 'house', gameCode: house[1]!, session } : { kind: 'unsupported' };
    if (url.pathname === '/start') return { kind: 'unsupported' };
  }
  return { kind: 'external', url: url.href };
}
