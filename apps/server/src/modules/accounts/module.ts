import { defineModule } from '../../platform/module.ts';
import type { ModuleContext } from '../../platform/module.ts';
import { rateGuard } from '../../platform/rate-limit.ts';
import { createBackOffice } from './back-office.ts';
import { createAccountClosure } from './closure.ts';
import type { AccountsFace } from './index.ts';
import { lineChannel } from './line/channel.ts';
import { createLineLogin } from './line/line-login.ts';
import { createOtps } from './otp.ts';
import { createPlayerData } from './player-data.ts';
import { createProfileService } from './profile.ts';
import { profileUserInfo } from './profile-store.ts';
import { registerAccountCalls, registerPlayerDataCalls, registerProfileCalls, registerShortLinks } from './routes.ts';
import { createAccountService } from './service.ts';
import { registerSandboxOutbox } from './sms/routes.ts';
import { createSandboxSms } from './sms/sandbox.ts';
import { lastVisits } from './store.ts';
import { createReferrals } from './referrals.ts';
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
  // Only for the sandbox LINE's channel (LINE_LOGIN=sandbox); LINE itself comes from configuration.
  // audit: the record of a player closing their account.
  needs: ['sandbox-identity', 'audit'],
  create(ctx, needs): AccountsFace {
    const { config, db, clock, passwordKey } = ctx;
    const limits = rateGuard(ctx.rateLimiter, config.rateLimitScale);
    const accounts = createAccountService({
      db, clock, site: config.site, passwordKey, hasher: ctx.passwordHasher, sms: sandboxSms(ctx), events: ctx.events,
      sessions: createSessions({ db, clock, policy: sessionPolicy(config.sessionIdleDays, config.sessionMaxDays) }),
      otps: createOtps({ clock, secret: passwordKey.deriveSecret('otp') }),
      limits,
    });
    accounts.addUserInfoPart(profileUserInfo);
    const channel = lineChannel(config, needs['sandbox-identity'].lineChannel);
    const line = channel && createLineLogin({ channel, db, clock, stateKey: passwordKey.deriveSecret('line:state'), limits, log: ctx.log, accounts });
    return {
      ...accounts, line, profile: createProfileService({ db, clock, events: ctx.events }), backOffice: createBackOffice({ db, clock, events: ctx.events }),
      ...createPlayerData({ db, clock, limits }),
      ...createAccountClosure({ db, clock, passwordKey, hasher: ctx.passwordHasher, limits, events: ctx.events }),
      referrals: createReferrals(db),
      lastVisits: (playerIds, q = db) => lastVisits(q, playerIds),
    };
  },
  routes(accounts, { app, router }, ctx) {
    registerAccountCalls(router, accounts);
    registerProfileCalls(router, accounts);
    registerPlayerDataCalls(router, accounts);
    registerShortLinks(app, accounts);
    registerSandboxOutbox(app, sandboxSms(ctx));
    ctx.log.warn('SMS provider is the sandbox: no message is delivered, and GET /sandbox/sms/latest shows every code to anyone');
  },
});
