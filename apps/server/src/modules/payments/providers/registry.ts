import type { PaymentSettings } from '../../../platform/config.ts';
import type { Clock } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db.ts';
import { createCallbackOutbox } from './callback-outbox.ts';
import type { PaymentProvider } from './provider.ts';
import { createSandboxProvider } from './sandbox.ts';
import type { SandboxProvider } from './sandbox.ts';

/** The providers configured (PAYMENT_PROVIDER), by name; the callback endpoint looks them up. */
export interface ProviderRegistry {
  /** The provider new orders go to; null when payments are off. */
  readonly active: PaymentProvider | null;
  /** The sandbox, when it is the configured provider (its hosted page and outbox). */
  readonly sandbox: SandboxProvider | null;
  get(name: string): PaymentProvider | undefined;
}

export interface RegistryDeps {
  db: Db;
  clock: Clock;
  settings: PaymentSettings;
  /** A stable secret of this installation, used when PAYMENT_SANDBOX_SECRET is not given. */
  derivedSecret: () => string;
  merchantName: string;
  onEvent?: () => void;
}

export function createProviderRegistry(deps: RegistryDeps): ProviderRegistry {
  const { settings } = deps;
  if (settings.provider === 'off') return { active: null, sandbox: null, get: () => undefined };
  const secret = settings.sandboxSecret ?? deps.derivedSecret();
  const outbox = createCallbackOutbox({ db: deps.db, clock: deps.clock, secret });
  const sandbox = createSandboxProvider({
    db: deps.db, clock: deps.clock, secret, toleranceSeconds: settings.callbackToleranceSeconds,
    merchantName: deps.merchantName, outbox, onEvent: deps.onEvent,
  });
  const byName = new Map<string, PaymentProvider>([[sandbox.name, sandbox]]);
  return { active: sandbox, sandbox, get: (name) => byName.get(name) };
}
