import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearToken } from '../../../shared/session/token.ts';
import { ok } from '../../../test/fixtures.ts';
import { stubServer } from '../../../test/fetch-stub.ts';
import { renderRoute } from '../../../test/render.tsx';
import { clearSession, useUserStore } from '../../auth/index.ts';
import { logInPlayer } from '../testing.ts';
import UserPage from './UserPage.tsx';

const user = () => userEvent.setup({ pointerEventsCheck: 0 });

describe('UserPage (/profile/user)', () => {
  beforeEach(async () => {
    clearToken();
    await logInPlayer({ avatar: 3, nickname: 'Lucky Ace' });
  });
  afterEach(() => clearSession());

  it('shows who the player is, the avatars with theirs chosen, the password change and the logout', async () => {
    renderRoute(<UserPage />, { path: '/profile/user' });
    expect(screen.getByTestId('player-id').textContent).toBe('100234');
    expect(screen.getByTestId('account-name').textContent).toBe('luckyace');
    expect(screen.getByTestId('profile-avatar-3').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getAllByRole('button', { pressed: false }).length).toBe(11);
    expect((screen.getByTestId('profile-nickname') as HTMLInputElement).value).toBe('Lucky Ace');
    expect(screen.getByTestId('profile-link-superior').getAttribute('href')).toBe('/profile/superior');
    expect(screen.getByTestId('profile-link-details').getAttribute('href')).toBe('/profile/info');
    expect(await screen.findByTestId('change-password-form')).toBeTruthy();
    expect(screen.getByTestId('logout-button')).toBeTruthy();
  });

  it('saves a new avatar and nickname, sending only what changed, and the player record shows them', async () => {
    const server = stubServer({ updateProfile: (body) => ({ ...ok, nickname: body.nickname ?? 'Lucky Ace', avatar: body.avatar ?? 3 }) });
    renderRoute(<UserPage />, { path: '/profile/user' });
    await user().click(screen.getByTestId('profile-avatar-7'));
    await user().clear(screen.getByTestId('profile-nickname'));
    await user().type(screen.getByTestId('profile-nickname'), ' Queen Bee ');
    await user().click(screen.getByTestId('profile-save'));
    expect(await screen.findByText('Profile saved.')).toBeTruthy();
    expect(server.calls.find((c) => c.url.endsWith('/updateProfile'))?.body).toMatchObject({ nickname: 'Queen Bee', avatar: 7 });
    expect(useUserStore.getState().user).toMatchObject({ nickname: 'Queen Bee', avatar: 7 });
    expect(screen.getByTestId('profile-nickname-shown').textContent).toBe('Queen Bee');

    await user().click(screen.getByTestId('profile-avatar-0'));
    await user().click(screen.getByTestId('profile-save'));
    await waitFor(() => expect(server.calls.filter((c) => c.url.endsWith('/updateProfile'))).toHaveLength(2));
    const second = server.calls.filter((c) => c.url.endsWith('/updateProfile'))[1]!;
    expect(second.body.avatar).toBe(0);
    expect(second.body).not.toHaveProperty('nickname');
  });

  it('explains a nickname it cannot take, and sends nothing', async () => {
    const server = stubServer({});
    renderRoute(<UserPage />, { path: '/profile/user' });
    await user().clear(screen.getByTestId('profile-nickname'));
    await user().type(screen.getByTestId('profile-nickname'), 'a');
    await user().click(screen.getByTestId('profile-save'));
    expect((await screen.findByTestId('profile-nickname-error')).textContent).toBe('A nickname must be 2 to 20 characters.');
    await user().clear(screen.getByTestId('profile-nickname'));
    await user().type(screen.getByTestId('profile-nickname'), 'two  spaces');
    await user().click(screen.getByTestId('profile-save'));
    expect((await screen.findByTestId('profile-nickname-error')).textContent).toContain('single spaces');
    expect(server.calls.filter((c) => c.url.endsWith('/updateProfile'))).toHaveLength(0);
  });

  it('sends nothing when nothing changed', async () => {
    const server = stubServer({});
    renderRoute(<UserPage />, { path: '/profile/user' });
    await user().click(screen.getByTestId('profile-save'));
    expect(await screen.findByText('Nothing to save: choose another avatar or nickname.')).toBeTruthy();
    expect(server.calls).toHaveLength(0);
  });

  it('says why the server refused', async () => {
    stubServer({ updateProfile: { code: 400, errcode: 400, msg: 'nickname: must be letters, digits, . _ - and single spaces' } });
    renderRoute(<UserPage />, { path: '/profile/user' });
    await user().click(screen.getByTestId('profile-avatar-1'));
    await user().click(screen.getByTestId('profile-save'));
    expect(await screen.findByText('nickname: must be letters, digits, . _ - and single spaces')).toBeTruthy();
    expect(useUserStore.getState().user?.avatar).toBe(3);
  });
});
