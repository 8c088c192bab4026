import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { clearToken } from '../../../shared/session/token.ts';
import { stubServer } from '../../../test/fetch-stub.ts';
import { ok } from '../../../test/fixtures.ts';
import { renderRoute } from '../../../test/render.tsx';
import { clearSession } from '../../auth/index.ts';
import { logInPlayer } from '../../wallet/testing.ts';
import { RealityCheck } from './RealityCheck.tsx';

const MINUTE = 60_000;
/** Each test is its own login, so the play counted by one never carries into the next. */
const checkAnswer = (login: number, intervalMinutes = 15) => ({
  ...ok, intervalMinutes, sessionStartedAt: login, minutesPlayed: 75, bets: 12_000, wins: 9_050, net: -2_950,
});

function renderGame(onStop = vi.fn()) {
  const view = renderRoute(<RealityCheck onStop={onStop}><button type="button" data-testid="spin">Spin</button></RealityCheck>);
  return { ...view, onStop };
}

/** Until the game knows the player's interval (its answer renders as a transition). */
async function untilIntervalKnown(minutes: number) {
  await waitFor(() => expect(screen.getByTestId('reality-check-host').dataset.intervalMinutes).toBe(String(minutes)));
  // And until its effects (the interval's timer) have run after that render.
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
}

async function waitMinutes(minutes: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(minutes * MINUTE);
  });
}

describe('the reality check', () => {
  beforeEach(async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    clearToken();
    await logInPlayer();
  });
  afterEach(() => {
    clearSession();
    vi.useRealTimers();
  });

  it('after each interval covers the game with the time played and the net result; continue starts the next interval', async () => {
    const server = stubServer({ getRealityCheck: checkAnswer(1) });
    renderGame();
    await waitFor(() => expect(server.calls).toHaveLength(1));
    await untilIntervalKnown(15);
    await waitMinutes(14);
    expect(screen.queryByTestId('reality-check-dialog')).toBeNull();
    expect(screen.getByTestId('reality-check-host').hasAttribute('inert')).toBe(false);

    await waitMinutes(1);
    const dialog = await screen.findByTestId('reality-check-dialog');
    // The game beneath takes neither taps nor keys while the check shows.
    expect(screen.getByTestId('reality-check-host').hasAttribute('inert')).toBe(true);
    expect((await screen.findByTestId('reality-check-played')).textContent).toBe('You have played for 1 h 15 min since you logged in.');
    expect(screen.getByTestId('reality-check-bets').textContent).toBe('120.00');
    expect(screen.getByTestId('reality-check-wins').textContent).toBe('90.50');
    expect(screen.getByTestId('reality-check-net').textContent).toBe('-29.50');
    expect(document.activeElement).toBe(screen.getByTestId('reality-check-continue'));
    expect(dialog).toBeTruthy();

    fireEvent.click(screen.getByTestId('reality-check-continue'));
    expect(screen.queryByTestId('reality-check-dialog')).toBeNull();
    expect(screen.getByTestId('reality-check-host').hasAttribute('inert')).toBe(false);
    await waitMinutes(15);
    expect(await screen.findByTestId('reality-check-dialog')).toBeTruthy();
  });

  it('stop playing leaves the game', async () => {
    stubServer({ getRealityCheck: checkAnswer(2, 30) });
    const { onStop } = renderGame();
    await untilIntervalKnown(30);
    await waitMinutes(30);
    fireEvent.click(await screen.findByTestId('reality-check-stop'));
    expect(onStop).toHaveBeenCalledOnce();
  });

  it('play on another game page counts towards the same interval', async () => {
    stubServer({ getRealityCheck: checkAnswer(3) });
    const first = renderGame();
    await untilIntervalKnown(15);
    await waitMinutes(10);
    first.unmount();
    renderGame();
    await untilIntervalKnown(15);
    await waitMinutes(4);
    expect(screen.queryByTestId('reality-check-dialog')).toBeNull();
    await waitMinutes(1);
    expect(await screen.findByTestId('reality-check-dialog')).toBeTruthy();
  });

  it('never shows when the interval is off', async () => {
    stubServer({ getRealityCheck: checkAnswer(4, 0) });
    renderGame();
    await untilIntervalKnown(0);
    await waitMinutes(240);
    expect(screen.queryByTestId('reality-check-dialog')).toBeNull();
  });
});
