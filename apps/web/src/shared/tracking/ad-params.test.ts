import { afterEach, describe, expect, it } from 'vitest';
import { SessionKey } from '../storage/keys.ts';
import { rememberAdParams } from './ad-params.ts';
import { readAdParams, sessionAdParams, sessionAttribution } from './attribution.ts';

describe('the ad parameters of the entry address', () => {
  afterEach(() => sessionStorage.clear());

  it('reads the nine §3 parameters and nothing else, trimmed and cut to 256 characters', () => {
    const search = `?afuid=af1&install_referrer=web&proxy_id=77&fbp=fb.1.2&fbc=fb.1.3&ttclid=t1&ttp=t2&entry=pwa&outValue=INV123&utm_source=x&gameId=9&afuid2=no&ttp=second`;
    expect(readAdParams(search)).toEqual({
      afuid: 'af1', install_referrer: 'web', proxy_id: '77', fbp: 'fb.1.2', fbc: 'fb.1.3', ttclid: 't1', ttp: 't2', entry: 'pwa', outValue: 'INV123',
    });
    expect(readAdParams(`?fbc=${'x'.repeat(300)}&afuid=%20%20`)).toEqual({ fbc: 'x'.repeat(256) });
    expect(readAdParams('')).toEqual({});
  });

  it('keeps the first entry\'s parameters for the session, and builds the attribution string from them', () => {
    rememberAdParams('?install_referrer=h5dl&ttclid=abc%26def&gameId=4');
    expect(sessionStorage.getItem(SessionKey.adParams)).not.toBeNull();
    // A later address of the same session does not replace them, with or without its own.
    rememberAdParams('?ttclid=other');
    rememberAdParams('');
    expect(sessionAdParams()).toEqual({ install_referrer: 'h5dl', ttclid: 'abc&def' });
    expect(sessionAttribution()).toBe('install_referrer=h5dl&ttclid=abc%26def');
  });

  it('sends no attribution when the visit came without them', () => {
    rememberAdParams('');
    expect(sessionStorage.getItem(SessionKey.adParams)).toBeNull();
    rememberAdParams('?typeId=1&brandId=2');
    expect(sessionAdParams()).toEqual({});
    expect(sessionAttribution()).toBeUndefined();
  });
});
