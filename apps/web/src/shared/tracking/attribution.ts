import { AD_PARAM_MAX, AD_PARAMS, attributionString } from '@casino/contract';
import type { AdParam } from '@casino/contract';
import { SessionKey } from '../storage/keys.ts';
import { readText } from '../storage/storage.ts';

export type AdParams = Partial<Record<AdParam, string>>;

/** The §3 ad parameters present in a query string, each cut to the contract's length. */
export function readAdParams(search: string): AdParams {
  const query = new URLSearchParams(search);
  const found: AdParams = {};
  for (const name of AD_PARAMS) {
    const value = query.get(name)?.trim();
    if (value) found[name] = value.slice(0, AD_PARAM_MAX);
  }
  return found;
}

/** The ad parameters of this session's entry address, as rememberAdParams kept it (none without). */
export function sessionAdParams(): AdParams {
  return readAdParams(readText(SessionKey.adParams, 'session') ?? '');
}

/** The §3 attribution string of this session, for the registration; undefined without ad parameters. */
export function sessionAttribution(): string | undefined {
  return attributionString(sessionAdParams()) || undefined;
}
