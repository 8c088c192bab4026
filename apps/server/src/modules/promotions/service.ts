import { ActivityType, activitySettingsSchema } from '@casino/contract';
import type { ActivityDetail, RedDots } from '@casino/contract';
import type { Promotion } from '@casino/contract/operator';
import type { Clock } from '../../platform/clock.ts';
import type { Db, Queryable } from '../../platform/db.ts';
import type { EventPublisher } from '../../platform/events.ts';
import type { SettingsCache } from '../../platform/settings-cache.ts';
import { badInputRefusal } from '../../platform/refusal.ts';
import type { AccountsFace } from '../accounts/index.ts';
import type { HouseFace } from '../house/index.ts';
import type { PaymentsFace } from '../payments/index.ts';
import type { RewardsFace } from '../rewards/index.ts';
import type { WalletFace } from '../wallet/index.ts';
import { activityIdsFor, isBankrupt, runningByType } from './activity-ids.ts';
import type { PlayerFacts } from './activity-ids.ts';
import { createClaimEngine, instanceFor, typed } from './engine.ts';
import type { EnabledInstances } from './engine.ts';
import { allInstances, enabledInstances, entriesOf, insertInstance, instanceById, readEntry, updateInstance } from './instance-store.ts';
import type { Instance, InstanceFields } from './instance-store.ts';
import { activityRefusal } from './refusals.ts';
import { fromPhilippineTime, scheduleState, toPhilippineTime } from './schedule.ts';
import { PROMOTION_TYPES, promotionTypeOf } from './types/index.ts';
import type { DepositCredited, PlayerRegistered, TypeContext } from './types/promotion-type.ts';

export interface PromotionsDeps {
  db: Db;
  /** Keeps the enabled instances read between requests until an operator changes them. */
  settingsCache: SettingsCache;
  clock: Clock;
  /** The types' events (New Year's big wins); none published when left out. */
  events?: EventPublisher;
  rewards: Pick<RewardsFace, 'grant' | 'propConfigs' | 'takeItems' | 'bag'>;
  /** Balances, and the transfer feed for the types' jobs that follow bets (the VIP rebate). */
  wallet: Pick<WalletFace, 'readBalances' | 'transferFeed'>;
  /** User info; the inviter tree (the referral types). */
  accounts: Pick<AccountsFace, 'userInfo' | 'referrals'>;
  /** Orders in progress (the supply activity) and credited deposits (the deposit activities), through the payments face. */
  payments: Pick<PaymentsFace, 'openOrders' | 'creditedDeposits' | 'depositTotals'>;
  /** Draws on the player's house seed pair (the wheel, scratch cards, lotteries): provably fair as the house games. */
  house: Pick<HouseFace, 'fairDraw' | 'revealedServerSeeds'>;
}

/** What an operator writes (the console's fields, times in Philippine time). */
export type PromotionInput = Omit<Promotion, 'id' | 'spent' | 'claims' | 'createdAt' | 'updatedAt'>;

export function createPromotionsService(deps: PromotionsDeps) {
  const { db, clock, rewards, wallet, accounts, payments, house } = deps;
  const engine = createClaimEngine({ db, clock, rewards });

  /** Through the settings cache with the root handle; a transaction (claims, deposits, registrations) reads the table. */
  const enabled: EnabledInstances = async (q, type) => {
    if (q !== db) return enabledInstances(q, type);
    const all = await deps.settingsCache.read('promotion_instances', (root) => enabledInstances(root));
    return type === undefined ? all : all.filter((instance) => instance.type === type);
  };

  const facts = async (playerId: number, q: Queryable = db): Promise<PlayerFacts> => {
    const info = await accounts.userInfo(playerId, q);
    return { coin: info.coin, safebox: info.safebox, totalRecharge: info.totalRecharge, vip: info.vip, bet: info.bet, mobileBound: info.mobile !== '' };
  };

  const typeContext: TypeContext = {
    db, clock, engine, facts,
    events: deps.events ?? { publish: async () => undefined },
    instanceFor: (type, instanceId) => instanceFor(db, type, clock.now(), instanceId, enabled),
    entry: (instanceId, playerId, q = db) => readEntry(q, instanceId, playerId),
    balances: (playerId) => wallet.readBalances(playerId),
    propConfigs: (q) => rewards.propConfigs(q),
    takeItems: (tx, playerId, itemId, count) => rewards.takeItems(tx, playerId, itemId, count),
    async itemCounts(playerId, q = db) {
      const counts = new Map<number, number>();
      for (const lot of await rewards.bag(playerId, q)) counts.set(lot.itemId, (counts.get(lot.itemId) ?? 0) + lot.count);
      return counts;
    },
    openOrders: (playerId, q = db) => payments.openOrders(playerId, q),
    creditedDeposits: (playerId, from, to, q = db) => payments.creditedDeposits(playerId, from, to, q),
    async invitees(inviterId, q = db) {
      const invitees = await accounts.referrals.invitees(inviterId, q);
      const totals = await payments.depositTotals(invitees.map((i) => i.playerId), q);
      return invitees.map((i) => ({ ...i, totalRecharge: totals.get(i.playerId)?.totalRecharge ?? 0, firstRechargeAt: totals.get(i.playerId)?.firstRechargeAt ?? null }));
    },
    invitersOf: (playerIds, q = db) => accounts.referrals.invitersOf(playerIds, q),
    inviteeCounts: (inviterIds, q = db) => accounts.referrals.inviteeCounts(inviterIds, q),
    shareDevice: (a, b, q = db) => accounts.referrals.shareDevice(a, b, q),
    fairDraw: (tx, playerId, count) => house.fairDraw(tx, playerId, count),
    revealedSeeds: (playerId, seedIds, q = db) => house.revealedServerSeeds(playerId, seedIds, q),
  };

  /** The running instances whose settings fit their type, by type. */
  async function running(q: Queryable, now: Date): Promise<Map<number, Instance>> {
    const instances = (await enabled(q)).filter((instance) => typed(instance) !== null);
    return runningByType(instances, now);
  }

  /** The player's entries in these instances, each as its type's rules see it (`withState`). */
  async function entriesFor(q: Queryable, playerId: number, instances: readonly Instance[]): Promise<Map<number, Record<string, unknown>>> {
    const entries = await entriesOf(q, playerId, instances.map((i) => i.id));
    for (const instance of instances) {
      const type = promotionTypeOf(instance.type);
      const checked = typed(instance);
      if (!type?.withState || !checked) continue;
      const entry = await type.withState(q, checked, playerId, entries.get(instance.id) ?? null);
      if (entry) entries.set(instance.id, entry as Record<string, unknown>);
    }
    return entries;
  }

  /** §3 activity data with §5's rules for this player. */
  async function activityIds(playerId: number) {
    const now = clock.now();
    const [byType, player] = await Promise.all([running(db, now), facts(playerId)]);
    const entries = await entriesFor(db, playerId, [...byType.values()]);
    const bankrupt = bankruptFor(byType, player);
    // §3 loginPaying: a running type that sells paid sign-in says the player holds a card still paying out.
    const loginPaying = [...byType.values()].some((instance) => {
      const type = promotionTypeOf(instance.type);
      const checked = typed(instance);
      return type?.loginPaying && checked ? type.loginPaying(entries.get(instance.id) ?? null, { instance: checked, now }) : false;
    });
    const { activityIds, activityMap } = activityIdsFor(byType, (instance) => {
      const type = promotionTypeOf(instance.type);
      const checked = typed(instance);
      return type && checked ? type.visible(entries.get(instance.id) ?? null, player, { instance: checked, now }) : false;
    }, bankrupt, (instance) => {
      const type = promotionTypeOf(instance.type);
      const checked = typed(instance);
      return type?.entryUrl && checked ? type.entryUrl(checked.settings) : undefined;
    });
    return {
      activityIds, activityMap, isBankrupt: bankrupt,
      hasTurntable: activityIds.includes(ActivityType.InviteUserSpin),
      totalRecharge: player.totalRecharge,
      loginPaying,
    };
  }

  async function detail(req: { instanceId?: number; type?: number }): Promise<ActivityDetail> {
    const now = clock.now();
    let instance: Instance | null | undefined;
    if (req.instanceId !== undefined) instance = await instanceById(db, req.instanceId);
    else if (req.type !== undefined) {
      const all = await enabled(db, req.type);
      instance = all.find((i) => scheduleState(i, now) === 'running') ?? all[0];
    } else throw badInputRefusal('instanceId', 'name an instance or a type');
    if (!instance?.enabled) throw activityRefusal('notFound');
    return {
      instanceId: instance.id, type: instance.type, title: instance.title, rules: instance.rules,
      startTime: instance.startsAt?.getTime() ?? -1, endTime: instance.endsAt?.getTime() ?? -1,
      running: scheduleState(instance, now) === 'running',
    };
  }

  /** §3 isBankrupt: the rule of a running type that has one (Supply's threshold), else the engine's default. */
  function bankruptFor(byType: ReadonlyMap<number, Instance>, player: PlayerFacts): boolean {
    for (const instance of byType.values()) {
      const type = promotionTypeOf(instance.type);
      const checked = typed(instance);
      if (type?.bankrupt && checked) return type.bankrupt(checked.settings, player);
    }
    return isBankrupt(player);
  }

  /** The red-dot flags the running types set for the player (the red-dots module's part). */
  async function redDots(q: Queryable, playerId: number): Promise<Partial<RedDots>> {
    const now = clock.now();
    const byType = await running(q, now);
    const withDots = [...byType.values()].filter((instance) => promotionTypeOf(instance.type)?.redDots);
    if (withDots.length === 0) return {};
    const [player, entries] = [await facts(playerId, q), await entriesFor(q, playerId, withDots)];
    const dots: Partial<RedDots> = {};
    for (const instance of withDots) {
      const checked = typed(instance)!;
      const set = promotionTypeOf(instance.type)!.redDots!(entries.get(instance.id) ?? null, player, { instance: checked, now });
      for (const [name, on] of Object.entries(set) as [keyof RedDots, boolean][]) dots[name] = (dots[name] ?? false) || on;
    }
    return dots;
  }

  /** In the registration's transaction: each running type with a registration hook sees the new player. */
  async function onPlayerRegistered(tx: Queryable, event: PlayerRegistered): Promise<void> {
    for (const instance of (await running(tx, event.at)).values()) {
      const type = promotionTypeOf(instance.type);
      const checked = typed(instance);
      if (type?.onPlayerRegistered && checked) await type.onPlayerRegistered(tx, typeContext, checked, event);
    }
  }

  /** In the deposit's transaction: each running type with a deposit hook sees it. */
  async function onDepositCredited(tx: Queryable, event: DepositCredited): Promise<void> {
    for (const instance of (await running(tx, event.at)).values()) {
      const type = promotionTypeOf(instance.type);
      const checked = typed(instance);
      if (type?.onDepositCredited && checked) await type.onDepositCredited(tx, typeContext, checked, event);
    }
  }

  /** §3 invite conditions for the app config: the running spin wheel's target (§2 the centre tab's badge, decision 083). */
  async function inviteConditions(): Promise<Array<{ bonusAmount: number }>> {
    const wheel = (await running(db, clock.now())).get(ActivityType.InviteUserSpin);
    const checked = wheel ? typed<{ target: number }>(wheel) : null;
    return checked ? [{ bonusAmount: checked.settings.target }] : [];
  }

  /** Every type's background jobs (the module's jobs). */
  const jobs = () => PROMOTION_TYPES.flatMap((type) => type.jobs?.(typeContext, wallet.transferFeed) ?? []);

  return { activityIds, detail, onDepositCredited, onPlayerRegistered, redDots, inviteConditions, typeContext, jobs, backOffice: createBackOffice(db, clock) };
}

/** The seeded instance of each type that has one, written when missing. */
export async function seedPromotions(db: Db): Promise<void> {
  for (const type of PROMOTION_TYPES) {
    if (!type.seed) continue;
    await insertInstance(db, {
      type: type.type, title: type.seed.title, rules: type.seed.rules, settings: type.seed.settings as Record<string, unknown>, sort: type.seed.sort,
      startsAt: null, endsAt: null, enabled: type.seed.enabled ?? true, budgetTotal: null, claimLimit: null, perPlayerLimit: null, periodLimit: null,
    }, new Date(), `default:${type.type}`);
  }
}

/** An instance as the console shows it. */
function promotionView(instance: Instance & { spent?: number; claims?: number }): Promotion {
  return {
    id: instance.id, type: instance.type, title: instance.title, rules: instance.rules, settings: instance.settings, sort: instance.sort,
    startTime: toPhilippineTime(instance.startsAt), endTime: toPhilippineTime(instance.endsAt), enabled: instance.enabled,
    budgetTotal: instance.budgetTotal, claimLimit: instance.claimLimit, perPlayerLimit: instance.perPlayerLimit, periodLimit: instance.periodLimit,
    spent: instance.spent ?? 0, claims: instance.claims ?? 0, createdAt: instance.createdAt.getTime(), updatedAt: instance.updatedAt.getTime(),
  };
}

/** Checks an operator's fields: the type's settings schema (400 naming the field), the schedule. */
function checkedFields(input: PromotionInput): InstanceFields {
  const schema = activitySettingsSchema(input.type);
  if (!schema || !promotionTypeOf(input.type)) throw badInputRefusal('type', 'the engine does not run this activity type');
  const parsed = schema.safeParse(input.settings);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw badInputRefusal(['settings', ...issue.path.map(String)].join('.'), issue.message);
  }
  const startsAt = fromPhilippineTime(input.startTime);
  const endsAt = fromPhilippineTime(input.endTime);
  if (startsAt && endsAt && endsAt <= startsAt) throw badInputRefusal('endTime', 'must be after startTime');
  return {
    type: input.type, title: input.title, rules: input.rules, settings: parsed.data as Record<string, unknown>, sort: input.sort,
    startsAt, endsAt, enabled: input.enabled,
    budgetTotal: input.budgetTotal, claimLimit: input.claimLimit, perPlayerLimit: input.perPlayerLimit, periodLimit: input.periodLimit,
  };
}

/** The console's side: the caller (the operators desk) opens the transaction and writes the audit row in it. */
function createBackOffice(db: Db, clock: Clock) {
  return {
    list: async (limit: number) => (await allInstances(db, limit)).map(promotionView),
    types: () => PROMOTION_TYPES.map((type) => ({
      type: type.type, name: type.name,
      schema: (activitySettingsSchema(type.type)?.toJSONSchema() ?? {}) as Record<string, unknown>,
      defaults: (type.seed?.settings ?? {}) as Record<string, unknown>,
    })),
    async create(tx: Queryable, input: PromotionInput): Promise<Promotion> {
      const created = await insertInstance(tx, checkedFields(input), clock.now());
      return promotionView(created!);
    },
    /** null when no instance has that id; `before` for the audit row. */
    async update(tx: Queryable, id: number, patch: Partial<PromotionInput>): Promise<{ before: Promotion; after: Promotion } | null> {
      const current = await instanceById(tx, id, true);
      if (!current) return null;
      const before = promotionView(current);
      const { id: _i, spent: _s, claims: _c, createdAt: _a, updatedAt: _u, ...fields } = before;
      const defined = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
      const after = await updateInstance(tx, id, checkedFields({ ...fields, ...defined }), clock.now());
      return { before, after: promotionView(after) };
    },
  };
}

export type PromotionsService = ReturnType<typeof createPromotionsService>;
