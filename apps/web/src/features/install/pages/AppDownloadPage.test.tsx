import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAppConfigStore } from '../../../shared/app-config/store.ts';
import { StorageKey } from '../../../shared/storage/keys.ts';
import { appConfig } from '../../../test/fixtures.ts';
import { renderRoute } from '../../../test/render.tsx';
import { dropInstallOffer, listenForInstallOffer } from '../capture.ts';
import { USER_AGENTS, offerInstall, pretendUserAgent } from '../testing.ts';
import AppDownloadPage from './AppDownloadPage.tsx';

async function configure(downloadUrl: string) {
  const config = await appConfig();
  useAppConfigStore.setState({ config: { ...config, h5: { ...config.h5, downloadType: 2, downloadUrl } } });
}

const renderPage = () => renderRoute(<AppDownloadPage />, { path: '/apkdownload' });

describe('/apkdownload', () => {
  beforeEach(() => {
    listenForInstallOffer();
    dropInstallOffer();
    pretendUserAgent(USER_AGENTS.chromeAndroid);
  });

  it('links the app package when the site has one', async () => {
    await configure('https://cdn.example.test/casino.apk');
    renderPage();
    expect(screen.getByRole('heading', { name: 'Get the Lucky Test app' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download the app' }).getAttribute('href')).toBe('https://cdn.example.test/casino.apk');
    expect(screen.queryByTestId('apk-download-none')).toBeNull();
  });

  it('says so clearly when no package is configured', async () => {
    await configure('');
    renderPage();
    expect(screen.getByTestId('apk-download-none').textContent).toMatch(/not available for download/);
    expect(screen.queryByRole('link', { name: 'Download the app' })).toBeNull();
  });

  it('installs the web app through the browser\'s offer and records the answer', async () => {
    await configure('');
    renderPage();
    expect(screen.queryByTestId('apk-install')).toBeNull();
    const { prompt } = offerInstall('accepted');
    await userEvent.click(await screen.findByRole('button', { name: 'Install the web app' }));
    expect(prompt).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(localStorage.getItem(StorageKey.installOutcome)).toBe('accepted'));
  });

  it('shows the Share-button steps on iOS Safari, which makes no offer', async () => {
    pretendUserAgent(USER_AGENTS.iosSafari);
    await configure('');
    renderPage();
    expect(screen.getByRole('img', { name: 'Share' })).toBeTruthy();
  });
});
