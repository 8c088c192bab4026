import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, RecordContextProvider } from 'react-admin';
import type { AuthProvider } from 'react-admin';
import { dataProvider } from '../data/data-provider.ts';
import { ok, stubServer } from '../test/server-stub.ts';
import { PlayerSaferPlay } from './PlayerSaferPlay.tsx';

const UNTIL = Date.UTC(2030, 0, 8, 4, 0);
const limit = (kind: string, period: string, amount: number | null, used = 0) => ({ kind, period, amount, used, periodEndsAt: UNTIL, pending: null });
const state = (blocked: boolean) => ({
  running: blocked ? { kind: 'timeOut', duration: '7d', startsAt: UNTIL - 7 * 86_400_000, endsAt: UNTIL, irrevocableUntil: null, endRequestedAt: null, canEnd: false } : null,
  block: blocked ? { kind: 'timeOut', until: UNTIL } : null,
  limits: ['deposit', 'loss', 'wager'].flatMap((kind) => ['day', 'week', 'month'].map((period) => limit(kind, period, kind === 'deposit' && period === 'day' ? 50_000 : null, 12_345))),
  session: { minutes: null, pending: null },
  realityCheckMinutes: 30,
  timeOutDurations: ['24h', '48h', '7d', '2w', '6w'],
  selfExclusionDurations: ['6m', '1y', '5y'],
});
const report = (blocked: boolean) => ok({
  state: state(blocked), exclusions: [], limitChanges: [], declaredAt: UNTIL - 30 * 86_400_000, restrictedMatch: null,
  duplicateIds: [{ idNumber: 'P1', playerId: 7, otherPlayerId: 3, submissionId: 1, createdAt: 1 }],
});

const authWith = (permissions: string[]): AuthProvider => ({
  login: async () => undefined, logout: async () => undefined, checkAuth: async () => undefined, checkError: async () => undefined,
  getPermissions: async () => permissions,
});

const renderTab = (permissions: string[]) => render(
  <AdminContext dataProvider={dataProvider} authProvider={authWith(permissions)}>
    <RecordContextProvider value={{ id: 7 }}>
      <PlayerSaferPlay />
    </RecordContextProvider>
  </AdminContext>,
);

describe('the safer-play tab of the player screen', () => {
  it('shows that nothing blocks, the limit in force with its use, the reality check and a shared ID number; no actions without the permission', async () => {
    stubServer({ playerSaferPlay: [report(false)] });
    renderTab(['players.read']);
    expect((await screen.findByTestId('safer-play-block')).textContent).toBe('Nothing blocks play or deposits.');
    const limits = screen.getByTestId('safer-play-limits');
    expect(within(limits).getByText('500.00')).toBeTruthy();
    expect(within(limits).getByText('every 30 min')).toBeTruthy();
    expect(screen.getByText(/ID number shared with player\(s\) 3/)).toBeTruthy();
    expect(screen.queryByTestId('exclusion-open')).toBeNull();
  });

  it('sets a time-out of 30 days with the reason, then shows the block it answers', async () => {
    const { sent } = stubServer({ playerSaferPlay: [report(false), report(true)], playerExclusionSet: [ok({ state: state(true) })] });
    const user = userEvent.setup();
    renderTab(['players.read', 'players.saferPlay']);
    await user.click(await screen.findByTestId('exclusion-open'));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByLabelText('Duration'));
    await user.click(await screen.findByRole('option', { name: 'A number of days' }));
    await user.type(within(dialog).getByLabelText('Days (1-3650)'), '30');
    expect((within(dialog).getByTestId('exclusion-confirm') as HTMLButtonElement).disabled).toBe(true);
    await user.type(within(dialog).getByLabelText('Reason'), 'Asked on the phone');
    await user.click(within(dialog).getByTestId('exclusion-confirm'));
    await waitFor(() => expect(screen.getByTestId('safer-play-block').textContent).toMatch(/^On a time-out until/));
    expect(sent.filter((s) => s.name === 'playerExclusionSet').map((s) => s.body)).toEqual([
      { playerId: 7, kind: 'timeOut', duration: '30d', reason: 'Asked on the phone' },
    ]);
  });
});
