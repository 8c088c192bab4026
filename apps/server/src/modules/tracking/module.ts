import { defineModule } from '../../platform/module.ts';
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
  create: () => ({}),
  routes(_face, { router }, ctx) {
    registerTrackingCalls(router, { db: ctx.db, clock: ctx.clock, events: ctx.events });
  },
  // One row in the event log per account event, written in the transaction that made it true.
  subscribe(_face, on) {
    on('playerRegistered', (tx, e) => recordEvent(tx, { ...e, kind: 'register' }));
    on('playerLoggedIn', (tx, e) => recordEvent(tx, { ...e, kind: 'login' }));
    on('playerPasswordReset', (tx, e) => recordEvent(tx, { ...e, kind: 'password_reset' }));
    on('playerPasswordChanged', (tx, e) => recordEvent(tx, { ...e, kind: 'password_change' }));
    on('playerPhoneBound', (tx, e) => recordEvent(tx, { ...e, kind: 'bind_phone' }));
  },
});
