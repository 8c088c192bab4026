import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, ResourceContextProvider } from 'react-admin';
import { FirstChargeSettings } from '@casino/contract';
import { dataProvider } from '../data/data-provider.ts';
import { ok, stubServer } from '../test/server-stub.ts';
import { PromotionEdit } from './PromotionScreens.tsx';

const settings = { tiers: [{ id: 1, price: 10_000, showType: 1, award: [{ id: 2001, count: 5_000, betRate: 1 }] }] };
const promotion = {
  id: 7, type: 39, title: 'First charge bonus', rules: 'Rules', settings, sort: 10, startTime: null, endTime: '2031-01-01T00:00', enabled: true,
  budgetTotal: null, claimLimit: null, perPlayerLimit: null, periodLimit: null, spent: 0, claims: 0, createdAt: 1, updatedAt: 1,
};
const types = { list: [{ type: 39, name: 'First charge', schema: FirstChargeSettings.toJSONSchema(), defaults: settings }] };

describe('the promotion edit form', () => {
  it('builds the settings inputs from the type\'s schema and sends only what changed', async () => {
    const { sent } = stubServer({
      promotionList: [ok({ list: [promotion] })],
      promotionTypes: [ok(types)],
      promotionUpdate: [ok({ promotion: { ...promotion, settings: { tiers: [{ ...settings.tiers[0], price: 20_000 }] } } })],
    });
    const user = userEvent.setup();
    const { container } = render(
      <AdminContext dataProvider={dataProvider}>
        <ResourceContextProvider value="promotions"><PromotionEdit id={7} /></ResourceContextProvider>
      </AdminContext>,
    );
    const price = await waitFor(() => {
      const input = container.querySelector<HTMLInputElement>('input[name="settings.tiers.0.price"]');
      expect(input).not.toBeNull();
      return input!;
    });
    expect(price.value).toBe('10000');
    expect(container.querySelector('input[name="settings.tiers.0.award.0.count"]')).not.toBeNull();
    await user.clear(price);
    await user.type(price, '20000');
    await user.click(screen.getByRole('button', { name: /save/i }));
    await waitFor(() => expect(sent.some((s) => s.name === 'promotionUpdate')).toBe(true));
    expect(sent.find((s) => s.name === 'promotionUpdate')!.body).toEqual({
      id: 7, settings: { tiers: [{ id: 1, price: 20_000, showType: 1, award: [{ id: 2001, count: 5_000, betRate: 1 }] }] },
    });
  }, 60_000);
});
