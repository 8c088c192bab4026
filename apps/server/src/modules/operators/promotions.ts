import { OperatorErrcode } from '@casino/contract/operator';
import type { Promotion } from '@casino/contract/operator';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { refusal } from '../../platform/refusal.ts';
import type { AuditFace } from '../audit/index.ts';
import type { PromotionInput, PromotionsFace } from '../promotions/index.ts';
import type { OperatorSession } from './access.ts';

/**
 * The Promotions screen (docs/decisions/072): activity instances through the promotions module's
 * back office; each change and its audit row (before and after) in one transaction.
 */
export function createPromotionDesk(deps: { db: Db; clock: Clock; promotions: Pick<PromotionsFace, 'backOffice'>; audit: Pick<AuditFace, 'recordAudit'> }) {
  const { db, clock, audit } = deps;
  const office = deps.promotions.backOffice;
  const record = (tx: Parameters<AuditFace['recordAudit']>[0], actor: OperatorSession, action: string, before: Promotion | null, after: Promotion) =>
    audit.recordAudit(tx, {
      operator: actor.username, action, subjectKind: 'promotion', subjectId: String(after.id),
      before: before as Record<string, unknown> | null, after: after as unknown as Record<string, unknown>, at: clock.now(),
    });
  return {
    list: async (limit: number) => ({ list: await office.list(limit) }),
    types: async () => ({ list: office.types() }),
    create: (actor: OperatorSession, input: PromotionInput) => db.transaction(async (tx) => {
      const promotion = await office.create(tx, input);
      await record(tx, actor, 'promotion.create', null, promotion);
      return { promotion };
    }),
    update: (actor: OperatorSession, id: number, patch: Partial<PromotionInput>) => db.transaction(async (tx) => {
      const change = await office.update(tx, id, patch);
      if (!change) throw refusal(OperatorErrcode.NotFound, 'No promotion has that id');
      await record(tx, actor, 'promotion.update', change.before, change.after);
      return { promotion: change.after };
    }),
  };
}

export type PromotionDesk = ReturnType<typeof createPromotionDesk>;
