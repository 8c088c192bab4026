import { z } from 'zod';
import { defineOperatorCall, EpochMs } from './define.ts';

/**
 * The books check on demand (docs/decisions/068): the wallet's double-entry invariants, the same
 * check as `npm run ledger:check`, run by the server on one consistent snapshot and audited.
 */

export const BooksReport = z.object({
  ok: z.boolean(),
  assets: z.array(z.object({
    asset: z.string(),
    sum: z.number().int().describe('sum of every balance of the asset; 0 when clean'),
    accounts: z.number().int(),
    transfers: z.number().int(),
  })),
  accountsChecked: z.number().int(),
  transfersChecked: z.number().int(),
  checks: z.array(z.string()).describe('what was checked'),
  breaches: z.array(z.object({ check: z.string(), detail: z.string() })).describe('at most 20 rows per check'),
  checkedAt: EpochMs,
});
export type BooksReport = z.infer<typeof BooksReport>;

export const booksCheck = defineOperatorCall({
  name: 'booksCheck', permission: 'books.check',
  summary: 'Runs the books check (every balance follows from its transfers, per asset the balances sum to zero, no player below zero) and answers the report; audited.',
  body: z.object({}),
  response: BooksReport,
});

export const booksCalls = { booksCheck } as const;
