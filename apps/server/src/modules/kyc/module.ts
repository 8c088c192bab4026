import { defineModule } from '../../platform/module.ts';
import { openKycStorage } from './files.ts';
import type { KycFace } from './index.ts';
import { kycExportPart } from './player-data.ts';
import { createKycRetention } from './retention.ts';
import { registerKyc } from './routes.ts';
import { createKycService } from './service.ts';
// The events this module publishes, declared for every program that builds it.
export type * from './events.ts';

declare module '../../platform/module.ts' {
  interface ModuleFaces {
    kyc: KycFace;
  }
}

/**
 * Identity verification: uploads, submissions, the operators' review. Adds hasKyc to the user
 * info and its section to the player's data export; publishes kycDecided; its job
 * (kyc.retention) removes identity data a year after the player's last visit.
 */
export const kycModule = defineModule({
  name: 'kyc',
  needs: ['accounts', 'audit'],
  create(ctx, needs): KycFace {
    const { config } = ctx;
    const storage = openKycStorage({ dir: config.kyc.dir, dataDir: config.dataDir });
    ctx.onClose(async () => storage.dispose());
    const kyc = createKycService({ db: ctx.db, clock: ctx.clock, storage, maxFileBytes: config.kyc.maxFileBytes, events: ctx.events });
    needs.accounts.addUserInfoPart(async (q, playerId) => ({ hasKyc: await kyc.hasApprovedKyc(q, playerId) }));
    needs.accounts.addExportPart('kyc', kycExportPart);
    const retention = createKycRetention({ db: ctx.db, clock: ctx.clock, storage, log: ctx.log, lastVisits: (ids) => needs.accounts.lastVisits(ids) });
    return { ...kyc, retention };
  },
  routes(kyc, { app, router, resolveSession }) {
    registerKyc(app, router, { kyc, resolveSession });
  },
  // Identity data past its retention (KYC_RETENTION_DAYS after the last visit) is removed.
  jobs: (kyc) => [kyc.retention.job()],
});
