import { defineModule } from '../../platform/module.ts';
import type { PromotionsFace } from './index.ts';
import { registerPromotionCalls } from './routes.ts';
import { createPromotionsService, seedPromotions } from './service.ts';

declare module '../../platform/module.ts' {
  interface ModuleFaces {
    promotions: PromotionsFace;
  }
}

/**
 * Promotions: the activity engine and its types. Deposits reach the types through the
 * depositCredited event, never through a call from payments.
 */
export const promotionsModule = defineModule({
  name: 'promotions',
  needs: ['wallet', 'rewards', 'accounts', 'payments', 'red-dots', 'house'],
  seed: (db) => seedPromotions(db),
  create(ctx, needs): PromotionsFace {
    const promotions = createPromotionsService({
      db: ctx.db, settingsCache: ctx.settingsCache, clock: ctx.clock, rewards: needs.rewards, wallet: needs.wallet, accounts: needs.accounts,
      payments: needs.payments, house: needs.house, events: ctx.events,
    });
    // hasSignUpBonus (and any flag a type sets) while a running instance has something waiting.
    needs['red-dots'].addPart((q, playerId) => promotions.redDots(q, playerId));
    return promotions;
  },
  routes(promotions, { router }) {
    registerPromotionCalls(router, promotions);
  },
  // The types' jobs: the VIP rebate follows bets through the transfer feed and settles each day.
  jobs: (promotions) => promotions.jobs(),
  subscribe(promotions, on) {
    // In the deposit's transaction: a first charge's tier is bought with the deposit or not at all.
    on('depositCredited', (tx, e) => promotions.onDepositCredited(tx, e));
    // In the registration's transaction: a new player's sign-up bonus days start with the account.
    on('playerRegistered', (tx, e) => promotions.onPlayerRegistered(tx, { playerId: e.playerId, at: e.at }));
  },
});
