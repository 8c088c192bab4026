import { CLIENT_CHANNEL, CLIENT_VERSION } from '@casino/contract';
import type { CallBody } from '@casino/contract';
import { getAppId } from '../../../shared/api/client.ts';
import { browserName, operatingSystem } from '../../../shared/device/user-agent.ts';
import { sessionAdParams } from '../../../shared/tracking/attribution.ts';

type PhoneInfo = NonNullable<CallBody<'accountLogin'>['phoneinfoJsonModel']>;

/** The device block sent with login and registration (§7). */
export function phoneInfo(): PhoneInfo {
  // The current address first, then the session's entry address (§3 ad parameters).
  const afuid = new URLSearchParams(window.location.search).get('afuid') ?? sessionAdParams().afuid;
  return {
    channel: CLIENT_CHANNEL,
    appId: getAppId(),
    os: operatingSystem(),
    isBrowser: 1,
    version: CLIENT_VERSION,
    deviceModel: browserName(),
    ...(afuid ? { deviceIdJsonModel: { afuid: afuid.slice(0, 128) } } : {}),
  };
}

/** §7: outUrl is the current query string. */
export function outUrl(): string | undefined {
  return window.location.search ? window.location.search.slice(0, 2048) : undefined;
}

/** The country code of the site, or nothing when the site has none. */
export function countryCodeOf(code: string): string | undefined {
  return code ? code : undefined;
}
