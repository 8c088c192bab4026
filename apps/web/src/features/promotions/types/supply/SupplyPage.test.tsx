import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SupplyState } from '@casino/contract';
import { Platform, setPlatform } from '../../../../shared/device/platform.ts';
import { clearToken } from '../../../../shared/session/token.ts';
import { stubServer } from '../../../../test/fetch-stub.ts';
import { ok } from '../../../../test/fixtures.ts';
import { renderRoute } from '../../../../test/render.tsx';
import { clearSession, useUserStore } from '../../../auth/index.ts';
import { logInPlayer } from '../../../wallet/testing.ts';
import SupplyPage from './SupplyPage.tsx';

const NEXT = Date.parse('2031-05-01T16:00:00Z');
const supply = (over: Partial<SupplyState> = {}): SupplyState => ({
  instanceId: 7, bankruptBelow: 100, award: [{ id: 2001, count: 300, betRate: 3 }], period: 'day',
  isBankrupt: true, ordersOpen: false, claimed: false, canClaim: true, nextPeriodAt: NEXT, ...over,
});
const renderPage = () => renderRoute(<SupplyPage />, { path: '/activity/supply' });
const callsTo = (server: ReturnType<typeof stubServer>, name: string) => server.calls.filter((c) => c.url.endsWith(`/${name}`));

describe('SupplyPage', () => {
  beforeEach(async () => {
    clearToken();
    await logInPlayer({ coin: 0, safebox: 0 });
  });
  afterEach(() => {
    clearSession();
    setPlatform(Platform.Mobile);
  });

  it('shows the award, threshold and period; a claim grants once and shows when the next one opens', async () => {
    let state = supply();
    const server = stubServer({
      bankruptBonusState: () => ({ ...ok, ...state }),
      bankruptBonus: () => {
        state = supply({ claimed: true, canClaim: false, isBankrupt: false });
        return { ...ok, coin: 300, lottery: 0, vip: 0, vipExp: 0, userLevel: 0, bet: 0, state, propList: [{ id: 2001, count: 300, betRate: 3 }] };
      },
      getActivityIds: { ...ok, activityIds: [], activityMap: {}, isBankrupt: false, hasTurntable: false, totalRecharge: 0, loginPaying: false },
    });
    renderPage();
    expect(screen.getByTestId('supply-loading')).toBeTruthy();
    expect((await screen.findByTestId('supply-award')).textContent).toBe('You get 3.00 coins (3× turnover)');
    expect(screen.getByText(/below 1\.00/)).toBeTruthy();
    expect(screen.getByTestId('supply-period').textContent).toBe('Once a day');
    const button = screen.getByTestId('supply-claim') as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    await userEvent.click(button);
    expect((await screen.findByTestId('supply-claimed')).textContent).toBe('Claimed. The next supply opens 2031-05-02 00:00 (Philippine time).');
    expect((screen.getByTestId('supply-claim') as HTMLButtonElement).disabled).toBe(true);
    expect(callsTo(server, 'bankruptBonus')).toHaveLength(1);
    await waitFor(() => expect(useUserStore.getState().user?.coin).toBe(300));
  });

  it('says why the button is off: coins above the threshold, or an order in progress', async () => {
    let state = supply({ isBankrupt: false, canClaim: false });
    stubServer({ bankruptBonusState: () => ({ ...ok, ...state }) });
    const view = renderPage();
    expect((await screen.findByTestId('supply-not-bankrupt')).textContent).toContain('above 1.00');
    expect((screen.getByTestId('supply-claim') as HTMLButtonElement).disabled).toBe(true);
    view.unmount();
    state = supply({ ordersOpen: true, canClaim: false });
    renderPage();
    expect((await screen.findByTestId('supply-orders-open')).textContent).toContain('still in progress');
  });

  it('shows supply\'s own text for a refusal and reads the state again', async () => {
    let reads = 0;
    stubServer({
      bankruptBonusState: () => {
        reads += 1;
        return { ...ok, ...supply(reads > 1 ? { ordersOpen: true, canClaim: false } : {}) };
      },
      bankruptBonus: { code: 200, errcode: 1005, msg: 'condition' },
    });
    renderPage();
    await userEvent.click(await screen.findByTestId('supply-claim'));
    expect(await screen.findByText('Wait until your deposit or withdrawal has finished.')).toBeTruthy();
    expect(await screen.findByTestId('supply-orders-open')).toBeTruthy();
  });

  it('draws a heading of its own on the desktop, with the rules link', async () => {
    setPlatform(Platform.Desktop);
    stubServer({ bankruptBonusState: () => ({ ...ok, ...supply() }) });
    renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Supply');
    expect((await screen.findByTestId('supply-rules')).getAttribute('href')).toBe('/rule/supply');
  });
});
