import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentErrcode } from '@casino/contract';
import { call, registerPlayer } from './helper.ts';
import { BDO, buildPaymentsApp, GCASH, MAYA, uniqueBankNumber, uniqueGcash } from './payments-helper.ts';
import type { PaymentsTestApp } from './payments-helper.ts';

let t: PaymentsTestApp;
beforeAll(async () => {
  t = await buildPaymentsApp();
});
afterAll(() => t.dispose());

const add = (token: string, body: Record<string, unknown>) => call(t.app, 'addBankInfo', body, token);
const accountCount = async () => Number((await t.app.db.query<{ n: number }>('SELECT count(*)::bigint AS n FROM payment_bank_accounts')).rows[0]?.n);

describe('bank and e-wallet accounts', () => {
  it('lists the banks that can be bound, and none bound yet', async () => {
    const player = await registerPlayer(t.app);
    const res = await call(t.app, 'getUserBankList', {}, player.token);
    expect(res).toMatchObject({ errcode: 0, appUserBank: null, appUserBankList: {} });
    expect(res.bankList?.find((b) => b.bankId === GCASH)).toEqual({
      bankId: GCASH, bankName: 'GCash', shortBankName: 'GCASH', kind: 'ewallet', accountRule: 'the 11-digit mobile number of the wallet, starting with 09',
    });
    expect(res.bankList?.find((b) => b.bankId === BDO)).toMatchObject({ kind: 'bank', accountRule: 'the account number: 10 to 16 digits' });
  });

  it('validates the number per kind: e-wallets take an 11-digit 09 mobile number (also written +63 / 63), banks 10-16 digits', async () => {
    const player = await registerPlayer(t.app);
    const before = await accountCount();
    for (const cardNum of ['0917123456', '091712345678', '08171234567', '9171234567', 'abc', '0917-123-45a7']) {
      const res = await add(player.token, { bankId: GCASH, accountName: 'Juan Dela Cruz', cardNum });
      expect(res, cardNum).toMatchObject({ code: 400, errcode: 400 });
      expect(res.msg).toMatch(/^cardNum: must be the 11-digit mobile number/);
    }
    for (const cardNum of ['123456789', '12345678901234567', '12345x7890']) {
      expect((await add(player.token, { bankId: BDO, accountName: 'Juan Dela Cruz', cardNum })).msg, cardNum).toMatch(/^cardNum: must be the account number/);
    }
    for (const accountName of ['J', '1234', 'Juan <script>', 'Juan_Cruz', ' ']) {
      expect((await add(player.token, { bankId: GCASH, accountName, cardNum: uniqueGcash() })).msg, accountName).toMatch(/^accountName: /);
    }
    expect(await add(player.token, { bankId: 999, accountName: 'Juan Dela Cruz', cardNum: '09171234567' })).toMatchObject({ errcode: PaymentErrcode.BankUnknown });
    expect(await accountCount()).toBe(before);

    const local = uniqueGcash();
    const international = `+63 ${local.slice(1, 4)} ${local.slice(4, 7)} ${local.slice(7)}`;
    const res = await add(player.token, { bankId: GCASH, accountName: '  María  Dela-Cruz ', cardNum: international });
    expect(res).toMatchObject({ errcode: 0, bank: { bankId: GCASH, accountName: 'María Dela-Cruz', cardNum: `*******${local.slice(-4)}`, kind: 'ewallet' } });
    const stored = (await t.app.db.query<{ account_number: string }>('SELECT account_number FROM payment_bank_accounts WHERE player_id = $1', [player.user.id])).rows[0];
    expect(stored?.account_number).toBe(local);
  });

  it('keeps one account per bank: adding for a bound bank replaces it (§4 merge), others are appended', async () => {
    const player = await registerPlayer(t.app);
    const first = await add(player.token, { bankId: GCASH, accountName: 'Juan Dela Cruz', cardNum: uniqueGcash() });
    t.app.clock.advance(1_000);
    await add(player.token, { bankId: BDO, accountName: 'Juan Dela Cruz', cardNum: uniqueBankNumber() });
    t.app.clock.advance(1_000);
    const replaced = await add(player.token, { bankId: GCASH, accountName: 'Juan D Cruz', cardNum: uniqueGcash() });
    expect(replaced.bank?.id).toBe(first.bank?.id);
    expect(Object.keys(replaced.appUserBankList ?? {}).sort()).toEqual([String(GCASH), String(BDO)]);
    expect(replaced.appUserBank).toMatchObject({ bankId: GCASH, accountName: 'Juan D Cruz' });

    expect(await call(t.app, 'modifyBankInfo', { bankId: MAYA, accountName: 'Juan Dela Cruz', cardNum: uniqueGcash() }, player.token))
      .toMatchObject({ errcode: PaymentErrcode.AccountNotFound });
    const number = uniqueBankNumber();
    const modified = await call(t.app, 'modifyBankInfo', { bankId: BDO, accountName: 'Juan Dela Cruz', cardNum: number }, player.token);
    expect(modified).toMatchObject({ errcode: 0, bank: { bankId: BDO, cardNum: `********${number.slice(-4)}` } });
    const listed = await call(t.app, 'getUserBankList', {}, player.token);
    expect(listed.appUserBank?.bankId).toBe(BDO);
    expect(Object.values(listed.appUserBankList ?? {})).toHaveLength(2);
  });

  it('binds an account number to one player only, and shows a player only their own accounts, masked', async () => {
    const owner = await registerPlayer(t.app);
    const other = await registerPlayer(t.app);
    const number = uniqueGcash();
    await add(owner.token, { bankId: GCASH, accountName: 'Juan Dela Cruz', cardNum: number });
    expect(await add(other.token, { bankId: GCASH, accountName: 'Pedro Penduko', cardNum: number })).toMatchObject({ errcode: PaymentErrcode.AccountNumberTaken });
    await add(other.token, { bankId: GCASH, accountName: 'Pedro Penduko', cardNum: uniqueGcash() });
    expect(await call(t.app, 'modifyBankInfo', { bankId: GCASH, accountName: 'Pedro Penduko', cardNum: number }, other.token))
      .toMatchObject({ errcode: PaymentErrcode.AccountNumberTaken });

    const mine = await call(t.app, 'getUserBankList', {}, other.token);
    expect(mine.appUserBankList?.[String(GCASH)]?.accountName).toBe('Pedro Penduko');
    const body = JSON.stringify(await call(t.app, 'getUserBankList', {}, owner.token));
    expect(body).not.toContain(number);
    expect(body).toContain(number.slice(-4));
  });
});
