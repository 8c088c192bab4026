import { afterEach, describe, expect, it } from 'vitest';
import { rememberAdParams } from '../../shared/tracking/ad-params.ts';
import { inviteCodeOf } from './invite-code.ts';

describe('inviteCodeOf', () => {
  afterEach(() => sessionStorage.clear());

  it("takes the screen's outValue first, else the session's entry address, else none", () => {
    expect(inviteCodeOf(new URLSearchParams(''))).toBeUndefined();
    rememberAdParams('?outValue=ENTRY123&install_referrer=h5&aid=demo-web&share_referrer=8');
    expect(inviteCodeOf(new URLSearchParams(''))).toBe('ENTRY123');
    expect(inviteCodeOf(new URLSearchParams('outValue=HERE4567'))).toBe('HERE4567');
    expect(inviteCodeOf(new URLSearchParams('outValue='))).toBe('ENTRY123');
  });
});
