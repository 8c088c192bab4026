import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { periodDates } from '@casino/contract/operator/dashboard-period';
import { authProvider, forgetOperator } from '../auth/auth-provider.ts';
import { dataProvider } from '../data/data-provider.ts';
import { ok, stubServer } from '../test/server-stub.ts';
import { Dashboard } from './Dashboard.tsx';
import { yTicks } from './BarChart.tsx';

// 20:00 UTC on 10 January is already 04:00 on the 11th in Manila: the dashboard's today.
const NOW = new Date('2030-01-10T20:00:00Z');

const operator = (role: string, permissions: string[]) => ok({ operator: { id: 1, username: 'ana', role, permissions }, expiresAt: 1 });
const FINANCE = operator('finance', ['console.self', 'dashboard.read']);

const zero = { deposits: 0, depositCount: 0, withdrawals: 0, withdrawalCount: 0, bets: 0, wins: 0, ggr: 0, bonusCost: 0, newPlayers: 0, activePlayers: 0 };

function report(from: string, to: string, busy: Record<string, Partial<typeof zero>>, totals: typeof zero) {
  return ok({ from, to, days: periodDates(from, to).map((day) => ({ day, ...zero, ...busy[day] })), totals, generatedAt: NOW.getTime() });
}

const FORTNIGHT = report('2029-12-29', '2030-01-11', {
  '2030-01-01': { deposits: 1_500_00, depositCount: 2, withdrawals: 200_00, withdrawalCount: 1, bets: 25_00, wins: 35_00, ggr: -10_00, bonusCost: 15_00, newPlayers: 3, activePlayers: 3 },
  '2030-01-02': { deposits: 100_00, depositCount: 1, bets: 3_00, wins: 6_00, ggr: -3_00, bonusCost: 7_50, newPlayers: 1, activePlayers: 3 },
}, {
  deposits: 1_600_00, depositCount: 3, withdrawals: 200_00, withdrawalCount: 1, bets: 28_00, wins: 41_00, ggr: -13_00, bonusCost: 22_50, newPlayers: 4, activePlayers: 4,
});
const WEEK = report('2030-01-05', '2030-01-11', { '2030-01-09': { bets: 12_345_67, wins: 2_00, ggr: 12_343_67, activePlayers: 2 } }, {
  ...zero, bets: 12_345_67, wins: 2_00, ggr: 12_343_67, activePlayers: 2,
});

const renderDashboard = () => render(<AdminContext dataProvider={dataProvider} authProvider={authProvider}><Dashboard /></AdminContext>);
const shown = (testId: string) => screen.getByTestId(testId).textContent;

beforeEach(() => {
  forgetOperator();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('the dashboard', () => {
  it('asks for the last 14 Philippine days and shows the period totals, the charts and a row per day', async () => {
    const { sent } = stubServer({ me: [FINANCE], dashboard: [FORTNIGHT] });
    renderDashboard();
    await waitFor(() => expect(shown('total-deposits')).toBe('1,600.00'));
    expect(sent.filter((s) => s.name === 'dashboard').map((s) => s.body)).toEqual([{ from: '2029-12-29', to: '2030-01-11' }]);
    expect(shown('total-withdrawals')).toBe('200.00');
    expect(shown('total-bets')).toBe('28.00');
    expect(shown('total-wins')).toBe('41.00');
    expect(shown('total-ggr')).toBe('-13.00');
    expect(shown('total-bonus')).toBe('22.50');
    expect(shown('total-new')).toBe('4');
    expect(shown('total-active')).toBe('4');
    expect(screen.getAllByRole('img').map((svg) => svg.querySelector('title')?.textContent)).toEqual([
      'Deposits and withdrawals', 'Bets and wins', 'GGR and bonus cost', 'Players',
    ]);
    const day = within(screen.getByTestId('dashboard-day-2030-01-01')).getAllByRole('cell').map((c) => c.textContent);
    expect(day).toEqual(['2030-01-01', '1,500.00', '2', '200.00', '1', '25.00', '35.00', '-10.00', '15.00', '3', '3']);
    expect(within(screen.getByTestId('dashboard-table')).getAllByRole('row')).toHaveLength(1 + 14 + 1);
  });

  it('asks again when the period changes: a quick choice, then a date typed in; a wrong period is not sent', async () => {
    const { sent } = stubServer({ me: [FINANCE], dashboard: [FORTNIGHT, WEEK, WEEK] });
    const user = userEvent.setup();
    renderDashboard();
    await waitFor(() => expect(shown('total-deposits')).toBe('1,600.00'));

    await user.click(screen.getByTestId('dashboard-last-7'));
    await waitFor(() => expect(shown('total-bets')).toBe('12,345.67'));
    expect(shown('total-deposits')).toBe('0.00');
    expect(shown('total-active')).toBe('2');

    fireEvent.change(screen.getByTestId('dashboard-from'), { target: { value: '2030-01-08' } });
    await waitFor(() => expect(sent.filter((s) => s.name === 'dashboard')).toHaveLength(3));
    fireEvent.change(screen.getByTestId('dashboard-from'), { target: { value: '2030-01-12' } });
    expect(await screen.findByText('The first day must not be after the last.')).toBeTruthy();
    expect(sent.filter((s) => s.name === 'dashboard').map((s) => s.body)).toEqual([
      { from: '2029-12-29', to: '2030-01-11' }, { from: '2030-01-05', to: '2030-01-11' }, { from: '2030-01-08', to: '2030-01-11' },
    ]);
  });

  it('says so when nothing happened, and shows the server\'s refusal with a way to try again', async () => {
    const { sent } = stubServer({
      me: [FINANCE],
      dashboard: [{ code: 400, errcode: 400, msg: 'to: must be at most 92 days from from, both included' }, report('2029-12-29', '2030-01-11', {}, zero)],
    });
    const user = userEvent.setup();
    renderDashboard();
    expect((await screen.findByTestId('dashboard-error')).textContent).toContain('at most 92 days');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('dashboard-empty')).textContent).toContain('Nothing happened');
    expect(screen.queryByTestId('dashboard-table')).toBeNull();
    expect(sent.filter((s) => s.name === 'dashboard')).toHaveLength(2);
  });

  it('greets a role without dashboard.read and asks for no figures', async () => {
    const { sent } = stubServer({ me: [operator('support', ['console.self', 'players.read'])] });
    renderDashboard();
    expect(await screen.findByTestId('dashboard-welcome')).toBeTruthy();
    expect(sent.map((s) => s.name)).not.toContain('dashboard');
  });
});

describe('the chart\'s y axis', () => {
  it('runs from a round number at or below 0 and the lowest value to one at or above the highest', () => {
    expect(yTicks([0, 0])).toEqual([0, 1]);
    expect(yTicks([3, 1])).toEqual([0, 1, 2, 3]);
    expect(yTicks([1_500_00, 200_00])).toEqual([0, 50_000, 100_000, 150_000]);
    expect(yTicks([-10_00, 25_00])).toEqual([-1_000, 0, 1_000, 2_000, 3_000]);
  });
});
