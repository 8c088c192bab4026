import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WalletErrcode } from '@casino/contract';
import { clearToken } from '../../../shared/session/token.ts';
import { ok } from '../../../test/fixtures.ts';
import { stubServer } from '../../../test/fetch-stub.ts';
import { renderRoute } from '../../../test/render.tsx';
import { clearSession, useUserStore } from '../../auth/index.ts';
import { logInPlayer, networkDown } from '../testing.ts';
import PointsPage from './PointsPage.tsx';

/** The server's terms: 0.008 coin per point, at least 100 points. */
function pointsServer(lottery = 250_000) {
  const state = { lottery, coin: 1_000 };
  return {
    state,
    replies: {
      getLotterConfig: () => ({ ...ok, rate: 0.008, minimum: 10_000, lottery: state.lottery }),
      lotteryExchange: (body: Record<string, unknown>) => {
        const points = Number(body.amount);
        const coins = Math.floor((points * 8) / 1_000);
        state.lottery -= points;
        state.coin += coins;
        return { ...ok, points, coins, coin: state.coin, lottery: state.lottery };
      },
    },
  };
}

const renderPage = () => renderRoute(<PointsPage />, { path: '/points' });

describe('PointsPage', () => {
  beforeEach(async () => {
    clearToken();
    await logInPlayer();
  });
  afterEach(() => clearSession());

  it('shows the points balance floored to two decimals and the terms', async () => {
    stubServer(pointsServer(123_456).replies);
    renderPage();
    expect((await screen.findByTestId('points-balance')).textContent).toBe('1,234.56');
    expect(screen.getByTestId('points-rate').textContent).toBe('1 point = 0.008 coins');
    expect(screen.getByTestId('points-minimum').textContent).toBe('100.00');
  });

  it('previews the coins the typed points buy, rounded down', async () => {
    stubServer(pointsServer().replies);
    renderPage();
    const amount = await screen.findByTestId('points-amount');
    expect(screen.getByTestId('points-preview').textContent).toBe('You receive 0.00 coins');
    await userEvent.type(amount, '1234.56');
    expect(screen.getByTestId('points-preview').textContent).toBe('You receive 9.87 coins');
    await userEvent.click(screen.getByTestId('points-all'));
    expect((amount as HTMLInputElement).value).toBe('2500.00');
    expect(screen.getByTestId('points-preview').textContent).toBe('You receive 20.00 coins');
  });

  it('exchanges after confirmation with a request id, and updates the balances', async () => {
    const points = pointsServer();
    const server = stubServer(points.replies);
    renderPage();
    await userEvent.type(await screen.findByTestId('points-amount'), '150');
    await userEvent.click(screen.getByTestId('points-submit'));
    expect(await screen.findByText('Exchange 150.00 points for 1.20 coins?')).toBeTruthy();
    await confirmDialog();
    expect(await screen.findByText('Exchanged 150.00 points for 1.20 coins.')).toBeTruthy();
    const exchange = server.calls.find((c) => c.url.endsWith('/lotteryExchange'))!;
    expect(exchange.body).toMatchObject({ amount: 15_000 });
    expect(String(exchange.body.requestId)).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(useUserStore.getState().user).toMatchObject({ coin: 1_120, lottery: 235_000 });
    await waitFor(() => expect(screen.getByTestId('points-balance').textContent).toBe('2,350.00'));
  });

  it('sends nothing when the player cancels', async () => {
    const server = stubServer(pointsServer().replies);
    renderPage();
    await userEvent.type(await screen.findByTestId('points-amount'), '150');
    await userEvent.click(screen.getByTestId('points-submit'));
    await screen.findByRole('dialog');
    // The dialog ignores pointers while it animates in.
    await userEvent.setup({ pointerEventsCheck: 0 }).click(screen.getByText('Cancel'));
    // Closed means gone, or left invisible and inert: when Cancel lands before the opening
    // animation has started, the dialog's spring has nothing to animate and the node stays.
    await waitFor(() => expect(shownDialogText('Exchange 150.00 points for 1.20 coins?')).toBe(false), { timeout: 20_000 });
    expect(server.calls.some((c) => c.url.endsWith('/lotteryExchange'))).toBe(false);
  }, 40_000);

  it('refuses below the minimum and above the balance before asking', async () => {
    const server = stubServer(pointsServer().replies);
    renderPage();
    const amount = await screen.findByTestId('points-amount');
    await userEvent.type(amount, '99.99');
    await userEvent.click(screen.getByTestId('points-submit'));
    expect(screen.getByTestId('points-failure').textContent).toBe('Exchange at least 100.00 points.');
    await userEvent.clear(amount);
    await userEvent.type(amount, '2500.01');
    await userEvent.click(screen.getByTestId('points-submit'));
    expect(screen.getByTestId('points-failure').textContent).toBe('Not enough points.');
    expect(server.calls.some((c) => c.url.endsWith('/lotteryExchange'))).toBe(false);
  });

  it('explains a refusal by the server', async () => {
    stubServer({ ...pointsServer().replies, lotteryExchange: { code: 200, errcode: WalletErrcode.PointsBelowMinimum } });
    renderPage();
    await userEvent.type(await screen.findByTestId('points-amount'), '150');
    await userEvent.click(screen.getByTestId('points-submit'));
    await confirmDialog();
    expect((await screen.findByTestId('points-failure')).textContent).toBe('Exchange at least 100.00 points.');
  });

  it('cannot exchange with fewer points than the minimum', async () => {
    stubServer(pointsServer(5_000).replies);
    renderPage();
    expect((await screen.findByTestId('points-not-enough')).textContent).toBe('You need at least 100.00 points to exchange.');
    expect((screen.getByTestId('points-submit') as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows a failed load with a way to try again', async () => {
    let up = false;
    const { replies } = pointsServer();
    stubServer({ getLotterConfig: () => (up ? replies.getLotterConfig() : networkDown()) });
    renderPage();
    expect((await screen.findByTestId('points-error')).textContent).toContain('Could not load the points exchange.');
    up = true;
    await userEvent.click(screen.getByTestId('points-error-retry'));
    expect(await screen.findByTestId('points-form')).toBeTruthy();
  });
});

/** Whether a dialog shows the text: present, and neither faded out nor ignoring pointers. */
function shownDialogText(text: string): boolean {
  const node = screen.queryByText(text);
  for (let at: HTMLElement | null = node; at; at = at.parentElement) {
    if (at.style.opacity === '0' || at.style.pointerEvents === 'none') return false;
  }
  return node !== null;
}

/** The confirmation dialog's own Exchange button (the form has one too). */
async function confirmDialog() {
  const dialog = await screen.findByRole('dialog');
  const button = Array.from(dialog.querySelectorAll('button')).find((b) => b.textContent === 'Exchange');
  if (!button) throw new Error('no Exchange button in the dialog');
  // The dialog ignores pointers while it animates in.
  await userEvent.setup({ pointerEventsCheck: 0 }).click(button);
}
