import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAppConfigStore } from '../../shared/app-config/store.ts';
import { clearToken } from '../../shared/session/token.ts';
import { stubServer } from '../../test/fetch-stub.ts';
import { ok } from '../../test/fixtures.ts';
import { renderRoute } from '../../test/render.tsx';
import HomePage from '../lobby/pages/HomePage.tsx';
import { lobbyConfig } from '../lobby/testing/lobby-fixtures.ts';
import { dropInstallOffer } from './capture.ts';
import { USER_AGENTS, offerInstall, pretendUserAgent } from './testing.ts';

const notice = { id: 1, sort: 1, clickType: 0, clickAction: 0, imgUrl2: '', isH5Pop: true, title: 'Weekend boost', content: 'Double points all weekend.' };

describe('the install prompt on the lobby home', () => {
  beforeEach(async () => {
    clearToken();
    dropInstallOffer();
    pretendUserAgent(USER_AGENTS.chromeAndroid);
    stubServer({ lobbyTips: { ...ok, jackpotList: [], newYearList: [] } });
  });
  afterEach(() => clearToken());

  it('comes after the notice modal is closed, never over it', async () => {
    useAppConfigStore.setState({ config: await lobbyConfig({ appNoticeConfigList: [notice] }) });
    renderRoute(<HomePage />, { path: '/lobby/home' });
    await screen.findByTestId('notice-modal');
    offerInstall();
    expect(screen.queryByTestId('install-install')).toBeNull();
    await userEvent.click(screen.getByTestId('notice-modal-close'));
    expect(await screen.findByTestId('install-install')).toBeTruthy();
  });

  it('waits while the home is behind another lobby tab', async () => {
    useAppConfigStore.setState({ config: await lobbyConfig() });
    const { router } = renderRoute(<HomePage />, { path: '/lobby/*', at: '/lobby/notice' });
    await screen.findByTestId('home-panel');
    offerInstall();
    expect(screen.queryByTestId('install-install')).toBeNull();
    await act(() => router.navigate('/lobby/home'));
    expect(await screen.findByTestId('install-install')).toBeTruthy();
  });
});
