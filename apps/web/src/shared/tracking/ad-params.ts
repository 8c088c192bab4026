import { SessionKey } from '../storage/keys.ts';
import { readText, writeText } from '../storage/storage.ts';

/**
 * Keeps the query of the visit's entry address for the session (§3 ad parameters of the session
 * entry). Run once at load, before any navigation drops the query; the first load of the session
 * that has a query wins, so moving around the app or reloading does not erase it. The parameters
 * are picked out of it only when a screen sends them (attribution.ts), keeping this part of the
 * first screen's code to a few lines.
 */
export function rememberAdParams(search: string = window.location.search): void {
  if (search.length > 1 && !readText(SessionKey.adParams, 'session')) writeText(SessionKey.adParams, search.slice(0, 4096), 'session');
}
