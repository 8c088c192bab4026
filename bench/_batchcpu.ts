import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { openPostgres } from '@casino/server/src/platform/db.ts';
import { createLedger, playerMain, systemAccount } from '@casino/server/src/modules/wallet/ledger.ts';
import { runBatch } from '@casino/server/src/modules/play/provider-statements.ts';
import type { BatchedCall } from '@casino/server/src/modules/play/provider-statements.ts';
const db = openPostgres('postgres://postgres@127.0.0.1:55999/plsql', 1);
const ledger = createLedger(db);
const { rows: [{ pid }] } = await db.query<{ pid: number }>('select pg_backend_pid() as pid');
const { rows: [{ lo, hi }] } = await db.query<{ lo: number; hi: number }>('select min(id) lo, max(id) hi from players');
const cpu = () => { const f = readFileSync(`/proc/${pid}/stat`, 'utf8'); const x = f.slice(f.lastIndexOf(')') + 2).split(' '); return (Number(x[11]) + Number(x[12])) * 10; };
const size = Number(process.argv[2] ?? 10);
const run = randomBytes(3).toString('hex');
const at = new Date();
const bet = (i: number): BatchedCall => {
  const p = lo + (i % (hi - lo + 1));
  const id = `${run}b${i}`;
  return { kind: 'bet', statement: { providerCode: 'acme', transactionId: id, playerId: p, gameCode: 'g', roundId: `${run}r${i}`, amount: 100, closes: false, admissible: true, loginSessionId: null,
    transfer: ledger.prepare({ key: `p:acme:${id}`, kind: 'bet', asset: 'COIN', debit: playerMain(p), credit: systemAccount('house'), amount: 100, reference: 'x' }) } };
};
const win = (i: number): BatchedCall => {
  const p = lo + (i % (hi - lo + 1));
  const id = `${run}w${i}`;
  return { kind: 'win', statement: { providerCode: 'acme', transactionId: id, playerId: p, gameCode: 'g', roundId: `${run}r${i}`, amount: 200, closes: true, admissible: true, betTransactionId: `${run}b${i}`, at,
    transfer: ledger.prepare({ key: `p:acme:${id}`, kind: 'win', asset: 'COIN', debit: systemAccount('house'), credit: playerMain(p), amount: 200, reference: 'x' }) } };
};
const n = 2000;
const before = cpu();
for (let i = 0; i < n; i += size) await runBatch(db, Array.from({ length: size }, (_, k) => bet(i + k)));
for (let i = 0; i < n; i += size) await runBatch(db, Array.from({ length: size }, (_, k) => win(i + k)));
console.log(`batches of ${size}: backend CPU per call ${Math.round((cpu() - before) * 1000 / (2 * n))} us`);
await db.close();
