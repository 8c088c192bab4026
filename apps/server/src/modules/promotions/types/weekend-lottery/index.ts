import { pickWeighted } from '@casino/games';
import { ActivityType, ItemId, WeekendLotterySettings, calls } from '@casino/contract';
import type { WeekendLotteryDraw, WeekendLotterySettings as Settings, WeekendLotteryState } from '@casino/contract';
import type { Queryable } from '../../../../platform/db.ts';
import type { ActivityReason } from '../../refusals.ts';
import { promotionType } from '../promotion-type.ts';
import type { TypeContext, TypedInstance } from '../promotion-type.ts';
import { drawsOfWeek, insertDraw, recentDraws } from './draw-store.ts';
import { DRAW_REFUSALS, drawRefusal, earningWindow, infoOf, ticketsFor, toNextTicket, weekOf } from './rules.ts';
import type { WeekendLotteryEntry } from './rules.ts';

const COIN = 100;
const HISTORY_LIMIT = 50;

export const WEEKEND_LOTTERY_RULES = [
  'From Monday to Friday (Philippine time), every 100.00 of deposits credited earns a lottery ticket, up to 10 tickets a week.',
  'On Saturday and Sunday, draw each ticket for a prize. Tickets not drawn by Sunday midnight lapse with the week.',
  'Every draw is provably fair: it uses your own seed pair, as the house games do, and can be checked on the verify page once you rotate your seeds.',
  'Coin prizes add turnover as shown before they can be withdrawn.',
].join('\n\n');

const coins = (amount: number, betRate = 1) => [{ id: ItemId.Coin, count: Math.round(amount * COIN), betRate }];

/** The player's week as the rules see it, read in `q` (the claim's transaction when drawing). */
async function weekFacts(q: Queryable, ctx: TypeContext, instance: TypedInstance<Settings>, playerId: number, now: Date) {
  const { week, start } = weekOf(now);
  const window = earningWindow(instance.settings, start);
  // Deposits count only while the instance runs.
  const from = instance.startsAt && instance.startsAt > window.from ? instance.startsAt : window.from;
  const deposits = from < window.to
    ? (await ctx.creditedDeposits(playerId, from, window.to, q)).reduce((sum, d) => sum + d.amount, 0)
    : 0;
  const draws = await drawsOfWeek(q, instance.id, playerId, week);
  return { week, deposits, tickets: ticketsFor(instance.settings, deposits), earningOpen: now < window.to, draws };
}

function stateOf(instance: TypedInstance<Settings>, now: Date, facts: Awaited<ReturnType<typeof weekFacts>>): WeekendLotteryState {
  const drawn = new Set(facts.draws.map((d) => d.ticket));
  const ticketsLeft = Array.from({ length: facts.tickets }, (_, i) => i + 1).filter((n) => !drawn.has(n));
  return {
    info: infoOf(instance, now), week: facts.week, deposits: facts.deposits, tickets: facts.tickets, drawn: drawn.size, ticketsLeft,
    toNextTicket: toNextTicket(instance.settings, facts.deposits, facts.earningOpen), earningOpen: facts.earningOpen, draws: facts.draws,
  };
}

type Drawn = { draw: WeekendLotteryDraw } | { refusal: ActivityReason };

export const weekendLotteryType = promotionType<Settings, WeekendLotteryEntry>({
  type: ActivityType.WeekendLottery,
  name: 'Weekend lottery',
  settings: WeekendLotterySettings,
  seed: {
    title: 'Weekend lottery', rules: WEEKEND_LOTTERY_RULES, sort: 45,
    settings: {
      drawDays: [6, 0], ticketPerDeposit: 100 * COIN, maxTickets: 10,
      prizes: [
        { id: 1, weight: 6_000, award: coins(1) },
        { id: 2, weight: 3_000, award: coins(3) },
        { id: 3, weight: 900, award: coins(10) },
        { id: 4, weight: 99, award: coins(50) },
        { id: 5, weight: 1, award: coins(888) },
      ],
    },
  },
  // Listed all week (deposits earn tickets on weekdays); the floating icon's date gate is the app's (lobby-rules.ts).
  visible: () => true,

  routes(router, ctx) {
    router.anonymous(calls.weekendLotteryInfo, async (input) => {
      const instance = await ctx.instanceFor<Settings>(ActivityType.WeekendLottery, input.instanceId);
      return { info: infoOf(instance, ctx.clock.now()) };
    });
    router.player(calls.weekendLotteryState, async (input, call) => {
      const instance = await ctx.instanceFor<Settings>(ActivityType.WeekendLottery, input.instanceId);
      const now = ctx.clock.now();
      return stateOf(instance, now, await weekFacts(ctx.db, ctx, instance, call.session.playerId, now));
    });
    router.player(calls.weekendLotteryHistory, async (input, call) => {
      const instance = await ctx.instanceFor<Settings>(ActivityType.WeekendLottery, input.instanceId);
      return { list: await recentDraws(ctx.db, instance.id, call.session.playerId, HISTORY_LIMIT) };
    });
    router.player(calls.weekendLotteryDraw, async (input, call) => {
      const playerId = call.session.playerId;
      const ticket = input.ticket;
      let made = null as WeekendLotteryDraw | null;
      const { instance, plan } = await ctx.engine.claim<Settings, WeekendLotteryEntry, Drawn>({
        playerId, type: ActivityType.WeekendLottery, instanceId: input.instanceId,
        // Under the claim's locks: the week's tickets and draws, then the draw itself (its nonce
        // and row roll back with the transaction if the claim is refused after all).
        async load(tx, instance) {
          const now = ctx.clock.now();
          const facts = await weekFacts(tx, ctx, instance, playerId, now);
          const refusal = drawRefusal(instance.settings, now, ticket, facts.tickets, new Set(facts.draws.map((d) => d.ticket)));
          if (refusal) return { refusal: DRAW_REFUSALS[refusal] };
          const weights = instance.settings.prizes.map((p) => p.weight);
          const fair = await ctx.fairDraw(tx, playerId, 1);
          const index = pickWeighted(fair.floats[0]!, weights);
          const prize = instance.settings.prizes[index]!;
          const draw: WeekendLotteryDraw = {
            week: facts.week, ticket, prizeId: prize.id, award: prize.award.map((item) => ({ ...item })), drawnAt: now.getTime(),
            fair: { seedId: fair.seedId, serverSeedHash: fair.serverSeedHash, clientSeed: fair.clientSeed, nonce: fair.nonce, weights, index },
          };
          await insertDraw(tx, instance.id, playerId, draw);
          return { draw };
        },
        decide(instance, entry, _now, loaded) {
          if ('refusal' in loaded) return loaded.refusal;
          const { draw } = loaded;
          made = draw;
          return {
            ref: `week:${draw.week}:ticket:${draw.ticket}`, items: draw.award,
            title: `${instance.title}: ticket ${draw.ticket} (${draw.week})`, entry: { draws: (entry?.draws ?? 0) + 1 },
          };
        },
      });
      const now = ctx.clock.now();
      const state = stateOf(instance, now, await weekFacts(ctx.db, ctx, instance, playerId, now));
      return { ...(await ctx.balances(playerId)), draw: made!, state, propList: [...plan.items] };
    });
  },
});
