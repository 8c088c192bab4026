import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StorageKey } from '../../../shared/storage/keys.ts';
import { renderRoute } from '../../../test/render.tsx';
import { clearSession } from '../../auth/index.ts';
import { applyBalances } from '../../wallet/index.ts';
import { logInPlayer } from '../../wallet/testing.ts';
import { VipLevelUpWatcher } from './VipLevelUpWatcher.tsx';

describe('the level-up notice', () => {
  beforeEach(async () => {
    localStorage.removeItem(StorageKey.vipLevelSeen);
    await logInPlayer({ vip: 1, userLevel: 1 });
  });
  afterEach(() => clearSession());

  it('stays away on the first sight of a level, and shows once when the vip goes up', async () => {
    renderRoute(<VipLevelUpWatcher />, { path: '/lobby/home' });
    expect(screen.queryByTestId('vip-levelup')).toBeNull();
    act(() => applyBalances({ vip: 2, userLevel: 2 }));
    expect((await screen.findByTestId('vip-levelup-level')).textContent).toBe('You are now VIP 2.');
    await userEvent.click(screen.getByTestId('vip-levelup-close'));
    await waitFor(() => expect(screen.queryByTestId('vip-levelup')).toBeNull());
    // The same level again (another refresh): nothing.
    act(() => applyBalances({ vip: 2, coin: 5 }));
    expect(screen.queryByTestId('vip-levelup')).toBeNull();
  });

  it('leads to the VIP page', async () => {
    const { router } = renderRoute(<VipLevelUpWatcher />, { path: '/lobby/home' });
    act(() => applyBalances({ vip: 3, userLevel: 3 }));
    await userEvent.click(await screen.findByTestId('vip-levelup-view'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/vip'));
  });
});
