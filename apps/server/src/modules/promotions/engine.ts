import { ItemId } from '@casino/contract';
import type { RewardItem } from '@casino/contract';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock.ts';
import type { Db, Queryable } from '../../platform/db.ts';
import { deepFreeze } from '../../platform/deep-freeze.ts';
import type { RewardsFace } from '../rewards/index.ts';
import {
  addToBudget, claimExists, enabledInstances, insertClaim, instanceById, lockBudget, periodClaims, playerClaimCount, readEntry, saveEntry,
} from './instance-store.ts';
import type { Instance } from './instance-store.ts';
import { activityRefusal } from './refusals.ts';
import type { ActivityReason } from './refusals.ts';
import { philippineDate, scheduleState } from './schedule.ts';
import { promotionTypeOf } from './types/index.ts';
import type { TypedInstance } from './types/promotion-type.ts';

/** What a type decided a claim grants: `ref` names what is claimed (unique per player and instance). */
export interface ClaimPlan<E> {
  ref: string;
  items: readonly RewardItem[];
  title: string;
  /** The player's entry after the claim. */
  entry: E;
}

/**
 * Each instance's settings as last checked, beside the stored text they were checked from. The
 * home's calls (activity ids, red dots) check every running instance's settings at every call,
 * and the schema check cost more than the rest of their work but the database's; stored settings
 * change only when an operator saves them. Bounded by the number of instances.
 */
const checkedSettings = new Map<number, { stored: string; settings: unknown }>();

/** Checks an instance's stored settings against its type's schema; null when they do not fit (the instance is not run). */
export function typed<S>(instance: Instance): TypedInstance<S> | null {
  const type = promotionTypeOf(instance.type);
  if (!type) return null;
  const settings = checkedOf(instance, type.settings);
  return settings === null ? null : { ...instance, settings: settings as S };
}

/**
 * The settings cache's instances (decision 102) are frozen and shared per settings revision: the
 * same stored object is checked once, without writing it out as text at every call, which cost
 * the home's calls more than the rest of their promotions work.
 */
const checkedByStoredObject = new WeakMap<object, { type: number; settings: unknown }>();

function checkedOf(instance: Instance, schema: z.ZodType): unknown {
  const object = instance.settings;
  const shared = typeof object === 'object' && object !== null && Object.isFrozen(object);
  if (shared) {
    const known = checkedByStoredObject.get(object);
    if (known?.type === instance.type) return known.settings;
  }
  const stored = `${instance.type}:${JSON.stringify(object)}`;
  let checked = checkedSettings.get(instance.id);
  if (checked?.stored !== stored) {
    const parsed = schema.safeParse(object);
    // Frozen: every caller shares the one checked copy.
    checked = { stored, settings: parsed.success ? deepFreeze(parsed.data) : null };
    checkedSettings.set(instance.id, checked);
  }
  if (shared) checkedByStoredObject.set(object, { type: instance.type, settings: checked.settings });
  return checked.settings;
}

/** The enabled instances (of one type when given), by sort then id. */
export type EnabledInstances = (q: Queryable, type?: number) => Promise<readonly Instance[]>;

/**
 * The instance a call means: the one named (of that type), else the running one of the type.
 * Refuses 1001 (none, switched off, another type, settings that no longer fit), 1002 before its
 * start, 1003 from its end. `enabled` reads the enabled instances (the table by default).
 */
export async function instanceFor<S>(
  q: Queryable, type: number, now: Date, instanceId?: number, enabled: EnabledInstances = enabledInstances,
): Promise<TypedInstance<S>> {
  let instance: Instance | null;
  if (instanceId !== undefined) {
    instance = await instanceById(q, instanceId);
    if (!instance || instance.type !== type || !instance.enabled) throw activityRefusal('notFound');
  } else {
    const all = await enabled(q, type);
    instance = all.find((i) => scheduleState(i, now) === 'running') ?? all.find((i) => scheduleState(i, now) === 'notStarted') ?? all[0] ?? null;
    if (!instance) throw activityRefusal('notFound');
  }
  const state = scheduleState(instance, now);
  if (state !== 'running') throw activityRefusal(state);
  const checked = typed<S>(instance);
  if (!checked) throw activityRefusal('notFound');
  return checked;
}

/** The coins a claim grants (what budgets count), in hundredths. */
const coinOf = (items: readonly RewardItem[]): number => items.reduce((sum, item) => sum + (item.id === ItemId.Coin ? item.count : 0), 0);

export function createClaimEngine(deps: { db: Db; clock: Clock; rewards: Pick<RewardsFace, 'grant'> }) {
  const { db, clock, rewards } = deps;

  /**
   * One claim, in one transaction: the instance's budget row is locked first (claims of an
   * instance pass one at a time), then the player's entry; the type's pure `decide` says what is
   * granted or why not; the budgets are checked; the reward goes through the rewards primitive
   * (claimedByPlayer: the safer-play guard applies) with the key activity:<instance>:<player>:<ref>;
   * the claim row keeps the terms it was made under.
   */
  async function claim<S, E, L = undefined>(req: {
    playerId: number; type: number; instanceId?: number;
    /**
     * When the instance's schedule is judged: what was earned while it ran (a settled day's
     * rebate) stays claimable after it ends. Now when left out.
     */
    scheduleAt?: Date;
    /** What else `decide` needs, read in the claim's transaction after the locks (balances, orders in progress). */
    load?(tx: Queryable, instance: TypedInstance<S>): Promise<L>;
    decide(instance: TypedInstance<S>, entry: E | null, now: Date, loaded: L): ClaimPlan<E> | ActivityReason;
  }): Promise<{ instance: TypedInstance<S>; plan: ClaimPlan<E>; rewardClaimId: number }> {
    return db.transaction(async (tx) => {
      const now = clock.now();
      const instance = await instanceFor<S>(tx, req.type, req.scheduleAt ?? now, req.instanceId);
      const budget = await lockBudget(tx, instance.id);
      const entry = (await readEntry(tx, instance.id, req.playerId, true)) as E | null;
      const loaded = (req.load ? await req.load(tx, instance) : undefined) as L;
      const plan = req.decide(instance, entry, now, loaded);
      if (typeof plan === 'string') throw activityRefusal(plan);
      if (await claimExists(tx, instance.id, req.playerId, plan.ref)) throw activityRefusal('alreadyClaimed');
      const reason = await budgetReason(tx, instance, budget, req.playerId, coinOf(plan.items), philippineDate(now));
      if (reason) throw activityRefusal(reason);
      const grant = await rewards.grant(tx, {
        playerId: req.playerId, items: plan.items, key: `activity:${instance.id}:${req.playerId}:${plan.ref}`, source: 'activity',
        sourceRef: `${instance.id}:${plan.ref}`, title: plan.title, claimedByPlayer: true,
      });
      if (grant.replayed) throw activityRefusal('alreadyClaimed');
      const coin = coinOf(plan.items);
      await insertClaim(tx, {
        instanceId: instance.id, playerId: req.playerId, ref: plan.ref, period: philippineDate(now), items: plan.items, coin,
        rewardClaimId: grant.claim.id, at: now,
        terms: {
          settings: instance.settings, budgetTotal: instance.budgetTotal, claimLimit: instance.claimLimit,
          perPlayerLimit: instance.perPlayerLimit, periodLimit: instance.periodLimit, updatedAt: instance.updatedAt.toISOString(),
        },
      });
      await addToBudget(tx, instance.id, coin, philippineDate(now));
      await saveEntry(tx, instance.id, req.playerId, plan.entry as object, now);
      return { instance, plan, rewardClaimId: grant.claim.id };
    });
  }

  /** The budgets, checked under the budget row's lock. */
  async function budgetReason(tx: Queryable, instance: Pick<Instance, 'id' | 'budgetTotal' | 'claimLimit' | 'perPlayerLimit' | 'periodLimit'>, budget: { spent: number; claims: number }, playerId: number, coin: number, period: string): Promise<ActivityReason | null> {
    if (instance.claimLimit !== null && budget.claims + 1 > instance.claimLimit) return 'budgetExhausted';
    if (instance.budgetTotal !== null && budget.spent + coin > instance.budgetTotal) return 'budgetExhausted';
    if (instance.perPlayerLimit !== null && (await playerClaimCount(tx, instance.id, playerId)) + 1 > instance.perPlayerLimit) return 'playerLimitReached';
    if (instance.periodLimit !== null && (await periodClaims(tx, instance.id, period)) + 1 > instance.periodLimit) return 'periodLimitReached';
    return null;
  }

  return { claim };
}

export type ClaimEngine = ReturnType<typeof createClaimEngine>;
