import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TransactionRecord } from '@casino/contract';
import { clearToken } from '../../../shared/session/token.ts';
import { ok } from '../../../test/fixtures.ts';
import { stubServer } from '../../../test/fetch-stub.ts';
import { renderRoute } from '../../../test/render.tsx';
import { clearSession } from '../../auth/index.ts';
import { logInPlayer, networkDown } from '../testing.ts';
import TransactionHistoryPage from './TransactionHistoryPage.tsx';

const created = new Date(2030, 0, 5, 15, 7, 9).getTime();
const record = (id: number, changes: Partial<TransactionRecord> = {}): TransactionRecord => ({
  id, kind: 'bet', asset: 'COIN', account: 'main', amount: -100, balanceAfter: 10_000, createdAt: created, reference: `round-${id}`, ...changes,
});

/** A ledger of `count` rows, newest first, that pages and filters like the server. */
function historyServer(rows: TransactionRecord[]) {
  return {
    getTransactionRecord: (body: Record<string, unknown>) => {
      const kinds = body.kinds as string[] | undefined;
      const matching = rows.filter((r) => !kinds || kinds.includes(r.kind));
      const page = Number(body.page);
      const pageSize = Number(body.pageSize);
      return { ...ok, list: matching.slice((page - 1) * pageSize, page * pageSize), total: matching.length, page, pageSize };
    },
  };
}

const renderPage = () => renderRoute(<TransactionHistoryPage />, { path: '/record/transaction' });
const requests = (server: ReturnType<typeof stubServer>) => server.calls.filter((c) => c.url.endsWith('/getTransactionRecord')).map((c) => c.body);

describe('TransactionHistoryPage', () => {
  beforeEach(async () => {
    clearToken();
    await logInPlayer();
  });
  afterEach(() => clearSession());

  it('lists each movement: kind, signed amount, balance after, 12-hour time and reference', async () => {
    stubServer(historyServer([
      record(3, { kind: 'safeboxDeposit', account: 'safebox', amount: 1_000, balanceAfter: 1_000, reference: 'req-1' }),
      record(3, { kind: 'safeboxDeposit', account: 'main', amount: -1_000, balanceAfter: 0, reference: 'req-1' }),
      record(1, { kind: 'signUpBonus', amount: 1_000, balanceAfter: 1_000, reference: 'registration' }),
    ]));
    renderPage();
    const rows = await screen.findAllByTestId('history-row');
    expect(rows).toHaveLength(3);
    expect(rows.map((row) => within(row).getByTestId('history-amount').textContent)).toEqual(['+10.00', '-10.00', '+10.00']);
    expect(within(rows[0]!).getByTestId('history-amount').className).toContain('is-credit');
    expect(within(rows[1]!).getByTestId('history-amount').className).toContain('is-debit');
    expect(rows[0]!.textContent).toContain('Into safebox');
    expect(rows[0]!.textContent).toContain('Safebox');
    expect(rows[1]!.textContent).toContain('Main');
    expect(rows[2]!.textContent).toContain('Sign-up bonus');
    expect(rows[2]!.textContent).toContain('Balance 10.00');
    expect(rows[2]!.textContent).toContain('2030-01-05 03:07:09 PM');
    expect(rows[2]!.textContent).toContain('Ref registration');
    expect(screen.getByTestId('history-end')).toBeTruthy();
  });

  it('asks for the last 7 days by default, and for today, 30 days or custom days when chosen', async () => {
    const server = stubServer(historyServer([record(1)]));
    renderPage();
    await screen.findAllByTestId('history-row');
    const day = 24 * 60 * 60 * 1000;
    const [first] = requests(server);
    expect(first).toMatchObject({ page: 1, pageSize: 20 });
    expect(first?.kinds).toBeUndefined();
    const span = (body: Record<string, unknown> | undefined) => Math.round((Number(body?.to) - Number(body?.from)) / day);
    expect(span(first)).toBe(7);
    await userEvent.click(screen.getByTestId('history-range-today'));
    await waitFor(() => expect(span(requests(server).at(-1))).toBe(1));
    await userEvent.click(screen.getByTestId('history-range-30d'));
    await waitFor(() => expect(span(requests(server).at(-1))).toBe(30));

    await userEvent.click(screen.getByTestId('history-range-custom'));
    await userEvent.type(screen.getByTestId('history-from'), '2030-01-10');
    await userEvent.type(screen.getByTestId('history-to'), '2030-01-12');
    await waitFor(() => expect(requests(server).at(-1)).toMatchObject({
      from: new Date(2030, 0, 10).getTime(), to: new Date(2030, 0, 13).getTime(),
    }));
  });

  it('explains an impossible custom range and asks for nothing', async () => {
    const server = stubServer(historyServer([record(1)]));
    renderPage();
    await screen.findAllByTestId('history-row');
    await userEvent.click(screen.getByTestId('history-range-custom'));
    const before = requests(server).length;
    await userEvent.type(screen.getByTestId('history-to'), '2030-01-10');
    await userEvent.type(screen.getByTestId('history-from'), '2030-01-12');
    expect((await screen.findByTestId('history-range-invalid')).textContent).toBe('The first day must not be after the last day.');
    expect(screen.queryByTestId('history-list')).toBeNull();
    // Only the open-ended range typed on the way there was asked for.
    expect(requests(server).slice(before).every((body) => !(Number(body.from) > Number(body.to)))).toBe(true);
  });

  it('filters by kind', async () => {
    const server = stubServer(historyServer([record(2, { kind: 'win', amount: 500 }), record(1)]));
    renderPage();
    expect(await screen.findAllByTestId('history-row')).toHaveLength(2);
    await userEvent.selectOptions(screen.getByTestId('history-kind'), 'win');
    await waitFor(() => expect(screen.getAllByTestId('history-row')).toHaveLength(1));
    expect(screen.getByTestId('history-row').dataset.kind).toBe('win');
    expect(requests(server).at(-1)).toMatchObject({ kinds: ['win'] });
  });

  it('loads the next page on demand until everything is shown', async () => {
    const rows = Array.from({ length: 45 }, (_, i) => record(45 - i));
    const server = stubServer(historyServer(rows));
    renderPage();
    expect(await screen.findAllByTestId('history-row')).toHaveLength(20);
    await userEvent.click(screen.getByTestId('history-load-more'));
    await waitFor(() => expect(screen.getAllByTestId('history-row')).toHaveLength(40));
    await userEvent.click(screen.getByTestId('history-load-more'));
    await waitFor(() => expect(screen.getAllByTestId('history-row')).toHaveLength(45));
    expect(screen.queryByTestId('history-load-more')).toBeNull();
    expect(screen.getByTestId('history-end')).toBeTruthy();
    expect(requests(server).map((body) => body.page)).toEqual([1, 2, 3]);
  });

  it('says when there is nothing in the period', async () => {
    stubServer(historyServer([]));
    renderPage();
    expect((await screen.findByTestId('history-empty')).textContent).toBe('No transactions in this period.');
  });

  it('shows a failed load with a way to try again', async () => {
    let up = false;
    const replies = historyServer([record(1)]);
    stubServer({ getTransactionRecord: (body) => (up ? replies.getTransactionRecord(body) : networkDown()) });
    renderPage();
    expect((await screen.findByTestId('history-error')).textContent).toContain('Could not load your transactions.');
    up = true;
    await userEvent.click(screen.getByTestId('history-error-retry'));
    expect(await screen.findAllByTestId('history-row')).toHaveLength(1);
  });
});
