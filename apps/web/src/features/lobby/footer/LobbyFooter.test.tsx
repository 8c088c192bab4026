import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { useAppConfigStore } from '../../../shared/app-config/store.ts';
import { clearToken } from '../../../shared/session/token.ts';
import { stubServer } from '../../../test/fetch-stub.ts';
import { renderRoute } from '../../../test/render.tsx';
import { lobbyConfig } from '../testing/lobby-fixtures.ts';
import { LobbyFooter } from './LobbyFooter.tsx';

const customerService = {
  appCustomerServiceQueue: [
    { url: 'https://t.me/casino', isOut: true, icon: '', nickname: 'Telegram' },
    { url: 'https://chat.test', isOut: false, icon: '', nickname: 'Online Service' },
    { url: '', isOut: true, icon: '', nickname: 'Viber' },
  ],
  serviceUrl: '',
  lcChatServiceUrl: '',
};

describe('the lobby footer (§2)', () => {
  beforeEach(() => {
    clearToken();
    stubServer({});
  });
  afterEach(() => clearToken());

  it('lists contacts with an address and without Service in the name, the brands, the stores and the 21+ notice', async () => {
    useAppConfigStore.setState({
      config: await lobbyConfig({ customerService, socialMedia: JSON.stringify([{ id: 1, url: 'https://www.facebook.com/casino' }]) }),
    });
    renderRoute(<LobbyFooter />);
    const contacts = screen.getAllByTestId('footer-contact-entry');
    expect(contacts.map((link) => link.textContent)).toEqual(['Telegram']);
    expect(contacts[0]!.getAttribute('href')).toBe('https://t.me/casino');
    expect(within(screen.getByTestId('footer-brands')).getAllByText(/./).map((element) => element.textContent)).toEqual(['Lucky Reels', 'Deep Sea']);
    expect(screen.getByLabelText('facebook').getAttribute('href')).toBe('https://www.facebook.com/casino');
    expect(within(screen.getByTestId('footer-apps')).getAllByRole('link')).toHaveLength(2);
    // The store badges and the network marks set their words as the page's text, not as SVG text.
    expect(within(screen.getByTestId('footer-apps')).getAllByRole('img').map((badge) => badge.getAttribute('aria-label'))).toEqual(['Get it on Google Play', 'Download on the App Store']);
    expect(within(screen.getByTestId('footer-apps')).getByText('Google Play').tagName).toBe('B');
    expect(screen.getByLabelText('facebook').textContent).toBe('f');
    expect(screen.getByTestId('footer-apps').querySelector('svg text')).toBeNull();
    expect(screen.getByTestId('footer-age').textContent).toContain('Lucky Test is only for players aged 21 and over.');
    expect(screen.getByTestId('footer-copyright').textContent).toMatch(/Copyright © \d{4} Lucky Test/);
    expect(screen.queryByTestId('footer-payment')).toBeNull();
    expect(screen.queryByTestId('footer-responsibility')).toBeNull();
  });

  it('adds the payment methods and responsibility columns in green mode', async () => {
    useAppConfigStore.setState({ config: await lobbyConfig({ mode: 'green', customerService }) });
    renderRoute(<LobbyFooter />);
    expect(within(screen.getByTestId('footer-payment')).getByLabelText('GCash')).toBeTruthy();
    expect(within(screen.getByTestId('footer-payment')).getByLabelText('Maya')).toBeTruthy();
    expect(within(screen.getByTestId('footer-responsibility')).getByLabelText('Responsible gaming')).toBeTruthy();
  });
});
