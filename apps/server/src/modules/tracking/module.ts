import { defineModule } from '../../platform/module.ts';
import { rateGuard } from '../../platform/rate-limit.ts';
import { createEventLog, eventLogRetentionJob } from './event-log.ts';
import type { TrackingFace } from './index.ts';
import { registerTrackingCalls } from './routes.ts';
import { recordEvent } from './store.ts';
// The events this module publishes, declared for every program that builds it.
export type * from './events.ts';

declare module '../../platform/module.ts' {
  interface ModuleFaces {
    tracking: TrackingFace;
  }
}

export const trackingModule = defineModule({
  name: 'tracking',
  needs: [],
  create: (ctx) => ({
    eventLog: createEventLog({
      db: ctx.db, clock: ctx.clock, limits: rateGuard(ctx.rateLimiter, ctx.config.rateLimitScale), retentionDays: ctx.config.eventLogRetentionDays,
    }),
  }),
  routes(face, { router }, ctx) {
    registerTrackingCalls(router, { db: ctx.db, clock: ctx.clock, events: ctx.events, eventLog: face.eventLog });
  },
  jobs: (face, ctx) => [eventLogRetentionJob(face.eventLog, (details, message) => ctx.log.info(details, message))],
  // One row in the event log per account event, written in the transaction that made it true.
  subscribe(_face, on) {
    on('playerRegistered', (tx, e) => recordEvent(tx, { ...e, kind: 'register' }));
    on('playerLoggedIn', (tx, e) => recordEvent(tx, { ...e, kind: 'login' }));
    on('playerPasswordReset', (tx, e) => recordEvent(tx, { ...e, kind: 'password_reset' }));
    on('playerPasswordChanged', (tx, e) => recordEvent(tx, { ...e, kind: 'password_change' }));
    on('playerPhoneBound', (tx, e) => recordEvent(tx, { ...e, kind: 'bind_phone' }));
  },
});
