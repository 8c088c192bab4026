import type { SessionResolver } from '../../platform/auth.ts';
import { defineModule } from '../../platform/module.ts';
import { openKycStorage } from './files.ts';
import type { KycFace } from './index.ts';
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
 * How each app's upload route checks its token: the accounts' session resolver, kept beside
 * the face it was created with rather than on it (it is not something the kyc module offers).
 */
const uploadSessions = new WeakMap<KycFace, SessionResolver>();

/**
 * Identity verification: uploads, submissions, the operators' review. Adds hasKyc to the user
 * info; publishes kycDecided.
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
    uploadSessions.set(kyc, needs.accounts.resolveSession);
    return kyc;
  },
  routes(kyc, { app, router }) {
    const resolveSession = uploadSessions.get(kyc);
    if (!resolveSession) throw new Error('kyc: routes of a face this module did not create');
    registerKyc(app, router, { kyc, resolveSession });
  },
});
