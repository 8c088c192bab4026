import { defineModule } from '../../platform/module.ts';
import type { ModuleContext } from '../../platform/module.ts';
import { rateGuard } from '../../platform/rate-limit.ts';
import type { AccountsFace } from './index.ts';
import { createOtps } from './otp.ts';
import { registerAccountCalls } from './routes.ts';
import { createAccountService } from './service.ts';
import { registerSandboxOutbox } from './sms/routes.ts';
import { createSandboxSms } from './sms/sandbox.ts';
import { createSessions, sessionPolicy } from './tokens.ts';
// The events this module publishes, declared for every program that builds it.
export type * from './events.ts';

declare module '../../platform/module.ts' {
  interface ModuleFaces {
    accounts: AccountsFace;
  }
}

// SMS_PROVIDER: the sandbox is the only provider so far; a real one plugs in as an SmsProvider.
// The sandbox keeps nothing in memory (its outbox is a table), so the outbox route reads its own.
const sandboxSms = (ctx: ModuleContext) =>
  createSandboxSms({ db: ctx.db, clock: ctx.clock, log: ctx.log, countryCode: ctx.config.site.countryCode });

export const accountsModule = defineModule({
  name: 'accounts',
  needs: [],
  create(ctx) {
    const { config, db, clock, passwordKey } = ctx;
    return createAccountService({
      db, clock, site: config.site, passwordKey, hasher: ctx.passwordHasher, sms: sandboxSms(ctx), events: ctx.events,
      sessions: createSessions({ db, clock, policy: sessionPolicy(config.sessionIdleDays, config.sessionMaxDays) }),
      otps: createOtps({ clock, secret: passwordKey.deriveSecret('otp') }),
      limits: rateGuard(ctx.rateLimiter, config.rateLimitScale),
    });
  },
  routes(accounts, { app, router }, ctx) {
    registerAccountCalls(router, accounts);
    registerSandboxOutbox(app, sandboxSms(ctx));
    ctx.log.warn('SMS provider is the sandbox: no message is delivered, and GET /sandbox/sms/latest shows every code to anyone');
  },
});
