import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProfileErrcode } from '@casino/contract';
import { clearToken } from '../../../shared/session/token.ts';
import { ok } from '../../../test/fixtures.ts';
import { stubServer } from '../../../test/fetch-stub.ts';
import { renderRoute } from '../../../test/render.tsx';
import { clearSession, useUserStore } from '../../auth/index.ts';
import { logInPlayer } from '../testing.ts';
import InfoPage from './InfoPage.tsx';

const user = () => userEvent.setup({ pointerEventsCheck: 0 });
const empty = { ...ok, realName: '', email: '', birthday: '', gender: '', hasUserOther: false, updatedAt: null };
const saved = { ...ok, realName: 'Juan Dela Cruz', email: 'juan@example.com', birthday: '1990-05-17', gender: 'male', hasUserOther: true, updatedAt: 1 };

async function fill() {
  await user().type(await screen.findByTestId('user-other-realName'), 'Juan Dela Cruz');
  await user().type(screen.getByTestId('user-other-email'), 'juan@example.com');
  await user().type(screen.getByTestId('user-other-birthday'), '1990-05-17');
  await user().selectOptions(screen.getByTestId('user-other-gender'), 'male');
}

describe('InfoPage (/profile/info)', () => {
  beforeEach(async () => {
    clearToken();
    await logInPlayer({ pid: 0, inviteCode: 'ABCD2345' });
  });
  afterEach(() => clearSession());

  it('shows the invite code, the inviter to set, and empty details until saved; saving sends them', async () => {
    const server = stubServer({ appUserOther: empty, updateAppUserOther: saved });
    renderRoute(<InfoPage />, { path: '/profile/info' });
    expect(screen.getByTestId('profile-invite-code').textContent).toBe('ABCD2345');
    expect(screen.getByTestId('profile-superior').querySelector('a')?.getAttribute('href')).toBe('/profile/superior');
    expect((await screen.findByTestId('user-other-status')).textContent).toBe('Not filled in yet');
    await fill();
    await user().click(screen.getByTestId('user-other-save'));
    expect(await screen.findByText('Details saved.')).toBeTruthy();
    expect(server.calls.find((c) => c.url.endsWith('/updateAppUserOther'))?.body).toMatchObject({
      realName: 'Juan Dela Cruz', email: 'juan@example.com', birthday: '1990-05-17', gender: 'male',
    });
    await waitFor(() => expect(screen.getByTestId('user-other-status').textContent).toBe('Details complete'));
    expect(useUserStore.getState().user?.hasUserOther).toBe(true);
  });

  it('fills the form with the saved details', async () => {
    stubServer({ appUserOther: saved });
    renderRoute(<InfoPage />, { path: '/profile/info' });
    expect(((await screen.findByTestId('user-other-realName')) as HTMLInputElement).value).toBe('Juan Dela Cruz');
    expect((screen.getByTestId('user-other-gender') as HTMLSelectElement).value).toBe('male');
  });

  it('explains each problem by field before sending', async () => {
    const server = stubServer({ appUserOther: empty });
    renderRoute(<InfoPage />, { path: '/profile/info' });
    await user().click(await screen.findByTestId('user-other-save'));
    expect(screen.getByTestId('user-other-realName-error').textContent).toBe('Please enter your full name.');
    expect(screen.getByTestId('user-other-email-error').textContent).toBe('Please enter your email address.');
    expect(screen.getByTestId('user-other-birthday-error').textContent).toBe('Please enter your date of birth.');
    expect(screen.getByTestId('user-other-gender-error').textContent).toBe('Please choose a gender.');
    expect(server.calls.filter((c) => c.url.endsWith('/updateAppUserOther'))).toHaveLength(0);
  });

  it('says the server\'s under-age refusal clearly', async () => {
    stubServer({ appUserOther: empty, updateAppUserOther: { code: 200, errcode: ProfileErrcode.UnderAge, msg: 'no' } });
    renderRoute(<InfoPage />, { path: '/profile/info' });
    await fill();
    await user().click(screen.getByTestId('user-other-save'));
    expect(await screen.findByText('You must be 21 or older to play.')).toBeTruthy();
  });

  it('offers a retry when the details do not load', async () => {
    stubServer({});
    renderRoute(<InfoPage />, { path: '/profile/info' });
    expect(await screen.findByTestId('user-other-error')).toBeTruthy();
  });
});
