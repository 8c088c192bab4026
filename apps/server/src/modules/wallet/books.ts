import type { Db, Queryable } from '../../platform/db.ts';

/**
 * The books check: proves from the rows alone that no value was created, destroyed or
 * misrecorded. Run by tests after every scenario and by scripts/ledger-check.ts in operation.
 */

export interface AssetTotal {
  asset: string;
  /** Sum of every balance of the asset; must be 0. */
  sum: number;
  accounts: number;
  transfers: number;
}

export interface Breach {
  check: string;
  detail: string;
}

export interface BooksReport {
  ok: boolean;
  assets: AssetTotal[];
  accountsChecked: number;
  transfersChecked: number;
  checks: string[];
  breaches: Breach[];
}

/** Each check lists at most this many offending rows; one is enough to fail. */
const SAMPLE = 20;

const CHECKS = [
  'per asset the balances sum to zero',
  'every account balance equals the sum of its transfer legs',
  'no player balance is negative',
  'every transfer moves a positive amount between two different accounts of its own asset',
  'every leg\'s recorded balance-after follows from the previous leg of its account',
] as const;

/**
 * The books check in one snapshot: its queries see the same rows, so a transfer that commits while
 * it runs is not counted by one query and missed by the next (a breach that is not one).
 */
export async function checkBooks(db: Pick<Db, 'transaction'>): Promise<BooksReport> {
  return db.transaction(async (tx) => {
    await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    return checkBooksIn(tx);
  });
}

/** The books check inside a transaction the caller holds (and whose isolation it chose). */
export async function checkBooksIn(q: Pick<Queryable, 'query'>): Promise<BooksReport> {
  const breaches: Breach[] = [];

  const totals = await q.query<{ asset: string; sum: number; accounts: number; transfers: number }>(
    `SELECT a.asset, a.sum::bigint AS sum, a.accounts::bigint AS accounts, coalesce(t.transfers, 0)::bigint AS transfers
       FROM (SELECT asset, sum(balance) AS sum, count(*) AS accounts FROM ledger_accounts GROUP BY asset) a
       LEFT JOIN (SELECT asset, count(*) AS transfers FROM ledger_transfers GROUP BY asset) t USING (asset)
      ORDER BY a.asset`,
  );
  const assets = totals.rows.map((r) => ({ asset: r.asset, sum: Number(r.sum), accounts: Number(r.accounts), transfers: Number(r.transfers) }));
  for (const a of assets) if (a.sum !== 0) breaches.push({ check: CHECKS[0], detail: `${a.asset} balances sum to ${a.sum}` });

  const counts = await q.query<{ accounts: number; transfers: number }>(
    'SELECT (SELECT count(*) FROM ledger_accounts)::bigint AS accounts, (SELECT count(*) FROM ledger_transfers)::bigint AS transfers',
  );
  const accountsChecked = Number(counts.rows[0]?.accounts ?? 0);
  const transfersChecked = Number(counts.rows[0]?.transfers ?? 0);
  // Transfers whose asset has no account at all would escape the per-asset sum above.
  const orphanAssets = transfersChecked - assets.reduce((n, a) => n + a.transfers, 0);
  if (orphanAssets !== 0) breaches.push({ check: CHECKS[3], detail: `${orphanAssets} transfers of an asset without accounts` });

  const drift = await q.query<{ id: number; balance: number; from_legs: number }>(
    `SELECT a.id, a.balance, (coalesce(c.total, 0) - coalesce(d.total, 0))::bigint AS from_legs
       FROM ledger_accounts a
       LEFT JOIN (SELECT credit_account_id AS id, sum(amount) AS total FROM ledger_transfers GROUP BY 1) c USING (id)
       LEFT JOIN (SELECT debit_account_id AS id, sum(amount) AS total FROM ledger_transfers GROUP BY 1) d USING (id)
      WHERE a.balance <> coalesce(c.total, 0) - coalesce(d.total, 0)
      ORDER BY a.id LIMIT ${SAMPLE}`,
  );
  for (const r of drift.rows) breaches.push({ check: CHECKS[1], detail: `account ${r.id} balance ${r.balance}, legs sum to ${r.from_legs}` });

  const negative = await q.query<{ id: number; player_id: number; balance: number }>(
    `SELECT id, player_id, balance FROM ledger_accounts WHERE player_id IS NOT NULL AND balance < 0 ORDER BY id LIMIT ${SAMPLE}`,
  );
  for (const r of negative.rows) breaches.push({ check: CHECKS[2], detail: `account ${r.id} of player ${r.player_id} at ${r.balance}` });

  const malformed = await q.query<{ id: number }>(
    // Outer joins: a leg whose account does not exist is a breach too (no foreign key stops one, decision 105).
    `SELECT t.id FROM ledger_transfers t
       LEFT JOIN ledger_accounts d ON d.id = t.debit_account_id
       LEFT JOIN ledger_accounts c ON c.id = t.credit_account_id
      WHERE t.amount <= 0 OR t.debit_account_id = t.credit_account_id OR d.id IS NULL OR c.id IS NULL
         OR d.asset <> t.asset OR c.asset <> t.asset
      ORDER BY t.id LIMIT ${SAMPLE}`,
  );
  for (const r of malformed.rows) breaches.push({ check: CHECKS[3], detail: `transfer ${r.id}` });

  // Per account, transfer ids follow the order the balance changes were applied in: the
  // transfer row gets its id only after its accounts' rows are locked, so a later change to
  // the same account waits for this commit and draws a larger id.
  const chain = await q.query<{ account_id: number; id: number; before: number; delta: number; after: number }>(
    `WITH legs AS (
       SELECT debit_account_id AS account_id, id, -amount AS delta, debit_balance_after AS after FROM ledger_transfers
       UNION ALL
       SELECT credit_account_id, id, amount, credit_balance_after FROM ledger_transfers
     ), chained AS (
       SELECT account_id, id, delta, after, lag(after, 1, 0::bigint) OVER (PARTITION BY account_id ORDER BY id) AS before
         FROM legs
     )
     SELECT account_id, id, before, delta, after FROM chained WHERE before + delta <> after
      ORDER BY account_id, id LIMIT ${SAMPLE}`,
  );
  for (const r of chain.rows) {
    breaches.push({ check: CHECKS[4], detail: `account ${r.account_id} transfer ${r.id}: ${r.before} + ${r.delta} recorded as ${r.after}` });
  }

  return { ok: breaches.length === 0, assets, accountsChecked, transfersChecked, checks: [...CHECKS], breaches };
}

/** A few lines a person can read. */
export function formatBooksReport(report: BooksReport): string {
  const lines = [
    `checked ${report.accountsChecked} accounts and ${report.transfersChecked} transfers`,
    ...report.assets.map((a) => `  ${a.asset}: ${a.accounts} accounts, ${a.transfers} transfers, balances sum to ${a.sum}`),
    ...report.checks.map((c) => `  ${report.breaches.some((b) => b.check === c) ? 'BREACH' : 'ok    '} ${c}`),
    ...report.breaches.map((b) => `  breach: ${b.check}: ${b.detail}`),
    report.ok ? 'books are clean' : `books are NOT clean: ${report.breaches.length} breach(es) listed`,
  ];
  return lines.join('\n');
}
