import type { z } from 'zod';
import type { Clock } from '../../../platform/clock.ts';
import type { CallRouter } from '../../../platform/call-route.ts';
import type { Db, Queryable } from '../../../platform/db.ts';
import type { EventPublisher } from '../../../platform/events.ts';
import type { Balances, RedDots } from '@casino/contract';
import type { Job } from '../../../platform/jobs.ts';
import type { Invitee } from '../../accounts/index.ts';
import type { FairDraw } from '../../house/index.ts';
import type { PropConfig } from '../../rewards/index.ts';
import type { TransferFeed } from '../../wallet/index.ts';
import type { PlayerFacts } from '../activity-ids.ts';
import type { ClaimEngine } from '../engine.ts';
import type { Instance } from '../instance-store.ts';

/** An instance with its settings checked against its type's schema. */
export type TypedInstance<S> = Omit<Instance, 'settings'> & { settings: S };

/** What a type's calls and hooks may use. */
export interface TypeContext {
  db: Db;
  clock: Clock;
  engine: ClaimEngine;
  /** Publishes a type's events in the caller's transaction (New Year's big wins for the lobby's newYearList). */
  events: EventPublisher;
  /** The instance a call means (named, else the running one of the type); refuses 1001-1003 (engine.ts instanceFor). */
  instanceFor<S>(type: number, instanceId?: number): Promise<TypedInstance<S>>;
  /** The player's state in an instance (null before it has one). */
  entry(instanceId: number, playerId: number, q?: Queryable): Promise<unknown>;
  /** The balances a claim answers. */
  balances(playerId: number): Promise<Balances>;
  /** The prop settings (what a coupon pays, what a sign-in card costs), in the caller's transaction when given one. */
  propConfigs(q?: Queryable): Promise<readonly PropConfig[]>;
  /**
   * Spends `count` of a bag item of the player (the rewards module's item bag, soonest expiry
   * first), all or nothing, in the caller's transaction: false when the player holds fewer. The
   * lots stay locked to the transaction's end, so concurrent spends of the last one give one.
   */
  takeItems(tx: Queryable, playerId: number, itemId: number, count: number): Promise<boolean>;
  /** How many of each bag item the player holds now (unexpired), by item id. */
  itemCounts(playerId: number, q?: Queryable): Promise<Map<number, number>>;
  /** The player's facts (balances, credited deposits), in the caller's transaction when given one. */
  facts(playerId: number, q?: Queryable): Promise<PlayerFacts>;
  /** The player's deposits and withdrawals in progress (the payments face), in the caller's transaction when given one. */
  openOrders(playerId: number, q?: Queryable): Promise<{ deposits: number; withdrawals: number }>;
  /** The player's deposits credited in [from, to) (to null: no end), oldest first (the payments face), in the caller's transaction when given one. */
  creditedDeposits(playerId: number, from: Date, to: Date | null, q?: Queryable): Promise<CreditedDeposit[]>;
  /**
   * The player's invitees (players.pid) with their deposits, oldest first (the accounts and payments
   * faces), in the caller's transaction when given one. Each type decides who qualifies.
   */
  invitees(inviterId: number, q?: Queryable): Promise<InviteeFacts[]>;
  /** The inviter of each given player that has one (the agents' tree). */
  invitersOf(playerIds: readonly number[], q?: Queryable): Promise<Map<number, number>>;
  /** How many invitees each given player has (the agents' second level), in one read. */
  inviteeCounts(inviterIds: readonly number[], q?: Queryable): Promise<Map<number, number>>;
  /** Whether two players have used one device (an agent two levels above an invitee: §6 one account per player). */
  shareDevice(a: number, b: number, q?: Queryable): Promise<boolean>;
  /**
   * A provably fair draw in the caller's transaction: the next nonce of the player's house seed
   * pair and its first `count` floats in [0, 1), verified as a house round is once the pair is
   * revealed. Store seedId, nonce, serverSeedHash and clientSeed with the draw's outcome.
   */
  fairDraw(tx: Queryable, playerId: number, count: number): Promise<FairDraw>;
  /** The server seeds of the player's revealed house seed pairs among `seedIds` (a draw's seed once it may be verified). */
  revealedSeeds(playerId: number, seedIds: readonly number[], q?: Queryable): Promise<Map<number, string>>;
}

/** An invitee as the referral types see it: accounts' facts plus the deposits credited. */
export interface InviteeFacts extends Invitee { totalRecharge: number; firstRechargeAt: Date | null }

export interface CreditedDeposit { orderId: string; amount: number; at: Date }

/** actType: the activity the deposit was made for (recharge3's actType, §9 types), 0 or absent for none. */
export interface DepositCredited { playerId: number; orderId: string; amount: number; actType?: number; at: Date }
export interface PlayerRegistered { playerId: number; at: Date }

/**
 * One activity type the engine runs: its settings schema (from the contract), a default instance
 * for the seed, whether a running instance is in a player's activity ids, its calls, and its
 * hooks on other modules' events. Rules are pure functions in the type's folder.
 */
export interface PromotionType<S = unknown, E = unknown> {
  type: number;
  name: string;
  settings: z.ZodType<S>;
  /** The seeded instance (seed key `default:<type>`, switched on unless `enabled` is false); none for a type not seeded. */
  seed?: { title: string; rules: string; sort: number; settings: S; enabled?: boolean };
  /** Whether the running instance is in this player's activity ids (after §5's engine rules). */
  visible(entry: E | null, facts: PlayerFacts, running: { instance: TypedInstance<S>; now: Date }): boolean;
  /** §3 isBankrupt while an instance of this type runs (the engine's default otherwise). */
  bankrupt?(settings: S, facts: PlayerFacts): boolean;
  /** The red-dot flags this type sets for the player in its running instance. */
  redDots?(entry: E | null, facts: PlayerFacts, running: { instance: TypedInstance<S>; now: Date }): Partial<RedDots>;
  /**
   * The player's entry as `visible`, `redDots` and `loginPaying` see it, when the type keeps more
   * than the stored state (rows of its own tables); the stored entry otherwise.
   */
  withState?(q: Queryable, instance: TypedInstance<S>, playerId: number, stored: E | null): Promise<E | null>;
  /** §3 loginPaying: the player holds a paid sign-in card still paying out in the running instance. */
  loginPaying?(entry: E | null, running: { instance: TypedInstance<S>; now: Date }): boolean;
  routes?(router: CallRouter, ctx: TypeContext): void;
  /** In the deposit's transaction, for each running instance of the type. */
  onDepositCredited?(tx: Queryable, ctx: TypeContext, instance: TypedInstance<S>, event: DepositCredited): Promise<void>;
  /** In the registration's transaction, for each running instance of the type. */
  onPlayerRegistered?(tx: Queryable, ctx: TypeContext, instance: TypedInstance<S>, event: PlayerRegistered): Promise<void>;
  /** The address the entry of an instance opens (§3 activityMap url): link activities. */
  entryUrl?(settings: S): string;
  /** The type's background jobs (named promotions.<type>...), with the wallet's transfer feed for bets and wins. */
  jobs?(ctx: TypeContext, feed: TransferFeed): Job[];
}

/** Erases a type's parameters for the registry (each type keeps its own inside its folder). */
export const promotionType = <S, E>(def: PromotionType<S, E>): PromotionType => def as unknown as PromotionType;
