import { defineModule } from '../../platform/module.ts';
import { listAudit, recordAudit } from './audit.ts';
import { verifyAuditChain } from './chain.ts';
import type { AuditFace } from './index.ts';

declare module '../../platform/module.ts' {
  interface ModuleFaces {
    audit: AuditFace;
  }
}

/** No routes, jobs or events: operators act through ops and the console, and each action writes its row. */
export const auditModule = defineModule({
  name: 'audit',
  needs: [],
  create: (): AuditFace => ({ recordAudit, listAudit, verifyAuditChain }),
});
