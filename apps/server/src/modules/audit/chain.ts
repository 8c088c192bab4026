import type { Queryable } from '../../platform/db.ts';

/**
 * The audit chain's check (migration 601, docs/decisions/064): walks every row in chain order and
 * recomputes its hash from the previous row's hash and its own content. The first row that does
 * not fit is named: its content changed (hash), a row before it went missing (seq, prev_hash), or
 * rows after the last went missing (the head remembers more than the table holds).
 */

type Q = Pick<Queryable, 'query'>;

export const GENESIS_HASH = '0'.repeat(64);
/** Rows read per query: the walk holds one batch in memory, however long the log. */
const BATCH = 1000;

export interface ChainReport {
  intact: boolean;
  rows: number;
  /** The last row's hash: write it down elsewhere now and then, and a later check proves nothing after it was rewritten. */
  headHash: string | null;
  brokenAt: { id: number; seq: number; problem: string } | null;
}

interface ChainRow { id: number; seq: number; prev_hash: string; hash: string; recomputed: string }

export async function verifyAuditChain(q: Q): Promise<ChainReport> {
  let expectedSeq = 1;
  let expectedPrev = GENESIS_HASH;
  let last: ChainRow | null = null;
  const broken = (row: { id: number; seq: number }, problem: string): ChainReport =>
    ({ intact: false, rows: expectedSeq - 1, headHash: null, brokenAt: { id: Number(row.id), seq: Number(row.seq), problem } });

  for (;;) {
    const { rows } = await q.query<ChainRow>(
      `SELECT id, seq, prev_hash, hash, ops_audit_row_hash(prev_hash, a) AS recomputed
         FROM ops_audit a WHERE seq >= $1 ORDER BY seq LIMIT $2`,
      [expectedSeq, BATCH],
    );
    for (const row of rows) {
      const seq = Number(row.seq);
      if (seq !== expectedSeq) return broken(row, `the row with seq ${expectedSeq} is missing`);
      if (row.prev_hash !== expectedPrev) return broken(row, 'its previous hash is not the hash of the row before it');
      if (row.recomputed !== row.hash) return broken(row, 'its content does not match its hash (changed after it was written)');
      expectedPrev = row.hash;
      expectedSeq += 1;
      last = row;
    }
    if (rows.length < BATCH) break;
  }

  const head = (await q.query<{ seq: number; hash: string }>('SELECT seq, hash FROM ops_audit_head')).rows[0];
  const lastSeq = last ? Number(last.seq) : 0;
  if (head && (Number(head.seq) !== lastSeq || head.hash !== (last?.hash ?? GENESIS_HASH))) {
    return {
      intact: false, rows: lastSeq, headHash: null,
      brokenAt: { id: last ? Number(last.id) : 0, seq: lastSeq, problem: `the chain's head records ${Number(head.seq)} rows: the rows after this one are missing` },
    };
  }
  return { intact: true, rows: lastSeq, headHash: last?.hash ?? null, brokenAt: null };
}
