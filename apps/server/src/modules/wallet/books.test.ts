import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkBooks, checkBooksIn, formatBooksReport } from './books.ts';
import { createLedger, playerMain, systemAccount } from './ledger.ts';
import { createPlayer, openTestDb } from './testing.ts';
import type { TestDb } from './testing.ts';

/** The check must catch what it claims to catch: each test breaks the books on purpose. */

let db: TestDb;

beforeAll(async () => {
  db = await openTestDb();
  const ledger = createLedger(db);
  const p = await createPlayer(db);
  await ledger.transfer({ key: 'b:1', kind: 'reward', asset: 'COIN', debit: systemAccount('bonus_expense'), credit: playerMain(p), amount: 1_000 });
  await ledger.transfer({ key: 'b:2', kind: 'bet', asset: 'COIN', debit: playerMain(p), credit: systemAccount('house'), amount: 300 });
  await ledger.transfer({ key: 'b:3', kind: 'reward', asset: 'POINTS', debit: systemAccount('points_issuance'), credit: playerMain(p), amount: 50 });
});
afterAll(async () => {
  await db.close();
});

/** Runs a tampering inside a transaction that is always rolled back. */
async function checkAfter(tamper: string): Promise<string[]> {
  let checks: string[] = [];
  await db.transaction(async (tx) => {
    await tx.exec(tamper);
    checks = (await checkBooksIn(tx)).breaches.map((b) => b.check);
    throw new Error('roll back');
  }).catch((err: Error) => {
    if (err.message !== 'roll back') throw err;
  });
  return checks;
}

describe('books check', () => {
  it('passes clean books and says what it checked', async () => {
    const report = await checkBooks(db);
    expect(report).toMatchObject({ ok: true, accountsChecked: expect.any(Number), transfersChecked: 3, breaches: [] });
    expect(report.assets.map((a) => [a.asset, a.sum, a.transfers])).toEqual([['COIN', 0, 2], ['POINTS', 0, 1]]);
    expect(formatBooksReport(report)).toContain('books are clean');
  });

  it('catches a balance changed without a transfer', async () => {
    const checks = await checkAfter(`UPDATE ledger_accounts SET balance = balance + 1 WHERE player_id IS NOT NULL AND asset = 'COIN'`);
    expect(checks).toEqual(expect.arrayContaining([
      'per asset the balances sum to zero',
      'every account balance equals the sum of its transfer legs',
    ]));
  });

  it('catches money moved between balances without a transfer (sums still zero)', async () => {
    const checks = await checkAfter(`
      UPDATE ledger_accounts SET balance = balance - 5 WHERE id = (SELECT credit_account_id FROM ledger_transfers WHERE idempotency_key = 'b:2');
      UPDATE ledger_accounts SET balance = balance + 5 WHERE id = (SELECT debit_account_id FROM ledger_transfers WHERE idempotency_key = 'b:2')`);
    expect(checks).not.toContain('per asset the balances sum to zero');
    expect(checks).toContain('every account balance equals the sum of its transfer legs');
  });

  it('catches a negative player balance', async () => {
    const checks = await checkAfter(`
      ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_player_not_negative;
      UPDATE ledger_accounts SET balance = -1 WHERE player_id IS NOT NULL AND asset = 'POINTS'`);
    expect(checks).toContain('no player balance is negative');
  });

  it('catches a transfer whose account does not exist', async () => {
    // The guard that keeps an account with transfers (migration 991) is what is switched off here.
    const checks = await checkAfter(`
      ALTER TABLE ledger_accounts DISABLE TRIGGER ledger_accounts_keep_referenced;
      DELETE FROM ledger_accounts WHERE id = (SELECT debit_account_id FROM ledger_transfers WHERE idempotency_key = 'b:3')`);
    expect(checks).toContain('every transfer moves a positive amount between two different accounts of its own asset');
  });

  it('catches a forged transfer and a wrong recorded balance-after', async () => {
    const checks = await checkAfter(`
      ALTER TABLE ledger_transfers DISABLE TRIGGER ledger_transfers_append_only;
      UPDATE ledger_transfers SET credit_balance_after = credit_balance_after + 7 WHERE idempotency_key = 'b:1';
      UPDATE ledger_transfers SET asset = 'POINTS' WHERE idempotency_key = 'b:2'`);
    expect(checks).toEqual(expect.arrayContaining([
      'every transfer moves a positive amount between two different accounts of its own asset',
      'every leg\'s recorded balance-after follows from the previous leg of its account',
    ]));
  });
});
