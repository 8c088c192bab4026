import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RewardClaim } from '@casino/contract';
import { ok } from '../../../test/fixtures.ts';
import { stubServer } from '../../../test/fetch-stub.ts';
import { renderRoute } from '../../../test/render.tsx';
import { clearToken } from '../../../shared/session/token.ts';
import { clearSession } from '../../auth/index.ts';
import { logInPlayer } from '../../wallet/testing.ts';
import ItemsPage from './ItemsPage.tsx';

const claim = (id: number, changes: Partial<RewardClaim> = {}): RewardClaim => ({
  id, source: 'mail', sourceRef: String(id), title: `Reward ${id}`, items: [{ id: 2001, count: 1_250, betRate: 1 }],
  coin: 1_250, points: 0, turnoverAdded: 1_250, createdAt: Date.UTC(2026, 10, 20, 4), forfeitedAt: null, forfeitReason: null, ...changes,
});

describe('ItemsPage', () => {
  beforeEach(async () => {
    clearToken();
    await logInPlayer();
  });
  afterEach(() => clearSession());

  it('lists the items held and the reward history, page after page', async () => {
    const server = stubServer({
      getItemBag: { ...ok, items: [
        { id: 1, itemId: 1001, kind: 'coupon', count: 1, expireTime: Date.UTC(2026, 11, 20), value: 10, percent: true, limitAmount: 10_000, claimId: 4 },
        { id: 2, itemId: 40002, kind: 'newYear', count: 3, expireTime: -1, value: 1, percent: false, limitAmount: 0, claimId: 5 },
      ] },
      getRewardClaims: (body) => (body.page === 1
        ? { ...ok, list: [claim(9, { source: 'task', items: [{ id: 2001, count: 500 }, { id: 2002, count: 300 }], turnoverAdded: 0 })], total: 2, page: 1, pageSize: 1 }
        : { ...ok, list: [claim(3, { forfeitedAt: Date.UTC(2026, 10, 21), forfeitReason: 'self-exclusion' })], total: 2, page: 2, pageSize: 1 }),
    });
    renderRoute(<ItemsPage />, { path: '/profile/items', at: '/profile/items' });
    expect((await screen.findByTestId('bag-item-1001')).textContent).toContain('10% deposit boost');
    expect(screen.getByTestId('bag-item-1001').textContent).toContain('On a deposit of 100.00 or more');
    expect(screen.getByTestId('bag-item-40002').textContent).toMatch(/Mystery box.*×3.*Does not expire/);
    expect((await screen.findByTestId('claim-9')).textContent).toContain('5.00 coins + 3.00 points');
    expect(screen.getByTestId('claim-9').textContent).not.toContain('Adds');
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect((await screen.findByTestId('claim-3')).textContent).toMatch(/Forfeited: self-exclusion/);
    expect(screen.getByTestId('claim-3').textContent).toContain('Adds 12.50 to bet before withdrawing');
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(server.calls.filter((c) => c.url.endsWith('/getRewardClaims')).map((c) => c.body.page)).toEqual([1, 2]);
  });

  it('says so when there is nothing yet, and offers a retry when the bag cannot load', async () => {
    let failBag = true;
    stubServer({
      getItemBag: () => (failBag ? { code: 500, errcode: 0 } : { ...ok, items: [] }),
      getRewardClaims: { ...ok, list: [], total: 0, page: 1, pageSize: 20 },
    });
    renderRoute(<ItemsPage />, { path: '/profile/items', at: '/profile/items' });
    expect(await screen.findByTestId('claims-empty')).toBeTruthy();
    await screen.findByTestId('bag-error', {}, { timeout: 5_000 });
    failBag = false;
    await userEvent.click(screen.getByTestId('bag-error-retry'));
    await waitFor(() => expect(screen.getByTestId('bag-empty')).toBeTruthy());
  });
});
