import type { BooksReport } from '@casino/contract/operator';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import type { AuditFace } from '../audit/index.ts';
import { checkBooks } from '../wallet/index.ts';
import type { OperatorSession } from './access.ts';

/**
 * The books check on demand: the wallet's check (the same as `npm run ledger:check`) on the live
 * database, and an audit row with its outcome.
 */

export interface BooksDeskDeps {
  db: Db;
  clock: Clock;
  audit: Pick<AuditFace, 'recordAudit'>;
}

export type BooksDesk = ReturnType<typeof createBooksDesk>;

export function createBooksDesk({ db, clock, audit }: BooksDeskDeps) {
  return {
    async check(actor: OperatorSession): Promise<BooksReport> {
      const report = await checkBooks(db);
      const at = clock.now();
      await db.transaction((tx) => audit.recordAudit(tx, {
        operator: actor.username, action: 'books.check', subjectKind: 'books', subjectId: 'ledger', before: null,
        after: { ok: report.ok, breaches: report.breaches.length, accountsChecked: report.accountsChecked, transfersChecked: report.transfersChecked },
        detail: { assets: report.assets, breaches: report.breaches },
        at,
      }));
      return { ...report, checkedAt: at.getTime() };
    },
  };
}
