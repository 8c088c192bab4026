import { ActivityType, ItemId, NewYearSettings, calls } from '@casino/contract';
import type { HolidaySeason, NewYearSettings as Settings, NewYearUser } from '@casino/contract';
import type { Queryable } from '../../../../platform/db.ts';
import { nextPhilippineMidnight, philippineDate, philippineMidnight } from '../../../../platform/philippine-day.ts';
import { claimExists, readEntry } from '../../instance-store.ts';
import { activityRefusal } from '../../refusals.ts';
import { claimedRefs, drawPrize, drawView, drawsOf, revealedOf } from '../holiday/draw-store.ts';
import type { HolidayDrawKind, StoredDraw } from '../holiday/draw-store.ts';
import { inSeason, seasonOrRefuse } from '../holiday/season.ts';
import { changeSeasonEntry } from '../holiday/season-entry.ts';
import { promotionType } from '../promotion-type.ts';
import type { TypeContext, TypedInstance } from '../promotion-type.ts';
import { NEW_YEAR_REFUSALS, afterTask, extraDecision, extraRef, newYearItems, newYearUser, seasonEntry, taskDecision, taskRef } from './rules.ts';
import type { NewYearEntry, NewYearFacts } from './rules.ts';
import type { NewYearWinEvent } from './events.ts';

const COIN = 100;
const TYPE = ActivityType.NewYear;

export const NEW_YEAR_RULES = [
  'From 26 December to 15 January (Philippine time) complete the daily tasks to earn active points and New Year boxes.',
  'Open a box for a prize drawn at random: coins, lottery tickets or fireworks. Each lottery ticket draws a bigger coin prize. Every draw is provably fair on your game seeds (verify it once you rotate your seeds).',
  'Collect active points in the season for the extra rewards; the last one also asks for fireworks, which it uses. Boxes, tickets and fireworks stay in My items until used. Coin prizes add turnover as shown before they can be withdrawn.',
].join('\n\n');

const coins = (amount: number) => ({ id: ItemId.Coin, count: Math.round(amount * COIN), betRate: 1 });
const item = (id: number, count: number) => ({ id, count });

export const NEW_YEAR_SEED: Settings = {
  tasks: [
    { id: 1, kind: 'login', target: 1, award: [item(ItemId.NewYearActive, 10), item(ItemId.NewYearBox, 1)] },
    { id: 2, kind: 'deposit', target: 100 * COIN, award: [item(ItemId.NewYearActive, 30), item(ItemId.NewYearBox, 2)] },
    { id: 3, kind: 'share', target: 1, award: [item(ItemId.NewYearActive, 10), item(ItemId.NewYearBox, 1)] },
  ],
  // A box: about 0.95 coins on average, one in seven a lottery ticket, one in twelve a firework.
  box: [
    { award: [coins(0.5)], weight: 4_000 },
    { award: [coins(1)], weight: 2_500 },
    { award: [coins(3)], weight: 1_200 },
    { award: [item(ItemId.NewYearLottery, 1)], weight: 1_500 },
    { award: [item(ItemId.NewYearFirework, 1)], weight: 800 },
  ],
  lottery: [
    { award: [coins(5)], weight: 5_000 },
    { award: [coins(10)], weight: 3_000 },
    { award: [coins(28)], weight: 1_500 },
    { award: [coins(88)], weight: 400 },
    { award: [coins(888)], weight: 100 },
  ],
  extras: [
    { id: 1, active: 50, fireworks: 0, award: [coins(5)] },
    { id: 2, active: 150, fireworks: 0, award: [coins(18)] },
    { id: 3, active: 300, fireworks: 3, award: [coins(58)] },
  ],
  bigWin: 88 * COIN,
};

const coinsIn = (award: readonly { id: number; count: number }[]): number => award.reduce((sum, a) => sum + (a.id === ItemId.Coin ? a.count : 0), 0);

async function depositedToday(ctx: TypeContext, q: Queryable, playerId: number, now: Date): Promise<number> {
  const deposits = await ctx.creditedDeposits(playerId, philippineMidnight(philippineDate(now)), null, q);
  return deposits.reduce((sum, d) => sum + d.amount, 0);
}

async function factsOf(ctx: TypeContext, q: Queryable, playerId: number, now: Date): Promise<NewYearFacts> {
  return { season: seasonOrRefuse(TYPE, now), today: philippineDate(now), depositedToday: await depositedToday(ctx, q, playerId, now) };
}

async function userOf(ctx: TypeContext, instance: TypedInstance<Settings>, playerId: number): Promise<NewYearUser> {
  const now = ctx.clock.now();
  const facts = await factsOf(ctx, ctx.db, playerId, now);
  const [entry, counts, tasks, extras, draws] = await Promise.all([
    ctx.entry(instance.id, playerId) as Promise<NewYearEntry | null>,
    ctx.itemCounts(playerId),
    claimedRefs(ctx.db, instance.id, playerId, 'task:'),
    claimedRefs(ctx.db, instance.id, playerId, `extra:${facts.season.key}:`),
    drawsOf(ctx.db, { instanceId: instance.id, playerId, kinds: ['new-year-box', 'new-year-lottery'], season: facts.season.key, limit: 10 }),
  ]);
  return newYearUser(instance.id, instance.settings, entry, {
    ...facts, items: newYearItems(counts), received: new Set([...tasks, ...extras]), draws, nextDayAt: nextPhilippineMidnight(now).getTime(),
    revealed: await revealedOf(ctx, playerId, draws),
  });
}

/**
 * Spends one box or ticket and grants its draw, in one claim: the item leaves the bag in the
 * claim's transaction (the instance's budget row already locked), so a refusal anywhere after
 * (budgets, a time-out) puts it back, and concurrent opens of the last one draw once.
 */
async function spendAndDraw(ctx: TypeContext, req: { playerId: number; instanceId?: number; kind: HolidayDrawKind; itemId: number }) {
  const { playerId, kind, itemId } = req;
  let drawn: StoredDraw | undefined;
  const { instance, plan } = await ctx.engine.claim<Settings, NewYearEntry, HolidaySeason>({
    playerId, type: TYPE, instanceId: req.instanceId,
    async load(tx, instance) {
      const now = ctx.clock.now();
      const season = seasonOrRefuse(TYPE, now);
      if (!(await ctx.takeItems(tx, playerId, itemId, 1))) throw activityRefusal(NEW_YEAR_REFUSALS.noItem);
      const prizes = kind === 'new-year-box' ? instance.settings.box : instance.settings.lottery;
      drawn = await drawPrize(ctx, tx, { instanceId: instance.id, playerId, kind, season: season.key, prizes, at: now });
      const won = coinsIn(drawn.award);
      if (instance.settings.bigWin > 0 && won >= instance.settings.bigWin) {
        const win: NewYearWinEvent = { playerId, amount: won, at: now };
        await ctx.events.publish(tx, 'newYearWin', win);
      }
      return season;
    },
    decide: (instance, entry, _now, season) => ({
      ref: `${kind === 'new-year-box' ? 'box' : 'lottery'}:${drawn!.ref}`, items: drawn!.award,
      title: `${instance.title}: ${kind === 'new-year-box' ? 'box' : 'lottery ticket'}`, entry: seasonEntry(entry, season.key),
    }),
  });
  return { ...(await ctx.balances(playerId)), user: await userOf(ctx, instance, playerId), propList: [...plan.items], draw: drawView(drawn!) };
}

export const newYearType = promotionType<Settings, NewYearEntry>({
  type: TYPE,
  name: 'New Year',
  settings: NewYearSettings,
  seed: { title: 'New Year celebration', rules: NEW_YEAR_RULES, sort: 13, settings: NEW_YEAR_SEED },
  // §2's date gate: listed only in its season, whatever the instance's schedule.
  visible: (_entry, _facts, { now }) => inSeason(TYPE, now),

  routes(router, ctx) {
    router.player(calls.appNewYearUser, async (input, call) => {
      const instance = await ctx.instanceFor<Settings>(TYPE, input.instanceId);
      return userOf(ctx, instance, call.session.playerId);
    });

    router.player(calls.appNewYearUserShare, async (input, call) => {
      const playerId = call.session.playerId;
      const instance = await ctx.instanceFor<Settings>(TYPE, input.instanceId);
      await changeSeasonEntry<NewYearEntry>(ctx, {
        type: TYPE, instanceId: instance.id, playerId,
        fresh: (season) => seasonEntry(null, season.key),
        change: (entry, season, now) => ({ ...seasonEntry(entry, season.key), sharedOn: philippineDate(now) }),
      });
      return { user: await userOf(ctx, instance, playerId) };
    });

    router.player(calls.appNewYearUserReceiveTask, async (input, call) => {
      const playerId = call.session.playerId;
      const { instance, plan } = await ctx.engine.claim<Settings, NewYearEntry, NewYearFacts>({
        playerId, type: TYPE, instanceId: input.instanceId,
        load: (tx) => factsOf(ctx, tx, playerId, ctx.clock.now()),
        decide(instance, entry, _now, facts) {
          const task = taskDecision(instance.settings, entry, facts, input.taskId);
          if (typeof task === 'string') return NEW_YEAR_REFUSALS[task];
          // One award per task and Philippine day: the ref makes a replay the engine's 1006.
          return {
            ref: taskRef(task.id, facts.today), items: task.award, title: `${instance.title}: ${task.kind} task (${facts.today})`,
            entry: afterTask(entry, facts.season.key, task.award),
          };
        },
      });
      return { ...(await ctx.balances(playerId)), user: await userOf(ctx, instance, playerId), propList: [...plan.items] };
    });

    router.player(calls.appNewYearUserBoxOpen, (input, call) =>
      spendAndDraw(ctx, { playerId: call.session.playerId, instanceId: input.instanceId, kind: 'new-year-box', itemId: ItemId.NewYearBox }));

    router.player(calls.appNewYearUserOpen, (input, call) =>
      spendAndDraw(ctx, { playerId: call.session.playerId, instanceId: input.instanceId, kind: 'new-year-lottery', itemId: ItemId.NewYearLottery }));

    router.player(calls.appNewYearUserExtra, async (input, call) => {
      const playerId = call.session.playerId;
      const { instance, plan } = await ctx.engine.claim<Settings, NewYearEntry, { extra: Settings['extras'][number]; season: HolidaySeason }>({
        playerId, type: TYPE, instanceId: input.instanceId,
        async load(tx, instance) {
          const season = seasonOrRefuse(TYPE, ctx.clock.now());
          // The entry is locked by the claim already; read here so the fireworks are spent only for a claim that will be made.
          const entry = (await readEntry(tx, instance.id, playerId)) as NewYearEntry | null;
          const claimed = await claimExists(tx, instance.id, playerId, extraRef(season.key, input.id));
          const fireworks = (await ctx.itemCounts(playerId, tx)).get(ItemId.NewYearFirework) ?? 0;
          const extra = extraDecision(instance.settings, entry, season.key, input.id, claimed, fireworks);
          if (typeof extra === 'string') throw activityRefusal(NEW_YEAR_REFUSALS[extra]);
          if (extra.fireworks > 0 && !(await ctx.takeItems(tx, playerId, ItemId.NewYearFirework, extra.fireworks))) {
            throw activityRefusal(NEW_YEAR_REFUSALS.tooFewFireworks);
          }
          return { extra, season };
        },
        decide: (instance, entry, _now, { extra, season }) => ({
          ref: extraRef(season.key, extra.id), items: extra.award, title: `${instance.title}: ${extra.active} active points`,
          entry: seasonEntry(entry, season.key),
        }),
      });
      return { ...(await ctx.balances(playerId)), user: await userOf(ctx, instance, playerId), propList: [...plan.items] };
    });
  },
});
