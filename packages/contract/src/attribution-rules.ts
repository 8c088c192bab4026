/**
 * The §3 ad parameters and the attribution string built from them (docs/decisions/071). Pure and
 * self-contained: the player app runs the same code (apps/web/build/contract-runtime.ts).
 */

/** The ad parameters of §3, in the order the attribution string lists them. */
export const AD_PARAMS = ['afuid', 'install_referrer', 'proxy_id', 'fbp', 'fbc', 'ttclid', 'ttp', 'entry', 'outValue'] as const;
export type AdParam = (typeof AD_PARAMS)[number];
/** Longest value kept of one ad parameter, and of the whole attribution string. */
export const AD_PARAM_MAX = 256;
export const ATTRIBUTION_MAX = 1024;

/**
 * The attribution string (docs/decisions/071): the present ad parameters as a query string,
 * in AD_PARAMS order, each value URI-encoded and cut to AD_PARAM_MAX; empty when there are none.
 */
export function attributionString(params: Partial<Record<AdParam, string>>): string {
  return AD_PARAMS
    .filter((name) => params[name])
    .map((name) => `${name}=${encodeURIComponent((params[name] as string).slice(0, AD_PARAM_MAX))}`)
    .join('&')
    .slice(0, ATTRIBUTION_MAX);
}

/** The ad parameters an attribution string carries (unknown names and bad encodings are skipped). */
export function parseAttribution(text: string): Partial<Record<AdParam, string>> {
  const known: ReadonlySet<string> = new Set(AD_PARAMS);
  const out: Partial<Record<AdParam, string>> = {};
  for (const pair of text.split('&')) {
    const at = pair.indexOf('=');
    if (at <= 0) continue;
    const name = pair.slice(0, at);
    if (!known.has(name)) continue;
    try {
      const value = decodeURIComponent(pair.slice(at + 1)).slice(0, AD_PARAM_MAX);
      if (value) out[name as AdParam] = value;
    } catch {
      // A cut-off escape at the end of a clipped string: that value is lost, the others stay.
    }
  }
  return out;
}

/**
 * Where a player came from, for counting players per source: the ad network whose click id is
 * present, else the agent (proxy_id), an invite (outValue), the installed app (entry=pwa), the
 * install referrer, or direct.
 */
export function attributionSource(params: Partial<Record<AdParam, string>>): string {
  if (params.fbc || params.fbp) return 'facebook';
  if (params.ttclid || params.ttp) return 'tiktok';
  if (params.proxy_id) return `proxy:${params.proxy_id.slice(0, 64)}`;
  if (params.outValue) return 'invite';
  if (params.entry === 'pwa') return 'pwa';
  if (params.install_referrer) return `referrer:${params.install_referrer.slice(0, 64)}`;
  return 'direct';
}
