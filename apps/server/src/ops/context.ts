import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../platform/clock.ts';
import type { ServerConfig } from '../platform/config.ts';
import type { Db } from '../platform/db.ts';
import { openKycStorage } from '../modules/kyc/files.ts';
import type { KycStorage } from '../modules/kyc/files.ts';
import { createKycService } from '../modules/kyc/service.ts';
import type { KycService } from '../modules/kyc/service.ts';
import { createPaymentsService } from '../modules/payments/service.ts';
import type { PaymentsService } from '../modules/payments/service.ts';
import { createWalletService } from '../modules/wallet/service.ts';

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
  const payments = createPaymentsService({
    db, clock, log, wallet, settings: config.payments, merchantName: config.site.appName, derivedSecret: setup.derivedSecret,
  });
  const storage = openKycStorage({ dir: config.kyc.dir, dataDir: config.dataDir });
  const kyc = createKycService({ db, clock, storage, maxFileBytes: config.kyc.maxFileBytes });
  return { db, clock, payments, kyc, out: setup.out, storage };
}
