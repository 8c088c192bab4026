import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProfileErrcode } from '@casino/contract';
import { clearToken } from '../../../shared/session/token.ts';
import { ok } from '../../../test/fixtures.ts';
import { stubServer } from '../../../test/fetch-stub.ts';
import { renderRoute } from '../../../test/render.tsx';
import { clearSession, useUserStore } from '../../auth/index.ts';
import { logInPlayer } from '../testing.ts';
import SuperiorPage from './SuperiorPage.tsx';

const user = () => userEvent.setup({ pointerEventsCheck: 0 });

describe('SuperiorPage (/profile/superior)', () => {
  beforeEach(() => clearToken());
  afterEach(() => clearSession());

  it('binds the inviter by code, then shows who it is', async () => {
    await logInPlayer({ pid: 0 });
    const server = stubServer({ agentFill: { ...ok, pid: 100777 } });
    renderRoute(<SuperiorPage />, { path: '/profile/superior' });
    await user().type(screen.getByTestId('superior-code'), ' abcd2345 ');
    await user().click(screen.getByTestId('superior-submit'));
    expect((await screen.findByTestId('superior-id')).textContent).toBe('ID 100777');
    expect(server.calls[0]?.body).toMatchObject({ pid: 'abcd2345' });
    expect(useUserStore.getState().user?.pid).toBe(100777);
    expect(screen.queryByTestId('superior-form')).toBeNull();
  });

  it('shows the bound inviter without a form', async () => {
    await logInPlayer({ pid: 100555 });
    renderRoute(<SuperiorPage />, { path: '/profile/superior' });
    expect(screen.getByTestId('superior-id').textContent).toBe('ID 100555');
    expect(screen.queryByTestId('superior-form')).toBeNull();
  });

  it.each([
    [ProfileErrcode.InviterIsSelf, 'You cannot be your own inviter.'],
    [ProfileErrcode.InviterNotFound, 'No player has this invite code or player ID.'],
    [ProfileErrcode.InviterAlreadyBound, 'Your inviter is already set and cannot be changed.'],
    [ProfileErrcode.InviterInactive, "This inviter's account is not active."],
    [ProfileErrcode.InviterIsInvitee, 'You invited this player, directly or through your friends: they cannot be your inviter.'],
  ])('explains refusal %s', async (errcode, text) => {
    await logInPlayer({ pid: 0 });
    stubServer({ agentFill: { code: 200, errcode, msg: 'no' } });
    renderRoute(<SuperiorPage />, { path: '/profile/superior' });
    await user().type(screen.getByTestId('superior-code'), 'ABCD2345');
    await user().click(screen.getByTestId('superior-submit'));
    expect((await screen.findByTestId('superior-error')).textContent).toBe(text);
    expect(useUserStore.getState().user?.pid).toBe(0);
  });

  it('checks the code before sending it', async () => {
    await logInPlayer({ pid: 0 });
    const server = stubServer({});
    renderRoute(<SuperiorPage />, { path: '/profile/superior' });
    await user().click(screen.getByTestId('superior-submit'));
    expect((await screen.findByTestId('superior-error')).textContent).toBe('Please enter an invite code or a player ID.');
    await user().type(screen.getByTestId('superior-code'), 'ab-cd');
    await user().click(screen.getByTestId('superior-submit'));
    expect((await screen.findByTestId('superior-error')).textContent).toBe('An invite code or player ID has only letters and digits.');
    expect(server.calls).toHaveLength(0);
  });
});
