import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { OperatorErrcode } from '@casino/contract/operator/errcodes';
import { dataProvider } from '../data/data-provider.ts';
import { ok, stubServer } from '../test/server-stub.ts';
import { hundredthsOf } from '../ui/amount.ts';
import { AdjustBalanceDialog, adjustmentAmount } from './AdjustBalance.tsx';

const adjustment = (amount: number, status: 'applied' | 'pending') => ({
  id: 41, playerId: 7, amount, reason: 'Refund of a lost round', status, requestedBy: 'fin', requestedAt: 1, decidedBy: status === 'applied' ? 'fin' : null,
  decidedAt: status === 'applied' ? 1 : null, decisionReason: '', transferId: status === 'applied' ? 9 : null,
});
const balances = (coin: number) => ({ coin, safebox: 0, lottery: 0, bet: 0, vip: 0, vipExp: 0, userLevel: 0 });

const renderDialog = () => render(
  <AdminContext dataProvider={dataProvider}>
    <AdjustBalanceDialog playerId={7} account="ana" open onClose={() => undefined} />
  </AdminContext>,
);

describe('amounts typed in coins', () => {
  it('become integer hundredths exactly, negative for a debit', () => {
    expect(adjustmentAmount('debit', '12.34')).toBe(-1234);
    expect(adjustmentAmount('credit', '12.34')).toBe(1234);
    // 0.29 * 100 and 1.005-like inputs are where a float is a hundredth off.
    expect(adjustmentAmount('credit', '0.29')).toBe(29);
    expect(adjustmentAmount('credit', '4.35')).toBe(435);
    expect(adjustmentAmount('credit', '1,234.5')).toBe(123_450);
    expect(adjustmentAmount('debit', '9999999999.99')).toBe(-999_999_999_999);
    expect(adjustmentAmount('credit', '7')).toBe(700);
    for (const bad of ['', '0', '0.00', '-5', '1.234', 'abc', '1e3', '.5', '12.']) expect(hundredthsOf(bad), bad).toBeNull();
  });
});

describe('the adjust-balance dialog', () => {
  it('sends a debit of 12.34 as -1234 with the reason, and says it was applied', async () => {
    const { sent } = stubServer({ adjustmentRequest: [ok({ adjustment: adjustment(-1234, 'applied'), balances: balances(8766), approvalOver: 100_000 })] });
    const user = userEvent.setup();
    renderDialog();
    await user.click(screen.getByTestId('adjust-debit'));
    await user.type(screen.getByTestId('adjust-amount'), '12.34');
    expect((screen.getByTestId('adjust-submit') as HTMLButtonElement).disabled).toBe(true);
    await user.type(screen.getByTestId('adjust-reason'), '  Refund of a lost round ');
    await user.click(screen.getByTestId('adjust-submit'));
    expect((await screen.findByTestId('adjust-outcome')).textContent).toBe('Debit of 12.34 applied. The coin balance is now 87.66.');
    expect(sent.map((s) => [s.name, s.body])).toEqual([['adjustmentRequest', { playerId: 7, amount: -1234, reason: 'Refund of a lost round' }]]);
  });

  it('says a large credit waits for a second operator, and shows a refusal without closing', async () => {
    const { sent } = stubServer({
      adjustmentRequest: [
        { code: 200, errcode: OperatorErrcode.InsufficientBalance, msg: 'The player\'s coin balance is lower than the debit' },
        ok({ adjustment: adjustment(250_000, 'pending'), balances: balances(1_000), approvalOver: 100_000 }),
      ],
    });
    const user = userEvent.setup();
    renderDialog();
    await user.type(screen.getByTestId('adjust-amount'), '2500');
    await user.type(screen.getByTestId('adjust-reason'), 'Tournament prize');
    await user.click(screen.getByTestId('adjust-submit'));
    expect((await screen.findByTestId('adjust-error')).textContent).toContain('lower than the debit');
    await user.click(screen.getByTestId('adjust-submit'));
    expect((await screen.findByTestId('adjust-outcome')).textContent).toContain('waits for a second operator\'s approval');
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]?.body).toEqual({ playerId: 7, amount: 250_000, reason: 'Tournament prize' });
  });
});
