import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useAppConfigStore } from '../../shared/app-config/store.ts';
import { StorageKey } from '../../shared/storage/keys.ts';
import { appConfig } from '../../test/fixtures.ts';
import { renderRoute } from '../../test/render.tsx';
import { dropInstallOffer, installOffer, listenForInstallOffer } from './capture.ts';
import { InstallPrompts } from './index.ts';
import { INSTALL_PROMPT_INTERVAL_MS } from './install-rules.ts';
import { USER_AGENTS, offerInstall, pretendUserAgent } from './testing.ts';

function renderPrompts() {
  return renderRoute(<InstallPrompts />, { path: '/lobby/home' });
}

/** Some other lobby overlay, open until its button is pressed. */
function OtherModal() {
  const [open, setOpen] = useState(true);
  return open ? <div role="dialog" aria-modal="true"><button type="button" onClick={() => setOpen(false)}>close other</button></div> : null;
}

const storedPromptAt = () => Number(localStorage.getItem(StorageKey.installPromptAt));

describe('the install prompt (browser install offer)', () => {
  beforeEach(async () => {
    // As the app entry does on every page load.
    listenForInstallOffer();
    dropInstallOffer();
    pretendUserAgent(USER_AGENTS.chromeAndroid);
    useAppConfigStore.setState({ config: await appConfig() });
  });

  it('keeps the browser\'s offer and cancels its own mini-infobar', () => {
    const { event } = offerInstall();
    expect(event.defaultPrevented).toBe(true);
    expect(installOffer()).toBe(event);
  });

  it('shows nothing on Chrome until the browser offers an install, then a labelled dialog', async () => {
    renderPrompts();
    expect(screen.queryByRole('dialog')).toBeNull();
    const before = Date.now();
    offerInstall();
    const dialog = await screen.findByRole('dialog', { name: 'Install Lucky Test' });
    expect(dialog.getAttribute('aria-modal')).toBeNull();
    expect(storedPromptAt()).toBeGreaterThanOrEqual(before);
    expect(storedPromptAt()).toBeLessThanOrEqual(Date.now());
  });

  it('Install opens the browser\'s prompt, closes the card and records the answer', async () => {
    renderPrompts();
    const { prompt } = offerInstall('dismissed');
    await userEvent.click(await screen.findByRole('button', { name: 'Install' }));
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(localStorage.getItem(StorageKey.installOutcome)).toBe('dismissed'));
    // The offer is spent: prompt() works once per event.
    expect(installOffer()).toBeNull();
  });

  it('an accepted install silences the prompt for good, even a day later', async () => {
    const first = renderPrompts();
    offerInstall('accepted');
    await userEvent.click(await screen.findByRole('button', { name: 'Install' }));
    await waitFor(() => expect(localStorage.getItem(StorageKey.installOutcome)).toBe('accepted'));
    first.unmount();
    localStorage.setItem(StorageKey.installPromptAt, String(Date.now() - 2 * INSTALL_PROMPT_INTERVAL_MS));
    renderPrompts();
    offerInstall();
    await act(() => Promise.resolve());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Not now hides it; it stays away for a day and comes back after one', async () => {
    const first = renderPrompts();
    const { prompt } = offerInstall();
    await userEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(prompt).not.toHaveBeenCalled();
    first.unmount();

    const second = renderPrompts();
    offerInstall();
    await act(() => Promise.resolve());
    expect(screen.queryByRole('dialog')).toBeNull();
    second.unmount();

    localStorage.setItem(StorageKey.installPromptAt, String(Date.now() - INSTALL_PROMPT_INTERVAL_MS));
    renderPrompts();
    offerInstall();
    expect(await screen.findByRole('dialog', { name: 'Install Lucky Test' })).toBeTruthy();
  });

  it('Escape dismisses it like Not now', async () => {
    renderPrompts();
    const { prompt } = offerInstall();
    (await screen.findByRole('button', { name: 'Install' })).focus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(prompt).not.toHaveBeenCalled();
  });

  it('is hidden for good when the browser reports the app installed', async () => {
    renderPrompts();
    offerInstall();
    await screen.findByRole('dialog');
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem(StorageKey.installOutcome)).toBe('installed');
  });

  it('shows nothing in green mode', async () => {
    useAppConfigStore.setState({ config: await appConfig({ mode: 'green' }) });
    renderPrompts();
    offerInstall();
    await act(() => Promise.resolve());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem(StorageKey.installPromptAt)).toBeNull();
  });

  it('waits for the app config before deciding', async () => {
    useAppConfigStore.setState({ config: null });
    renderPrompts();
    offerInstall();
    await act(() => Promise.resolve());
    expect(screen.queryByRole('dialog')).toBeNull();
    const config = await appConfig();
    act(() => useAppConfigStore.setState({ config }));
    expect(await screen.findByRole('dialog', { name: 'Install Lucky Test' })).toBeTruthy();
  });

  it('waits while another overlay is open, and comes once it closes', async () => {
    renderRoute(<><OtherModal /><InstallPrompts /></>, { path: '/lobby/home' });
    offerInstall();
    await act(() => Promise.resolve());
    expect(screen.queryByRole('dialog', { name: 'Install Lucky Test' })).toBeNull();
    // Not counted as shown while it waited.
    expect(localStorage.getItem(StorageKey.installPromptAt)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'close other' }));
    expect(await screen.findByRole('dialog', { name: 'Install Lucky Test' })).toBeTruthy();
  });

  it('waits while paused by the lobby home (another tab, the side menu)', async () => {
    const view = renderRoute(<InstallPrompts paused />, { path: '/lobby/home' });
    offerInstall();
    await act(() => Promise.resolve());
    expect(screen.queryByRole('dialog')).toBeNull();
    view.unmount();
    renderPrompts();
    expect(await screen.findByRole('dialog', { name: 'Install Lucky Test' })).toBeTruthy();
  });
});

describe('the add-to-home-screen hints', () => {
  beforeEach(async () => {
    dropInstallOffer();
    useAppConfigStore.setState({ config: await appConfig() });
  });

  it('shows the iOS Safari hint with the Share icon once ever', async () => {
    pretendUserAgent(USER_AGENTS.iosSafari);
    const first = renderPrompts();
    const hint = await screen.findByRole('dialog', { name: 'Add Lucky Test to your Home Screen' });
    expect(hint.textContent).toContain('Add to Home Screen');
    expect(screen.getByRole('img', { name: 'Share' })).toBeTruthy();
    expect(localStorage.getItem(StorageKey.iosInstallHintSeen)).toBe('1');
    await userEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    first.unmount();
    renderPrompts();
    await act(() => Promise.resolve());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the Chrome hint on Samsung Internet once ever', async () => {
    pretendUserAgent(USER_AGENTS.samsung);
    const first = renderPrompts();
    expect(await screen.findByRole('dialog', { name: 'Install Lucky Test from Chrome' })).toBeTruthy();
    expect(localStorage.getItem(StorageKey.chromeInstallHintSeen)).toBe('1');
    first.unmount();
    renderPrompts();
    await act(() => Promise.resolve());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows no hint on Chrome for Android', async () => {
    pretendUserAgent(USER_AGENTS.chromeAndroid);
    renderPrompts();
    await act(() => Promise.resolve());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem(StorageKey.chromeInstallHintSeen)).toBeNull();
  });
});
