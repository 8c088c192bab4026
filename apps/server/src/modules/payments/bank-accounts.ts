import { PaymentErrcode } from '@casino/contract';
import type { UserBank } from '@casino/contract';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { isUniqueViolation } from '../../platform/db.ts';
import { refusal } from '../../platform/refusal.ts';
import { findBank, maskAccountNumber, normalizeAccountName, normalizeAccountNumber } from './banks.ts';
import * as store from './store.ts';
import type { BankAccountRow } from './store.ts';

/**
 * A player's bound bank and e-wallet accounts (docs/decisions/033): one per bank (adding one
 * for a bank already bound replaces it, §4), an account number bound to one player only, and
 * only ever shown masked. A player reaches only their own: every query is by their id.
 */

export interface UserBanks {
  appUserBank: UserBank | null;
  appUserBankList: Record<string, UserBank>;
}

export interface BindInput {
  bankId: number;
  accountName: string;
  cardNum: string;
}

export function toUserBank(row: BankAccountRow): UserBank {
  const bank = findBank(row.bank_id);
  return {
    id: Number(row.id),
    bankId: row.bank_id,
    bankName: bank?.bankName ?? '',
    shortBankName: bank?.shortBankName ?? '',
    kind: bank?.kind ?? 'bank',
    accountName: row.account_name,
    cardNum: maskAccountNumber(row.account_number),
    createTime: new Date(row.created_at).getTime(),
    updateTime: new Date(row.updated_at).getTime(),
  };
}

export function userBanksOf(rows: readonly BankAccountRow[]): UserBanks {
  const banks = rows.map(toUserBank);
  return {
    appUserBank: banks[0] ?? null,
    appUserBankList: Object.fromEntries(banks.map((b) => [String(b.bankId), b])),
  };
}

export type BankAccounts = ReturnType<typeof createBankAccounts>;

export function createBankAccounts(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  async function bind(playerId: number, input: BindInput, mode: 'add' | 'modify'): Promise<UserBanks & { bank: UserBank }> {
    const bank = findBank(input.bankId);
    if (!bank) throw refusal(PaymentErrcode.BankUnknown, 'No bank or e-wallet has that id');
    const accountNumber = normalizeAccountNumber(bank.kind, input.cardNum);
    const accountName = normalizeAccountName(input.accountName);
    try {
      return await db.transaction(async (tx) => {
        const now = clock.now();
        await store.lockPlayerState(tx, playerId, now);
        const existing = await store.findBankAccount(tx, playerId, bank.bankId);
        if (!existing && mode === 'modify') throw refusal(PaymentErrcode.AccountNotFound, 'No account is bound for that bank');
        const owner = await store.accountNumberOwner(tx, bank.bankId, accountNumber);
        if (owner !== null && owner !== playerId) {
          throw refusal(PaymentErrcode.AccountNumberTaken, 'This account is bound to another player');
        }
        let row: BankAccountRow;
        if (existing) {
          const changed = existing.account_number !== accountNumber || existing.account_name !== accountName;
          if (changed && (await store.hasOpenWithdrawalTo(tx, existing.id))) {
            throw refusal(PaymentErrcode.AccountInUse, 'A withdrawal to this account is still being processed');
          }
          row = await store.updateBankAccount(tx, existing.id, { accountName, accountNumber, now });
        } else {
          row = await store.insertBankAccount(tx, { playerId, bankId: bank.bankId, accountName, accountNumber, now });
        }
        return { bank: toUserBank(row), ...userBanksOf(await store.listBankAccounts(tx, playerId)) };
      });
    } catch (err) {
      // Another player bound the same number in the same instant.
      if (isUniqueViolation(err, store.BANK_ACCOUNT_NUMBER_KEY)) throw refusal(PaymentErrcode.AccountNumberTaken, 'This account is bound to another player');
      throw err;
    }
  }

  return {
    list: async (playerId: number): Promise<UserBanks> => userBanksOf(await store.listBankAccounts(db, playerId)),
    /** addBankInfo: binds, or replaces the account already bound for that bank. */
    add: (playerId: number, input: BindInput) => bind(playerId, input, 'add'),
    /** modifyBankInfo: changes the account bound for that bank. */
    modify: (playerId: number, input: BindInput) => bind(playerId, input, 'modify'),
  };
}
