import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../platform/clock.ts';
import type { ServerConfig } from '../platform/config.ts';
import type { Db } from '../platform/db.ts';
import { createEventBus } from '../platform/events.ts';
import { createKycService, openKycStorage } from '../modules/kyc/index.ts';
import type { KycService, KycStorage } from '../modules/kyc/index.ts';
import { createPaymentsService } from '../modules/payments/index.ts';
import type { PaymentsService } from '../modules/payments/index.ts';
import { createWalletService } from '../modules/wallet/index.ts';

/** What the operator commands work with: the same services the server runs, on the same database. */
export interface OpsContext {
  db: Db;
  clock: Clock;
  payments: PaymentsService;
  kyc: KycService;
  /** Where results are written, one line at a time. */
  out: (line: string) => void;
}

export interface OpsSetup {
  db: Db;
  clock: Clock;
  config: ServerConfig;
  log: FastifyBaseLogger;
  /** The installation's derived sandbox secret (as the server derives it), when none is configured. */
  derivedSecret: () => string;
  out: (line: string) => void;
}

export function createOpsContext(setup: OpsSetup): OpsContext & { storage: KycStorage } {
  const { db, clock, config, log } = setup;
  // Operators never prove a player's password: nothing here decrypts one.
  const wallet = createWalletService({ db, clock, decryptPassword: () => null });
  // The events of a decision (kycDecided, withdrawalPaid ...) go out as the server's do, to the
  // modules that listen. None does yet; one that does must be subscribed here too.
  const events = createEventBus();
  const storage = openKycStorage({ dir: config.kyc.dir, dataDir: config.dataDir });
  const kyc = createKycService({ db, clock, storage, maxFileBytes: config.kyc.maxFileBytes, events });
  const payments = createPaymentsService({
    db, clock, log, wallet, kyc, events, settings: config.payments, merchantName: config.site.appName, derivedSecret: setup.derivedSecret,
  });
  return { db, clock, payments, kyc, out: setup.out, storage };
}
