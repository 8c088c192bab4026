import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearToken } from '../../../shared/session/token.ts';
import { SessionKey } from '../../../shared/storage/keys.ts';
import { player } from '../../../test/fixtures.ts';
import { renderRoute } from '../../../test/render.tsx';
import { clearSession } from '../../auth/index.ts';
import { logInPlayer } from '../../wallet/testing.ts';
import { formatPhilippineTime } from '../lib/philippine-time.ts';
import { SaferPlayNotices } from './SaferPlayNotices.tsx';

const renderNotices = () => renderRoute(<SaferPlayNotices />, { path: '/lobby/home' });
const inTwoDays = Date.now() + 48 * 3_600_000;

describe('the safer play notices', () => {
  beforeEach(() => clearToken());
  afterEach(() => clearSession());

  it('says a time-out runs until its end date and that withdrawals remain possible; dismissed, it stays away', async () => {
    await logInPlayer({ exclusion: { kind: 'timeOut', until: inTwoDays } });
    const first = renderNotices();
    const banner = await screen.findByTestId('exclusion-banner');
    expect(screen.getByTestId('exclusion-banner-text').textContent).toBe(`You are on a time-out until ${formatPhilippineTime(inTwoDays)}.`);
    expect(banner.textContent).toContain('Withdrawals remain possible.');
    expect(screen.getByTestId('exclusion-banner-link').getAttribute('href')).toBe('/profile/safer-play');
    await userEvent.click(screen.getByTestId('exclusion-banner-dismiss'));
    expect(screen.queryByTestId('exclusion-banner')).toBeNull();
    first.unmount();
    renderNotices();
    expect(screen.queryByTestId('exclusion-banner')).toBeNull();
  });

  it('names a self-exclusion and a restriction in their own words', async () => {
    await logInPlayer({ exclusion: { kind: 'selfExclusion', until: inTwoDays } });
    const view = renderNotices();
    expect((await screen.findByTestId('exclusion-banner-text')).textContent).toBe(`You are self-excluded until ${formatPhilippineTime(inTwoDays)}.`);
    view.unmount();
    await logInPlayer({ exclusion: { kind: 'restricted', until: null } });
    renderNotices();
    expect((await screen.findByTestId('exclusion-banner-text')).textContent).toBe('Your account is restricted: play and deposits are blocked until our team clears it.');
  });

  it('shows nothing without a break, or once it has ended', async () => {
    // The notice's code loaded first, so a notice wrongly shown would be on screen after one render pass.
    await import('./ExclusionNotice.tsx');
    await logInPlayer({ exclusion: { kind: 'timeOut', until: Date.now() - 1_000 } });
    renderNotices();
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.queryByTestId('exclusion-banner')).toBeNull();
    expect(screen.queryByTestId('limits-offer')).toBeNull();
  });

  it('offers a deposit limit once to the player who just registered', async () => {
    await logInPlayer();
    sessionStorage.setItem(SessionKey.limitsOffer, String(player.id));
    const first = renderNotices();
    expect((await screen.findByTestId('limits-offer')).textContent).toContain('Set a deposit limit now?');
    expect(screen.getByTestId('limits-offer-set').getAttribute('href')).toBe('/profile/safer-play');
    await userEvent.click(screen.getByTestId('limits-offer-later'));
    expect(screen.queryByTestId('limits-offer')).toBeNull();
    first.unmount();
    renderNotices();
    expect(screen.queryByTestId('limits-offer')).toBeNull();
  });
});
