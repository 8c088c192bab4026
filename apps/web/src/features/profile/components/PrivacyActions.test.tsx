import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Errcode, PrivacyErrcode } from '@casino/contract';
import type { PlayerDataDocument } from '@casino/contract';
import { clearToken, getToken } from '../../../shared/session/token.ts';
import { decryptPassword, ok } from '../../../test/fixtures.ts';
import { stubServer } from '../../../test/fetch-stub.ts';
import { renderRoute } from '../../../test/render.tsx';
import { clearSession, useUserStore } from '../../auth/index.ts';
import MorePage from '../pages/MorePage.tsx';
import { logInPlayer } from '../testing.ts';

const user = () => userEvent.setup({ pointerEventsCheck: 0 });

const DOCUMENT: PlayerDataDocument = {
  format: 'player-data', version: 1, playerId: 100123, exportedAt: '2026-11-27T08:30:00.000Z', listLimit: 5000,
  notes: ['Times are ISO 8601 in UTC.'], sections: { account: { player: { id: 100123, account: 'lucky7' } } },
};

/** The test DOM's Blob has no text(); FileReader reads it. */
const readText = (blob: Blob) => new Promise<string>((resolve, reject) => {
  const reader = new FileReader();
  reader.onload = () => resolve(String(reader.result));
  reader.onerror = () => reject(reader.error);
  reader.readAsText(blob);
});

/** What the browser was handed to save: the link clicked and the Blob behind it (the browser's file boundary). */
function captureDownloads() {
  const saved: Array<{ name: string; blob: Blob }> = [];
  const blobs = new Map<string, Blob>();
  vi.stubGlobal('URL', Object.assign(Object.create(URL), URL, {
    createObjectURL: (blob: Blob) => {
      const url = `blob:test/${blobs.size}`;
      blobs.set(url, blob);
      return url;
    },
    revokeObjectURL: () => undefined,
  }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.getAttribute('href') ?? '') as Blob });
  });
  return saved;
}

describe('the player\'s own data on /profile/more', () => {
  beforeEach(() => clearToken());
  afterEach(() => {
    clearSession();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('downloads the data as a JSON file, showing progress while it is prepared', async () => {
    await logInPlayer();
    const saved = captureDownloads();
    let answer: (value: Record<string, unknown>) => void = () => undefined;
    const server = stubServer({ exportMyData: () => ({ ...ok, document: DOCUMENT }) });
    // Hold the answer back to see the loading state.
    server.fetch.mockImplementationOnce(async () => new Response(JSON.stringify(await new Promise((resolve) => { answer = resolve; })), {
      status: 200, headers: { 'Content-Type': 'application/json' },
    }));
    renderRoute(<MorePage />, { path: '/profile/more' });
    await user().click(screen.getByTestId('privacy-download'));
    expect((await screen.findByTestId('privacy-download-status')).textContent).toBe('Preparing your data…');
    expect(screen.getByTestId('privacy-download')).toHaveProperty('disabled', true);
    answer({ ...ok, document: DOCUMENT });

    expect((await screen.findByTestId('privacy-download-done')).textContent).toBe('Your data was saved as player-data-100123-2026-11-27.json.');
    expect(saved).toHaveLength(1);
    expect(saved[0]?.name).toBe('player-data-100123-2026-11-27.json');
    expect(saved[0]?.blob.type).toBe('application/json');
    expect(JSON.parse(await readText(saved[0]!.blob))).toEqual(DOCUMENT);
    expect(screen.queryByTestId('privacy-download-status')).toBeNull();
  });

  it('says when the download is refused or fails, and saves nothing', async () => {
    await logInPlayer();
    const saved = captureDownloads();
    stubServer({ exportMyData: { code: 429, errcode: 429, msg: 'Too many requests, try again later', retryAfter: 42 } });
    renderRoute(<MorePage />, { path: '/profile/more' });
    await user().click(screen.getByTestId('privacy-download'));
    expect((await screen.findByTestId('privacy-download-error')).textContent).toBe('Too many attempts. Please try again in 42 s.');

    stubServer({});
    await user().click(screen.getByTestId('privacy-download'));
    await waitFor(() => expect(screen.getByTestId('privacy-download-error').textContent).toBe('Network Error'));
    expect(saved).toEqual([]);
  });

  it('closes the account only after the dialog is confirmed with the password, then signs out', async () => {
    await logInPlayer();
    const server = stubServer({ closeAccount: { ...ok, closedAt: 1_800_000_000_000 } });
    renderRoute(<MorePage />, { path: '/profile/more' });
    await user().click(screen.getByTestId('privacy-close'));
    const dialog = screen.getByTestId('close-account-dialog');
    expect(dialog.getAttribute('role')).toBe('dialog');
    expect(screen.getByTestId('close-account-consequences').textContent).toContain('can never log in to this account again');
    expect(screen.getByTestId('close-account-consequences').textContent).toContain('withdraw your balance first');

    // Without the password nothing is sent.
    await user().click(screen.getByTestId('close-account-confirm'));
    expect(screen.getByTestId('close-account-error').textContent).toBe('Please enter your password.');
    expect(server.calls).toHaveLength(0);

    await user().type(screen.getByTestId('close-account-password'), 'My-secret-9');
    await user().type(screen.getByTestId('close-account-reason'), '  Taking a break  ');
    await user().click(screen.getByTestId('close-account-confirm'));
    expect((await screen.findByTestId('location')).textContent).toBe('elsewhere');
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0]?.url).toMatch(/\/closeAccount$/);
    expect(await decryptPassword(server.calls[0]?.body.password as string)).toBe('My-secret-9');
    expect(server.calls[0]?.body.reason).toBe('Taking a break');
    expect(getToken()).toBeNull();
    expect(useUserStore.getState().user).toBeNull();
  });

  it('can be cancelled without a call', async () => {
    await logInPlayer();
    const server = stubServer({});
    renderRoute(<MorePage />, { path: '/profile/more' });
    await user().click(screen.getByTestId('privacy-close'));
    await user().click(screen.getByTestId('close-account-cancel'));
    expect(screen.queryByTestId('close-account-dialog')).toBeNull();
    expect(server.calls).toHaveLength(0);
    expect(getToken()).toBe('tok');
  });

  it.each([
    [PrivacyErrcode.ClosureBalanceLeft, 'Withdraw your balance first: there are still coins in your wallet or safebox.'],
    [PrivacyErrcode.ClosureWithdrawalInProgress, 'A withdrawal is still being processed. You can close your account once it is done.'],
    [Errcode.CurrentPasswordWrong, 'The password is incorrect.'],
  ])('explains refusal %s and stays signed in', async (errcode, text) => {
    await logInPlayer();
    stubServer({ closeAccount: { code: 200, errcode, msg: 'no' } });
    renderRoute(<MorePage />, { path: '/profile/more' });
    await user().click(screen.getByTestId('privacy-close'));
    await user().type(screen.getByTestId('close-account-password'), 'My-secret-9');
    await user().click(screen.getByTestId('close-account-confirm'));
    expect((await screen.findByTestId('close-account-error')).textContent).toBe(text);
    expect(screen.getByTestId('close-account-dialog')).toBeTruthy();
    expect(getToken()).toBe('tok');
  });
});
