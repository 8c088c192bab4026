import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAppConfigStore } from '../../../shared/app-config/store.ts';
import { clearToken, setToken } from '../../../shared/session/token.ts';
import { stubServer } from '../../../test/fetch-stub.ts';
import { ok, player } from '../../../test/fixtures.ts';
import { renderRoute } from '../../../test/render.tsx';
import { useUserStore } from '../../auth/index.ts';
import { lobbyConfig } from '../testing/lobby-fixtures.ts';
import NoticeDetailPage from './NoticeDetailPage.tsx';
import NoticeListPage from './NoticeListPage.tsx';
import SearchPage from './SearchPage.tsx';
import ServicePage from './ServicePage.tsx';

const notice = (id: number, sort: number, changes = {}) => ({
  id, sort, clickType: 0, clickAction: 0, imgUrl2: '', isH5Pop: false, title: `News ${id}`, content: `Body of ${id}`, ...changes,
});

describe('lobby pages', () => {
  beforeEach(async () => {
    clearToken();
    useUserStore.getState().reset();
    useAppConfigStore.setState({
      config: await lobbyConfig({
        appNoticeConfigList: [notice(2, 2, { clickType: 2, clickAction: 21 }), notice(1, 1), notice(3, 0, { clickType: 1, clickAction: 36 })],
        customerService: {
          appCustomerServiceQueue: [{ url: 'https://t.me/casino', isOut: true, icon: '', nickname: 'Telegram' }],
          serviceUrl: '', lcChatServiceUrl: '',
        },
      }),
    });
  });
  afterEach(() => clearToken());

  it('search: enabled games whose name contains the text, those starting with it first', async () => {
    stubServer({});
    const { router } = renderRoute(<SearchPage />, { path: '/search' });
    expect(screen.getByText('Type part of a game name.')).toBeTruthy();
    await userEvent.type(screen.getByTestId('search-input'), 'o');
    const ids = () => within(screen.getByTestId('search-results')).getAllByTestId('game-tile').map((tile) => tile.dataset.gameId);
    // Ocean King starts with o; then by name: Fortune Gems, Golden Empire, Hidden Hot, Texas Poker; Switched Off is disabled.
    expect(ids()).toEqual(['21', '12', '11', '14', '31']);
    await userEvent.type(screen.getByTestId('search-input'), 'cean');
    expect(ids()).toEqual(['21']);
    expect(screen.getByTestId('search-count').textContent).toBe('1 game');
    await waitFor(() => expect(router.state.location.search).toBe('?keyword=ocean'));
    await userEvent.type(screen.getByTestId('search-input'), 'zzz');
    expect(screen.getByText('No game matches "oceanzzz".')).toBeTruthy();
  });

  it('news: the list in sort order, without ads of inactive activities, each opening its detail', async () => {
    stubServer({});
    const { router } = renderRoute(<NoticeListPage />, { path: '/lobby/notice', routes: [{ path: '/notice/detail/:id', element: <NoticeDetailPage /> }] });
    const items = screen.getAllByTestId('news-item');
    expect(items.map((item) => item.querySelector('strong')?.textContent)).toEqual(['News 1', 'News 2']);
    await userEvent.click(items[1]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/notice/detail/2'));
    expect(screen.getByTestId('news-detail-title').textContent).toBe('News 2');
    await userEvent.click(screen.getByRole('button', { name: 'Take me there' }));
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/start?gameId=21'));
  });

  it('news detail of an unknown id says so', () => {
    stubServer({});
    renderRoute(<NoticeDetailPage />, { path: '/notice/detail/:id', at: '/notice/detail/99' });
    expect(screen.getByTestId('news-missing')).toBeTruthy();
  });

  it('service: a guest sees the config’s entries; an entry opens in a new window when isOut', async () => {
    stubServer({});
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderRoute(<ServicePage />, { path: '/service' });
    const entries = screen.getAllByTestId('service-entry');
    expect(entries.map((entry) => entry.textContent)).toEqual(['TelegramOpen']);
    await userEvent.click(entries[0]!);
    expect(open).toHaveBeenCalledWith('https://t.me/casino', '_blank', 'noopener,noreferrer');
  });

  it('service: a player’s list comes from getCustomerServices, taken only from an errcode 0 answer', async () => {
    useUserStore.getState().signIn(player, 'tok');
    setToken('tok');
    stubServer({
      getCustomerServices: {
        ...ok, serviceUrl: '', lcChatServiceUrl: 'https://chat.test/w',
        appCustomerServiceQueue: [{ url: 'https://wa.me/1', isOut: true, icon: '', nickname: 'WhatsApp' }, { url: 'https://chat.test/w', isOut: false, icon: '', nickname: 'Agent Amy' }],
      },
    });
    renderRoute(<ServicePage />, { path: '/service' });
    await waitFor(() => expect(screen.getAllByTestId('service-entry').map((entry) => entry.textContent)).toEqual(['WhatsAppOpen', 'Agent AmyOpen']));
    await userEvent.click(screen.getAllByTestId('service-entry')[1]!);
    expect((await screen.findByTestId('service-frame')).querySelector('iframe')?.getAttribute('src')).toBe('https://chat.test/w');
  });

  it('service: a refused getCustomerServices leaves the config’s list', async () => {
    useUserStore.getState().signIn(player, 'tok');
    setToken('tok');
    const server = stubServer({ getCustomerServices: { code: 200, errcode: 9, msg: 'no', appCustomerServiceQueue: [{ url: 'https://x.test', isOut: true, icon: '', nickname: 'Ignored' }] } });
    renderRoute(<ServicePage />, { path: '/service' });
    await waitFor(() => expect(server.calls.some((call) => call.url.endsWith('/getCustomerServices'))).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getAllByTestId('service-entry').map((entry) => entry.textContent)).toEqual(['TelegramOpen']);
  });
});
