import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearToken } from '../../../shared/session/token.ts';
import { stubServer } from '../../../test/fetch-stub.ts';
import { ok, player } from '../../../test/fixtures.ts';
import { renderRoute } from '../../../test/render.tsx';
import { clearSession } from '../../auth/index.ts';
import { logInPlayer, networkDown } from '../../wallet/testing.ts';
import { formatPhilippineTime } from '../lib/philippine-time.ts';
import { PERIOD_END, fakeSaferPlay, saferPlaySettings, withLimit } from '../testing.ts';
import SaferPlayPage from './SaferPlayPage.tsx';

const renderPage = () => renderRoute(<SaferPlayPage />, { path: '/profile/safer-play' });
const callsTo = (server: ReturnType<typeof stubServer>, name: string) => server.calls.filter((c) => c.url.endsWith(`/${name}`));
const HOUR = 3_600_000;

describe('SaferPlayPage', () => {
  beforeEach(async () => {
    clearToken();
    await logInPlayer();
  });
  afterEach(() => clearSession());

  it('shows loading, then every limit unset with the rule on lowering and raising', async () => {
    stubServer(fakeSaferPlay().replies);
    renderPage();
    expect(screen.getByTestId('safer-play-loading')).toBeTruthy();
    expect((await screen.findByTestId('safer-play-empty')).textContent).toBe('You have not set any money limits yet.');
    expect(screen.getByTestId('safer-play-rule').textContent).toContain('A higher limit or a removal takes effect 24 hours after you ask');
    for (const kind of ['deposit', 'loss', 'wager']) {
      for (const period of ['day', 'week', 'month']) expect(screen.getByTestId(`limit-${kind}-${period}-amount`).textContent).toBe('No limit');
    }
    expect(screen.getByTestId('limit-deposit-week-resets').textContent).toBe(`Resets ${formatPhilippineTime(PERIOD_END)}`);
  });

  it('a failed load offers to try again', async () => {
    let up = false;
    const fake = fakeSaferPlay();
    stubServer({ getSaferPlay: () => (up ? fake.replies.getSaferPlay() : networkDown()) });
    renderPage();
    expect((await screen.findByTestId('safer-play-error')).textContent).toContain('Could not load your safer play settings.');
    up = true;
    await userEvent.click(screen.getByTestId('safer-play-error-retry'));
    expect(await screen.findByTestId('limits-deposit')).toBeTruthy();
  });

  it('sets a daily deposit limit in exact hundredths and shows it with what is used', async () => {
    const fake = fakeSaferPlay(withLimit(saferPlaySettings(), { kind: 'deposit', period: 'day', used: 12_500 }));
    const server = stubServer(fake.replies);
    renderPage();
    await userEvent.type(await screen.findByTestId('limit-deposit-day-input'), '500.29');
    await userEvent.click(screen.getByTestId('limit-deposit-day-set'));
    expect(await screen.findByText('Your deposit limit per day is now 500.29.')).toBeTruthy();
    expect(callsTo(server, 'setMoneyLimit')[0]!.body).toMatchObject({ kind: 'deposit', period: 'day', amount: 50_029 });
    expect(screen.getByTestId('limit-deposit-day-amount').textContent).toBe('Limit 500.29');
    expect(screen.getByTestId('limit-deposit-day-used').textContent).toBe('Used 125.00 of 500.29');
    expect(screen.getByTestId('limit-deposit-day-progress').getAttribute('aria-valuenow')).toBe('25');
    expect(screen.queryByTestId('safer-play-empty')).toBeNull();
  });

  it('refuses an amount with a third decimal without calling the server', async () => {
    const server = stubServer(fakeSaferPlay().replies);
    renderPage();
    await userEvent.type(await screen.findByTestId('limit-loss-week-input'), '10.005');
    await userEvent.click(screen.getByTestId('limit-loss-week-set'));
    expect(screen.getByTestId('limit-loss-week-problem').textContent).toContain('at most two decimals');
    expect(callsTo(server, 'setMoneyLimit')).toHaveLength(0);
  });

  it('a raise waits: it says when it takes effect, and offers Confirm only once due', async () => {
    const fake = fakeSaferPlay(withLimit(saferPlaySettings(), { kind: 'wager', period: 'month', amount: 100_000 }));
    const server = stubServer({ ...fake.replies, confirmLimit: () => ({ ...ok, ...fake.state.settings }) });
    const view = renderPage();
    await userEvent.type(await screen.findByTestId('limit-wager-month-input'), '2000');
    await userEvent.click(screen.getByTestId('limit-wager-month-set'));
    const pending = await screen.findByTestId('limit-wager-month-pending');
    const effectiveAt = fake.state.settings.limits.find((l) => l.kind === 'wager' && l.period === 'month')!.pending!.effectiveAt;
    expect(pending.textContent).toBe(`Raise to 2,000.00 requested: takes effect at ${formatPhilippineTime(effectiveAt)}`);
    expect(screen.getByTestId('limit-wager-month-amount').textContent).toBe('Limit 1,000.00');
    expect(screen.queryByTestId('limit-wager-month-confirm')).toBeNull();
    view.unmount();

    // A day later the raise is due.
    fake.state.settings = withLimit(fake.state.settings, {
      kind: 'wager', period: 'month', pending: { value: 200_000, requestedAt: Date.now() - 25 * HOUR, effectiveAt: Date.now() - HOUR },
    });
    renderPage();
    await userEvent.click(await screen.findByTestId('limit-wager-month-confirm'));
    await waitFor(() => expect(callsTo(server, 'confirmLimit')).toHaveLength(1));
    expect(callsTo(server, 'confirmLimit')[0]!.body).toMatchObject({ kind: 'wager', period: 'month' });
  });

  it('a refusal names its reason with the date from its fields', async () => {
    const at = Date.now() + 5 * HOUR;
    stubServer({ ...fakeSaferPlay().replies, setMoneyLimit: { code: 200, errcode: 3515, msg: 'not yet', effectiveAt: at } });
    renderPage();
    await userEvent.type(await screen.findByTestId('limit-deposit-month-input'), '50');
    await userEvent.click(screen.getByTestId('limit-deposit-month-set'));
    expect(await screen.findByText(`This change can be confirmed from ${formatPhilippineTime(at)}.`)).toBeTruthy();
  });

  it('sets the reality check interval', async () => {
    const server = stubServer(fakeSaferPlay().replies);
    renderPage();
    await userEvent.selectOptions(await screen.findByTestId('reality-check-interval'), '30');
    expect(await screen.findByText('Reality check: Every 30 minutes.')).toBeTruthy();
    expect(callsTo(server, 'setRealityCheck')[0]!.body).toMatchObject({ minutes: 30 });
  });

  it('a time-out asks first, stating the consequences and the end date, then shows it running', async () => {
    const server = stubServer({ ...fakeSaferPlay().replies, getAfterLoginInfo: { ...ok, ...player } });
    renderPage();
    await userEvent.click(await screen.findByTestId('time-out-24h'));
    const dialog = screen.getByTestId('time-out-dialog');
    expect(dialog.textContent).toContain('You cannot play any game.');
    expect(dialog.textContent).toContain('You cannot deposit.');
    expect(dialog.textContent).toContain('You cannot claim promotions');
    expect(dialog.textContent).toContain('You can still log in and withdraw your balance.');
    expect(within(dialog).getByTestId('time-out-dialog-ends').textContent).toMatch(/^It ends on \d{4}-\d{2}-\d{2} \d{1,2}:\d{2} (AM|PM) PHT\./);
    expect(callsTo(server, 'startTimeOut')).toHaveLength(0);

    await userEvent.click(within(dialog).getByTestId('time-out-dialog-confirm'));
    const running = await screen.findByTestId('running-break');
    expect(callsTo(server, 'startTimeOut')[0]!.body).toMatchObject({ duration: '24h' });
    expect(screen.getByTestId('running-break-ends').textContent).toMatch(/^You are on a time-out until .* PHT\.$/);
    expect(running.textContent).toContain('You can still withdraw your balance.');
    expect(screen.queryByTestId('time-out')).toBeNull();
    // The user info is read again, so the lobby's notice knows of the break.
    await waitFor(() => expect(callsTo(server, 'getAfterLoginInfo')).toHaveLength(1));
  });

  it('cancelling the dialog starts nothing', async () => {
    const server = stubServer(fakeSaferPlay().replies);
    renderPage();
    await userEvent.click(await screen.findByTestId('self-exclusion-6m'));
    expect(screen.getByTestId('self-exclusion-dialog').textContent).toContain('The first 6 months cannot be undone');
    await userEvent.click(screen.getByTestId('self-exclusion-dialog-cancel'));
    expect(screen.queryByTestId('self-exclusion-dialog')).toBeNull();
    expect(callsTo(server, 'startSelfExclusion')).toHaveLength(0);
  });

  it('a self-exclusion past its first 6 months can be ended; inside them it cannot', async () => {
    const endsAt = Date.now() + 200 * 24 * HOUR;
    const running = { kind: 'selfExclusion' as const, duration: '1y', startsAt: Date.now() - 190 * 24 * HOUR, endsAt, irrevocableUntil: Date.now() - 7 * 24 * HOUR, endRequestedAt: null, canEnd: true };
    const settings = saferPlaySettings({ running, block: { kind: 'selfExclusion', until: endsAt } });
    const server = stubServer({
      getSaferPlay: { ...ok, ...settings },
      endSelfExclusion: { ...ok, ...settings, running: { ...running, endsAt: Date.now() + 24 * HOUR, endRequestedAt: Date.now(), canEnd: false } },
      getAfterLoginInfo: { ...ok, ...player },
    });
    renderPage();
    expect((await screen.findByTestId('running-break-ends')).textContent).toBe(`You are self-excluded until ${formatPhilippineTime(endsAt)}.`);
    await userEvent.click(screen.getByTestId('end-self-exclusion'));
    await userEvent.click(screen.getByTestId('end-self-exclusion-dialog-confirm'));
    expect(await screen.findByTestId('running-break-end-requested')).toBeTruthy();
    expect(callsTo(server, 'endSelfExclusion')).toHaveLength(1);
    expect(screen.queryByTestId('end-self-exclusion')).toBeNull();
  });

  it('no end action inside the first 6 months', async () => {
    const endsAt = Date.now() + 300 * 24 * HOUR;
    stubServer({ getSaferPlay: { ...ok, ...saferPlaySettings({
      running: { kind: 'selfExclusion', duration: '1y', startsAt: Date.now(), endsAt, irrevocableUntil: Date.now() + 180 * 24 * HOUR, endRequestedAt: null, canEnd: false },
    }) } });
    renderPage();
    expect((await screen.findByTestId('running-break')).textContent).toContain('they cannot be undone');
    expect(screen.queryByTestId('end-self-exclusion')).toBeNull();
  });
});
