import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../platform/clock.ts';
import type { ServerConfig } from '../platform/config.ts';
import type { Db } from '../platform/db.ts';
import { argon2idHasher } from '../platform/password-hash.ts';
import type { PasswordKey } from '../platform/password-key.ts';
import { recordAudit } from '../modules/audit/index.ts';
import { createOperatorAccess } from '../modules/operators/index.ts';
import type { OperatorAccess } from '../modules/operators/index.ts';
import { createEventBus } from '../platform/events.ts';
import { createKycService, openKycStorage } from '../modules/kyc/index.ts';
import type { KycService, KycStorage } from '../modules/kyc/index.ts';
import { createMailSender, subscribeSystemMail } from '../modules/mail/index.ts';
import type { MailSender } from '../modules/mail/index.ts';
import { createPaymentsService } from '../modules/payments/index.ts';
import type { PaymentsService } from '../modules/payments/index.ts';
import { createWalletService } from '../modules/wallet/index.ts';

/** What the operator commands work with: the same services the server runs, on the same database. */
export interface OpsContext {
  db: Db;
  clock: Clock;
  payments: PaymentsService;
  kyc: KycService;
  /** Operators' mail, and the system mail of the decisions made here. */
  mail: MailSender;
  /** Where results are written, one line at a time. */
  out: (line: string) => void;
  /** Operator accounts; null when the setup has no password key (their TOTP secrets are sealed with it). */
  operators: OperatorAccess | null;
}

export interface OpsSetup {
  db: Db;
  clock: Clock;
  config: ServerConfig;
  log: FastifyBaseLogger;
  /** The installation's derived sandbox secret (as the server derives it), when none is configured. */
  derivedSecret: () => string;
  out: (line: string) => void;
  /** The server's password key (operator accounts need it). */
  passwordKey?: PasswordKey;
}

export function createOpsContext(setup: OpsSetup): OpsContext & { storage: KycStorage } {
  const { db, clock, config, log } = setup;
  // Operators never prove a player's password: nothing here decrypts one.
  const wallet = createWalletService({ db, clock, decryptPassword: () => null });
  // The events of a decision (kycDecided, withdrawalPaid ...) go out as the server's do, to the
  // modules that listen: each one that does is subscribed here too.
  const events = createEventBus();
  const mail = createMailSender({ db, clock, appName: config.site.appName, welcomeCoin: config.mailWelcomeCoin });
  subscribeSystemMail((name, handler) => events.subscribe(name, handler), mail);
  const storage = openKycStorage({ dir: config.kyc.dir, dataDir: config.dataDir });
  const kyc = createKycService({ db, clock, storage, maxFileBytes: config.kyc.maxFileBytes, events });
  const payments = createPaymentsService({
    db, clock, log, wallet, kyc, events, settings: config.payments, merchantName: config.site.appName, derivedSecret: setup.derivedSecret,
  });
  const operators = setup.passwordKey
    ? createOperatorAccess({ db, clock, hasher: argon2idHasher, passwordKey: setup.passwordKey, audit: { recordAudit }, issuer: `${config.site.appName} console` })
    : null;
  return { db, clock, payments, kyc, mail, out: setup.out, storage, operators };
}
