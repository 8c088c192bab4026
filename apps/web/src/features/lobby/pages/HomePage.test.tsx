import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAppConfigStore } from '../../../shared/app-config/store.ts';
import { clearToken } from '../../../shared/session/token.ts';
import { stubServer } from '../../../test/fetch-stub.ts';
import { ok } from '../../../test/fixtures.ts';
import { renderRoute } from '../../../test/render.tsx';
import { useUserStore } from '../../auth/index.ts';
import { LobbySessionKey } from '../lib/storage-keys.ts';
import { lobbyConfig } from '../testing/lobby-fixtures.ts';
import HomePage from './HomePage.tsx';

const bigWins = { ...ok, jackpotList: [{ phone: '63*****1234', gameId: 11, amount: 1_250_000, timestamp: 1 }, { phone: '63*****9876', gameId: 21, amount: 50_000, timestamp: 2 }], newYearList: [] };
const video = { id: 5, clickType: 2, clickAction: 0, coverImg: '/cover.png', path: '/promo.mp4' };

function renderHome(at = '/lobby/home') {
  return renderRoute(<HomePage />, { path: '/lobby/home', at });
}

const tileIds = (grid: HTMLElement) => within(grid).getAllByTestId('game-tile').map((tile) => Number(tile.dataset.gameId));

describe('the lobby home', () => {
  beforeEach(async () => {
    clearToken();
    useUserStore.getState().reset();
    useAppConfigStore.setState({ config: await lobbyConfig({ appPromotionalVideoList: [video] }) });
    stubServer({ lobbyTips: bigWins });
  });
  afterEach(() => clearToken());

  it('opens on Home, with Collect and one tab per shown game type in sort order', async () => {
    renderHome();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Home', 'Collect', 'Slots', 'Fish', 'Poker']);
    expect(screen.getByTestId('home-tab-0').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('home-panel')).toBeTruthy();
  });

  it('shows the hot games (hot 1, showType 0, enabled) by hotSort in the popular grid', async () => {
    renderHome();
    expect(tileIds(await screen.findByTestId('popular-grid'))).toEqual([12, 11, 21, 31]);
  });

  it('switches to a game type with brand sub-tabs, and keeps the choice in the address', async () => {
    const { router } = renderHome();
    await userEvent.click(await screen.findByTestId('home-tab-1'));
    const panel = screen.getByTestId('type-panel-1');
    expect(within(panel).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['All', 'Lucky Reels', 'Deep Sea']);
    expect(tileIds(within(panel).getByTestId('game-grid'))).toEqual([11, 12, 13, 14]);
    await userEvent.click(within(panel).getByTestId('brand-tab-2'));
    expect(tileIds(within(panel).getByTestId('game-grid'))).toEqual([13, 14]);
    await waitFor(() => expect(router.state.location.search).toBe('?typeId=1&brandId=2'));
  });

  it('preselects the type and brand of a back-navigation query', async () => {
    renderHome('/lobby/home?typeId=1&brandId=2');
    expect((await screen.findByTestId('home-tab-1')).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('brand-tab-2').getAttribute('aria-selected')).toBe('true');
    expect(tileIds(screen.getByTestId('game-grid'))).toEqual([13, 14]);
  });

  it('shows the ticker, video and featured rewards outside green mode', async () => {
    renderHome();
    // The ticker keeps its place from the start; its lines come with the answer.
    const lines = await within(await screen.findByTestId('big-win-ticker')).findAllByRole('listitem');
    expect(lines[0]!.textContent).toBe('63*****1234 won 12,500.00 on Golden Empire');
    expect(lines[1]!.textContent).toBe('63*****9876 won 500.00 on Ocean King');
    expect(screen.getByTestId('promo-video')).toBeTruthy();
    expect(screen.getByTestId('featured-rewards')).toBeTruthy();
  });

  it('hides the ticker, video and featured rewards in green mode, and shows the payment and responsibility columns', async () => {
    useAppConfigStore.setState({ config: await lobbyConfig({ mode: 'green', appPromotionalVideoList: [video] }) });
    renderHome();
    expect(await screen.findByTestId('footer-payment')).toBeTruthy();
    expect(screen.getByTestId('footer-responsibility')).toBeTruthy();
    expect(screen.queryByTestId('big-win-ticker')).toBeNull();
    expect(screen.queryByTestId('promo-video')).toBeNull();
    expect(screen.queryByTestId('featured-rewards')).toBeNull();
  });

  it('routes a banner tap by its click type', async () => {
    useAppConfigStore.setState({
      config: await lobbyConfig({
        appLobbyAdConfigList: [
          { id: 2, sort: 2, clickType: 1, clickAction: 0, imgUrl2: '/b2.png' },
          { id: 1, sort: 1, clickType: 2, clickAction: 12, imgUrl2: '/b1.png' },
          // A sign-up bonus ad is hidden while that activity is not active for the player (§5).
          { id: 3, sort: 0, clickType: 1, clickAction: 15, imgUrl2: '/b3.png' },
        ],
      }),
    });
    const { router } = renderHome();
    const slides = await screen.findAllByTestId('banner-slide');
    expect(slides).toHaveLength(2);
    await userEvent.click(slides[0]!);
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/start?gameId=12'));
    await act(() => router.navigate('/lobby/home'));
    await userEvent.click((await screen.findAllByTestId('banner-slide'))[1]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/lobby/wallets/deposit'));
  });

  it('shows the notice modal once per visit after it is closed, and only when notices qualify', async () => {
    const notice = { id: 1, sort: 1, clickType: 0, clickAction: 0, imgUrl2: '', isH5Pop: true, title: 'Weekend boost', content: 'Double points all weekend.' };
    useAppConfigStore.setState({ config: await lobbyConfig({ appNoticeConfigList: [notice, { ...notice, id: 2, isH5Pop: false, title: 'Quiet' }] }) });
    const first = renderHome();
    const modal = await screen.findByTestId('notice-modal');
    expect(within(modal).getByText('Weekend boost')).toBeTruthy();
    expect(within(modal).queryByText('Quiet')).toBeNull();
    expect(within(modal).getByTestId('notice-modal-download')).toBeTruthy();
    await userEvent.click(screen.getByTestId('notice-modal-close'));
    expect(screen.queryByTestId('notice-modal')).toBeNull();
    expect(sessionStorage.getItem(LobbySessionKey.noticeModalClosed)).toBe('1');
    first.unmount();
    renderHome();
    await screen.findByTestId('home-panel');
    expect(screen.queryByTestId('notice-modal')).toBeNull();
  });

  it('shows no notice modal without pop-up notices', async () => {
    renderHome();
    await screen.findByTestId('home-panel');
    expect(screen.queryByTestId('notice-modal')).toBeNull();
  });

  it('asks a guest to log in on the Collect tab', async () => {
    renderHome();
    await userEvent.click(await screen.findByTestId('home-tab-101'));
    expect(within(screen.getByTestId('collect-panel')).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
  });
});
