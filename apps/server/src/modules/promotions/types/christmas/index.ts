import { ActivityType, ChristmasSettings, ItemId, calls } from '@casino/contract';
import type { ChristmasSettings as Settings, ChristmasUser } from '@casino/contract';
import type { Queryable } from '../../../../platform/db.ts';
import { nextPhilippineMidnight, philippineDate } from '../../../../platform/philippine-day.ts';
import { readEntry } from '../../instance-store.ts';
import { activityRefusal } from '../../refusals.ts';
import { claimedRefs, drawPrize, drawView, drawsOf, revealedOf } from '../holiday/draw-store.ts';
import { inSeason, seasonOrRefuse } from '../holiday/season.ts';
import { changeSeasonEntry } from '../holiday/season-entry.ts';
import { promotionType } from '../promotion-type.ts';
import type { TypeContext, TypedInstance } from '../promotion-type.ts';
import { CHRISTMAS_REFUSALS, boxRef, christmasUser, extraDecision, extraRef, openRefusal, receiveDecision, sign } from './rules.ts';
import type { ChristmasEntry, ChristmasFacts } from './rules.ts';

const COIN = 100;
const TYPE = ActivityType.Christmas;

export const CHRISTMAS_RULES = [
  'From 1 to 26 December (Philippine time) sign in once a day and open that day\'s gift box: each box holds a prize drawn at random from the prize table, provably fair on your game seeds (verify it once you rotate your seeds).',
  'Open a day\'s box on that day: a day not signed and opened is lost. An opened prize can be received any day of the season.',
  'Sign in on enough days and collect the extra rewards. Coin prizes add turnover as shown before they can be withdrawn.',
].join('\n\n');

const coins = (amount: number) => [{ id: ItemId.Coin, count: amount * COIN, betRate: 1 }];

/** The seeded prize table: most boxes hold a little, a few a lot (about 4.60 coins a box on average). */
export const CHRISTMAS_SEED: Settings = {
  prizes: [
    { award: coins(1), weight: 4_000 },
    { award: coins(2), weight: 3_000 },
    { award: coins(5), weight: 1_800 },
    { award: coins(10), weight: 900 },
    { award: coins(50), weight: 250 },
    { award: coins(188), weight: 50 },
  ],
  extras: [
    { id: 1, days: 3, award: coins(5) },
    { id: 2, days: 7, award: coins(15) },
    { id: 3, days: 15, award: coins(38) },
    { id: 4, days: 25, award: coins(88) },
  ],
};

/** The season's boxes (by date) and what the player received, read in the caller's transaction when given one. */
async function factsOf(q: Queryable, instanceId: number, playerId: number, now: Date): Promise<ChristmasFacts> {
  const season = seasonOrRefuse(TYPE, now);
  const [draws, boxes, extras] = await Promise.all([
    drawsOf(q, { instanceId, playerId, kinds: ['christmas-box'], season: season.key, limit: 40 }),
    claimedRefs(q, instanceId, playerId, 'box:'),
    claimedRefs(q, instanceId, playerId, `extra:${season.key}:`),
  ]);
  return { season, today: philippineDate(now), boxes: new Map(draws.map((d) => [d.ref, d])), received: new Set([...boxes, ...extras]) };
}

async function userOf(ctx: TypeContext, instance: TypedInstance<Settings>, playerId: number): Promise<ChristmasUser> {
  const now = ctx.clock.now();
  const facts = await factsOf(ctx.db, instance.id, playerId, now);
  const entry = (await ctx.entry(instance.id, playerId)) as ChristmasEntry | null;
  const revealed = await revealedOf(ctx, playerId, [...facts.boxes.values()]);
  return christmasUser(instance.id, instance.settings, entry, facts, nextPhilippineMidnight(now).getTime(), revealed);
}

export const christmasType = promotionType<Settings, ChristmasEntry>({
  type: TYPE,
  name: 'Christmas advent calendar',
  settings: ChristmasSettings,
  seed: { title: 'Christmas advent calendar', rules: CHRISTMAS_RULES, sort: 12, settings: CHRISTMAS_SEED },
  // §2's date gate: listed only in its season, whatever the instance's schedule.
  visible: (_entry, _facts, { now }) => inSeason(TYPE, now),

  routes(router, ctx) {
    router.player(calls.appChristmasUser, async (input, call) => {
      const instance = await ctx.instanceFor<Settings>(TYPE, input.instanceId);
      return userOf(ctx, instance, call.session.playerId);
    });

    router.player(calls.appChristmasUserSign, async (input, call) => {
      const playerId = call.session.playerId;
      const instance = await ctx.instanceFor<Settings>(TYPE, input.instanceId);
      await changeSeasonEntry<ChristmasEntry>(ctx, {
        type: TYPE, instanceId: instance.id, playerId,
        fresh: (season) => ({ season: season.key, signed: [] }),
        change(entry, season, now) {
          const signed = sign(entry, season.key, philippineDate(now));
          if (typeof signed === 'string') throw activityRefusal(CHRISTMAS_REFUSALS[signed]);
          return signed;
        },
      });
      return { user: await userOf(ctx, instance, playerId) };
    });

    router.player(calls.appChristmasUserOpen, async (input, call) => {
      const playerId = call.session.playerId;
      const instance = await ctx.instanceFor<Settings>(TYPE, input.instanceId);
      const draw = await ctx.db.transaction(async (tx) => {
        const now = ctx.clock.now();
        const entry = (await readEntry(tx, instance.id, playerId, true)) as ChristmasEntry | null;
        const facts = await factsOf(tx, instance.id, playerId, now);
        const refusal = openRefusal(entry, facts);
        if (refusal) throw activityRefusal(CHRISTMAS_REFUSALS[refusal]);
        return drawPrize(ctx, tx, {
          instanceId: instance.id, playerId, kind: 'christmas-box', ref: facts.today, season: facts.season.key, prizes: instance.settings.prizes, at: now,
        });
      });
      return { user: await userOf(ctx, instance, playerId), draw: drawView(draw) };
    });

    router.player(calls.appChristmasUserReceive, async (input, call) => {
      const playerId = call.session.playerId;
      const { instance, plan } = await ctx.engine.claim<Settings, ChristmasEntry, ChristmasFacts>({
        playerId, type: TYPE, instanceId: input.instanceId,
        load: (tx, instance) => factsOf(tx, instance.id, playerId, ctx.clock.now()),
        decide(instance, entry, _now, facts) {
          const date = input.date ?? facts.today;
          const draw = receiveDecision(date, facts);
          if (typeof draw === 'string') return CHRISTMAS_REFUSALS[draw];
          return { ref: boxRef(date), items: draw.award, title: `${instance.title}: box of ${date}`, entry: entry ?? { season: facts.season.key, signed: [] } };
        },
      });
      return { ...(await ctx.balances(playerId)), user: await userOf(ctx, instance, playerId), propList: [...plan.items] };
    });

    router.player(calls.appChristmasUserExtra, async (input, call) => {
      const playerId = call.session.playerId;
      const { instance, plan } = await ctx.engine.claim<Settings, ChristmasEntry, ChristmasFacts>({
        playerId, type: TYPE, instanceId: input.instanceId,
        load: (tx, instance) => factsOf(tx, instance.id, playerId, ctx.clock.now()),
        decide(instance, entry, _now, facts) {
          const extra = extraDecision(instance.settings, entry, facts.season.key, input.id);
          if (typeof extra === 'string') return CHRISTMAS_REFUSALS[extra];
          return {
            ref: extraRef(facts.season.key, extra.id), items: extra.award, title: `${instance.title}: ${extra.days} days signed`,
            entry: entry ?? { season: facts.season.key, signed: [] },
          };
        },
      });
      return { ...(await ctx.balances(playerId)), user: await userOf(ctx, instance, playerId), propList: [...plan.items] };
    });
  },
});
