import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppDownloadErrcode } from '@casino/contract';
import { useAppConfigStore } from '../../../shared/app-config/store.ts';
import { StorageKey } from '../../../shared/storage/keys.ts';
import { appConfig, ok, player } from '../../../test/fixtures.ts';
import { stubServer } from '../../../test/fetch-stub.ts';
import { renderRoute } from '../../../test/render.tsx';
import { useUserStore } from '../../auth/index.ts';
import { markUpdateReady, page, resetAppUpdateState } from '../lib/update-state.ts';
import AppStatus from './AppStatus.tsx';

const claim = { id: 9, source: 'appDownload', sourceRef: 'app', title: 'App download bonus', items: [{ id: 2001, count: 2000 }], coin: 2000, points: 0, turnoverAdded: 2000, createdAt: 1, forfeitedAt: null, forfeitReason: null };

async function configure(changes: { minClientVersion?: string; appDownloadBonus?: number } = {}) {
  useAppConfigStore.setState({ config: { ...(await appConfig()), ...changes } });
}

function renderStatus(version = '1.0.28') {
  return renderRoute(<AppStatus version={version} />, { path: '/lobby/home' });
}

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

beforeEach(async () => {
  resetAppUpdateState();
  vi.spyOn(page, 'reload').mockImplementation(() => undefined);
  useUserStore.setState({ user: null, token: null });
  await configure();
});
afterEach(() => {
  useUserStore.setState({ user: null, token: null });
});

describe('the offline notice', () => {
  it('shows while the browser is offline and goes when the connection is back', async () => {
    renderStatus();
    expect(screen.queryByTestId('offline-notice')).toBeNull();
    goOffline(true);
    expect(screen.getByTestId('offline-notice').textContent).toMatch(/You are offline/);
    goOffline(false);
    expect(screen.queryByTestId('offline-notice')).toBeNull();
  });
});

describe('the update prompt', () => {
  it('offers a waiting version without blocking the screen; Reload takes it', async () => {
    renderStatus();
    expect(screen.queryByTestId('update-prompt')).toBeNull();
    act(() => markUpdateReady());
    const prompt = screen.getByTestId('update-prompt');
    expect(prompt.textContent).toMatch(/A new version is available/);
    expect(prompt.getAttribute('role')).toBe('status');
    expect(document.querySelector('[aria-modal="true"]')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    // No worker is waiting in this page: it reloads as it is.
    await waitFor(() => expect(page.reload).toHaveBeenCalledTimes(1));
  });
});

describe('the forced-update sheet', () => {
  it('shows below the server\'s minimum version, cannot be dismissed, and Update reloads', async () => {
    await configure({ minClientVersion: '1.0.29' });
    renderStatus('1.0.28');
    const sheet = screen.getByRole('dialog', { name: 'Update required' });
    expect(sheet.getAttribute('aria-modal')).toBe('true');
    expect(sheet.textContent).toContain('Your version 1.0.28 · required 1.0.29');
    // One action only, and Escape or a click outside leaves it in place.
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Update now']);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(document.body);
    expect(screen.getByRole('dialog', { name: 'Update required' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Update now' }));
    await waitFor(() => expect(page.reload).toHaveBeenCalledTimes(1));
  });

  it('stays away at or above the minimum, and with none', async () => {
    await configure({ minClientVersion: '1.0.28' });
    const view = renderStatus('1.0.28');
    expect(screen.queryByRole('dialog')).toBeNull();
    view.unmount();
    await configure({ minClientVersion: '' });
    renderStatus('0.9');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('takes the place of the Reload prompt', async () => {
    await configure({ minClientVersion: '2.0' });
    renderStatus('1.0.28');
    act(() => markUpdateReady());
    expect(screen.getByRole('dialog', { name: 'Update required' })).toBeTruthy();
    expect(screen.queryByTestId('update-prompt')).toBeNull();
  });
});

describe('the app-download bonus sheet (§4)', () => {
  const depositor = { ...player, totalRecharge: 50_000, firstRecharge: true };

  it('opens with a deposit on record and the recharge-update marker; the claim grants once and leads to the download page', async () => {
    await configure({ appDownloadBonus: 2000 });
    localStorage.setItem(StorageKey.rechargeUpdate, '1');
    useUserStore.setState({ user: depositor, token: 't' });
    const server = stubServer({ claimAppDownloadBonus: { ...ok, claim, replayed: false }, refreshData: { ...ok, coin: 1, lottery: 0 } });
    renderStatus();
    const sheet = screen.getByRole('dialog', { name: 'Get the Lucky Test app' });
    expect(sheet.textContent).toContain('20.00');
    await userEvent.click(screen.getByRole('button', { name: /Get the app/ }));
    expect(await screen.findByTestId('location')).toBeTruthy();
    expect(server.calls.filter((c) => c.url.endsWith('/claimAppDownloadBonus'))).toHaveLength(1);
    expect(localStorage.getItem(StorageKey.rechargeUpdate)).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('waits for the home screen: never over the deposit page that earned it', async () => {
    await configure({ appDownloadBonus: 2000 });
    localStorage.setItem(StorageKey.rechargeUpdate, '1');
    useUserStore.setState({ user: depositor, token: 't' });
    renderRoute(<AppStatus version="1.0.28" />, { path: '/pay/deposit' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('needs both the marker and a deposit', async () => {
    await configure({ appDownloadBonus: 2000 });
    useUserStore.setState({ user: depositor, token: 't' });
    const view = renderStatus();
    expect(screen.queryByRole('dialog')).toBeNull();
    view.unmount();
    localStorage.setItem(StorageKey.rechargeUpdate, '1');
    useUserStore.setState({ user: { ...depositor, totalRecharge: 0 } });
    renderStatus();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sets the marker when this device sees the player\'s deposits grow', async () => {
    await configure({ appDownloadBonus: 2000 });
    useUserStore.setState({ user: { ...player, totalRecharge: 0 }, token: 't' });
    renderStatus();
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => useUserStore.getState().updateUser({ totalRecharge: 10_000, firstRecharge: true }));
    expect(localStorage.getItem(StorageKey.rechargeUpdate)).toBe('1');
    expect(screen.getByRole('dialog', { name: 'Get the Lucky Test app' })).toBeTruthy();
  });

  it('a refusal that will not change clears the marker; Later only hides it for the visit', async () => {
    await configure({ appDownloadBonus: 2000 });
    localStorage.setItem(StorageKey.rechargeUpdate, '1');
    useUserStore.setState({ user: depositor, token: 't' });
    stubServer({ claimAppDownloadBonus: { code: 200, errcode: AppDownloadErrcode.NoDeposit, msg: 'no deposit' } });
    const view = renderStatus();
    await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem(StorageKey.rechargeUpdate)).toBe('1');
    view.unmount();

    renderStatus();
    await userEvent.click(screen.getByRole('button', { name: /Get the app/ }));
    expect(await screen.findByText('The app bonus is for players who have made a deposit.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(localStorage.getItem(StorageKey.rechargeUpdate)).toBeNull();
  });
});
