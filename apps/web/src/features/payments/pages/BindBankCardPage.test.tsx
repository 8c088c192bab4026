import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PaymentErrcode } from '@casino/contract';
import { clearToken } from '../../../shared/session/token.ts';
import { ok } from '../../../test/fixtures.ts';
import { stubServer } from '../../../test/fetch-stub.ts';
import { renderRoute } from '../../../test/render.tsx';
import { clearSession, useUserStore } from '../../auth/index.ts';
import { keyed, logInPlayer, userBank, userBankList } from '../testing.ts';
import BindBankCardPage from './BindBankCardPage.tsx';

const user = () => userEvent.setup({ pointerEventsCheck: 0 });
const gcash = userBank({ id: 7, bankId: 101, bankName: 'GCash', shortBankName: 'GCASH', kind: 'ewallet', accountName: 'Juan Dela Cruz', cardNum: '*******4567' });

describe('BindBankCardPage', () => {
  beforeEach(async () => {
    clearToken();
    await logInPlayer();
  });
  afterEach(() => clearSession());

  it('§5: with back=1 and id the bank is chosen, and once bound the player goes back where they came from', async () => {
    let bound: typeof gcash[] = [];
    const server = stubServer({
      getUserBankList: () => userBankList(bound),
      addBankInfo: () => {
        bound = [gcash];
        return { ...ok, bank: gcash, appUserBank: gcash, appUserBankList: keyed(bound) };
      },
    });
    const { router } = renderRoute(<BindBankCardPage />, { path: '/bindBankCard', at: '/bindBankCard?back=1&id=101' });
    // Came from the deposit page.
    await router.navigate('/lobby/wallets/deposit');
    await router.navigate('/bindBankCard?back=1&id=101');
    const bank = await screen.findByTestId('bind-bank-101');
    expect(bank.className).toContain('is-checked');
    await user().type(screen.getByTestId('bind-name'), '  Juan   Dela Cruz ');
    await user().type(screen.getByTestId('bind-number'), '0917 123 4567');
    await user().click(screen.getByTestId('bind-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/lobby/wallets/deposit'));
    expect(server.calls.find((c) => c.url.endsWith('/addBankInfo'))!.body).toMatchObject({ bankId: 101, accountName: 'Juan Dela Cruz', cardNum: '0917 123 4567' });
    expect(useUserStore.getState().appUserBankList[101]).toMatchObject({ bankId: 101, cardNum: '*******4567' });
  });

  it('checks the number by the kind\'s rule and the name before sending', async () => {
    const server = stubServer({ getUserBankList: userBankList([]) });
    renderRoute(<BindBankCardPage />, { path: '/bindBankCard', at: '/bindBankCard?id=101' });
    await user().type(await screen.findByTestId('bind-name'), 'J');
    await user().type(screen.getByTestId('bind-number'), '12345');
    await user().click(screen.getByTestId('bind-submit'));
    expect(screen.getByTestId('bind-name-error').textContent).toBe('The name must be 2 to 60 characters.');
    expect(screen.getByTestId('bind-number-error').textContent).toBe('Enter the 11-digit mobile number of the wallet, starting with 09.');
    await user().click(screen.getByTestId('bind-kind-bank'));
    await user().click(screen.getByTestId('bind-bank-201'));
    await user().click(screen.getByTestId('bind-submit'));
    expect(screen.getByTestId('bind-number-error').textContent).toBe('Enter the account number: 10 to 16 digits.');
    expect(server.calls.some((c) => c.url.endsWith('/addBankInfo'))).toBe(false);
  });

  it('warns that binding a bank already bound replaces it (§4), and shows the server\'s refusal', async () => {
    stubServer({
      getUserBankList: userBankList([gcash]),
      addBankInfo: { code: 200, errcode: PaymentErrcode.AccountNumberTaken, msg: 'This account is bound to another player' },
    });
    renderRoute(<BindBankCardPage />, { path: '/bindBankCard', at: '/bindBankCard?id=101' });
    expect((await screen.findByTestId('bind-replaces')).textContent).toBe('This replaces your bound GCash account *******4567.');
    await user().type(screen.getByTestId('bind-name'), 'Juan Dela Cruz');
    await user().type(screen.getByTestId('bind-number'), '09181234567');
    await user().click(screen.getByTestId('bind-submit'));
    expect((await screen.findByTestId('bind-failure')).textContent).toBe('This account is already bound to another player.');
  });
});
