import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearToken } from '../../../shared/session/token.ts';
import { ok } from '../../../test/fixtures.ts';
import { stubServer } from '../../../test/fetch-stub.ts';
import { clearSession } from '../../auth/index.ts';
import { logInPlayer } from '../testing.ts';
import { canShareInvite, fetchInviteLink } from './invite-link.ts';

describe('the invite link', () => {
  beforeEach(async () => {
    clearToken();
    await logInPlayer();
  });
  afterEach(() => clearSession());

  it('is the server\'s short link on this site, to registration unless another path is given', async () => {
    const target = '/register?outValue=ABC123&install_referrer=h5&aid=&share_referrer=8';
    const server = stubServer({ shortUrl: { ...ok, shortCode: 'Ab3dEf7h', shortUrl: '/s/Ab3dEf7h', target } });
    expect(await fetchInviteLink()).toEqual({ url: `${window.location.origin}/s/Ab3dEf7h`, target });
    await fetchInviteLink('/activity/spin');
    expect(server.calls.map((c) => c.body.path)).toEqual(['/register', '/activity/spin']);
  });

  it('may be shared only with a bound mobile (§5)', () => {
    expect(canShareInvite({ mobile: '' })).toBe(false);
    expect(canShareInvite({ mobile: '9171234567' })).toBe(true);
  });
});
