import {
  COOLING_OFF_HOURS, LimitPeriods, MONEY_LIMIT_MAX, MoneyLimitKinds, SESSION_LIMIT_MAX_MINUTES, SESSION_LIMIT_MIN_MINUTES,
} from '@casino/contract';
import type { LimitPeriod, MoneyLimit, MoneyLimitKind, PendingLimit, RealityCheck, SessionLimit } from '@casino/contract';
import type { Clock } from '../../platform/clock.ts';
import { MINUTE_MS } from '../../platform/clock.ts';
import type { Db, Queryable } from '../../platform/db.ts';
import type { AuditFace } from '../audit/index.ts';
import { OperatorRefusal } from '../audit/index.ts';
import type { DepositGuard } from '../payments/index.ts';
import type { LaunchGuard } from '../play/index.ts';
import { philippinePeriod } from './limit-periods.ts';
import {
  depositLimitReached, limitNotYetDue, moneyLimitUsedUp, noPendingLimit, sessionLimitReached,
} from './limit-refusals.ts';
import * as store from './limits-store.ts';
import type { LimitChangeKind, LimitKind, LimitRow, PerPeriod, StoredPeriod } from './limits-store.ts';

/**
 * Deposit, loss, wager and session-time limits and the reality check (docs/decisions/065).
 * A first or lower limit applies at once; a higher one or a removal waits COOLING_OFF_HOURS and
 * then needs the player's confirmation; a value not higher than the one in force cancels what
 * waits. Operators can only lower. Every change leaves a history row (player_limit_changes).
 * Where limits bite: deposits (depositGuard, before the provider is called), launches
 * (launchGuard), and bets, inside the gateway's bet statement (migration 702).
 */

type Q = Pick<Queryable, 'query'>;

const COOLING_OFF_MS = COOLING_OFF_HOURS * 60 * MINUTE_MS;

export interface LimitsDeps {
  db: Db;
  clock: Clock;
  audit: Pick<AuditFace, 'recordAudit'>;
}

/** The limits' part of the player's SaferPlay. */
export interface LimitsView {
  limits: MoneyLimit[];
  session: SessionLimit;
  realityCheckMinutes: number;
}

/** Which limit: a money limit and its period, or the session-time limit. */
export type LimitRef = { kind: MoneyLimitKind; period: LimitPeriod } | { kind: 'session' };

const storedPeriod = (ref: LimitRef): StoredPeriod => (ref.kind === 'session' ? 'login' : ref.period);
const periodIndex = (period: LimitPeriod): 0 | 1 | 2 => LimitPeriods.indexOf(period) as 0 | 1 | 2;

/** A limit as the history records it. */
const snapshot = (l: LimitRow | null): Record<string, unknown> => ({
  amount: l?.amount ?? null,
  pending: l?.pending ? { amount: l.pending.amount, requestedAt: l.pending.requestedAt.toISOString(), effectiveAt: l.pending.effectiveAt.toISOString() } : null,
});

const pendingOf = (l: LimitRow | undefined): PendingLimit | null =>
  l?.pending ? { value: l.pending.amount, requestedAt: l.pending.requestedAt.getTime(), effectiveAt: l.pending.effectiveAt.getTime() } : null;

/**
 * What the player's new value makes of a limit: null when nothing changes. A first or lower
 * (or equal) value applies at once and drops what waits; a higher one or a removal waits (asking
 * again for the value already waiting does not restart its 24 hours).
 */
export function playerChange(current: LimitRow | null, ref: LimitRef, value: number | null, now: Date): { next: LimitRow; change: LimitChangeKind } | null {
  const base = { kind: ref.kind, period: storedPeriod(ref) };
  const inForce = current?.amount ?? null;
  const pending = current?.pending ?? null;
  if (value !== null && (inForce === null || value <= inForce)) {
    if (value === inForce && pending === null) return null;
    return { next: { ...base, amount: value, pending: null }, change: value === inForce ? 'cancelled' : 'applied' };
  }
  if (value === null && inForce === null) return null;
  if (pending !== null && pending.amount === value) return null;
  return {
    next: { ...base, amount: inForce, pending: { amount: value, requestedAt: now, effectiveAt: new Date(now.getTime() + COOLING_OFF_MS) } },
    change: 'requested',
  };
}

export type Limits = ReturnType<typeof createLimits>;

export function createLimits(deps: LimitsDeps) {
  const { db, clock, audit } = deps;

  /** Starts of the day, week and month containing `at`, and their ends. */
  function spans(at: Date) {
    const all = LimitPeriods.map((p) => philippinePeriod(p, at));
    const starts = all.map((s) => s.start.getTime()) as PerPeriod;
    return { all, starts, earliest: new Date(Math.min(...starts)) };
  }

  async function view(q: Q, playerId: number, now = clock.now()): Promise<LimitsView> {
    const rows = await store.readLimits(q, playerId, [...MoneyLimitKinds, 'session']);
    const { all, starts, earliest } = spans(now);
    const play = await store.playTotals(q, playerId, now, earliest);
    const deposits = await store.depositTotals(q, playerId, starts, now);
    const usedOf = (kind: MoneyLimitKind, i: 0 | 1 | 2): number => {
      if (kind === 'deposit') return deposits.credited[i];
      if (kind === 'wager') return play.bets[i];
      return Math.max(play.bets[i] - play.wins[i], 0);
    };
    const limits: MoneyLimit[] = MoneyLimitKinds.flatMap((kind) => LimitPeriods.map((period) => {
      const row = rows.find((r) => r.kind === kind && r.period === period);
      const i = periodIndex(period);
      return { kind, period, amount: row?.amount ?? null, used: usedOf(kind, i), periodEndsAt: all[i]!.end.getTime(), pending: pendingOf(row) };
    }));
    const session = rows.find((r) => r.kind === 'session');
    return {
      limits,
      session: { minutes: session?.amount ?? null, pending: pendingOf(session) },
      realityCheckMinutes: await store.readRealityCheck(q, playerId),
    };
  }

  /** Applies a change to one limit in one transaction, with its history row (and the operators' audit row when an operator made it). */
  function change(
    playerId: number, ref: LimitRef, changedBy: string,
    decide: (current: LimitRow | null, now: Date) => { next: LimitRow; change: LimitChangeKind } | null,
    reason = '',
  ) {
    return db.transaction(async (tx) => {
      const now = clock.now();
      if (!(await store.lockPlayerLimits(tx, playerId))) throw new OperatorRefusal('playerId: no such player');
      const current = await store.lockLimit(tx, playerId, ref.kind, storedPeriod(ref));
      const decided = decide(current, now);
      if (decided === null) return;
      await store.saveLimit(tx, playerId, decided.next, now);
      const entry = { before: snapshot(current), after: snapshot(decided.next) };
      await store.recordChange(tx, { playerId, kind: ref.kind, period: storedPeriod(ref), change: decided.change, changedBy, ...entry, at: now });
      if (changedBy.startsWith('operator:')) {
        await audit.recordAudit(tx, {
          operator: changedBy.slice('operator:'.length), action: 'saferPlay.limitLowered', subjectKind: 'player', subjectId: String(playerId),
          ...entry, detail: { kind: ref.kind, period: storedPeriod(ref), reason }, at: now,
        });
      }
    });
  }

  /** What one login has played so far, for the session-time limit. */
  async function minutesPlayed(q: Q, loginSessionId: number, now: Date): Promise<{ startedAt: Date; minutes: number } | null> {
    const startedAt = await store.loginStartedAt(q, loginSessionId);
    return startedAt === null ? null : { startedAt, minutes: Math.floor((now.getTime() - startedAt.getTime()) / MINUTE_MS) };
  }

  /** recharge3, before the provider is called: credited deposits of each period, open orders and this amount within every deposit limit. */
  const depositGuard: DepositGuard = async (q, playerId, amount) => {
    const limits = (await store.readLimits(q, playerId, ['deposit'])).filter((l) => l.amount !== null);
    if (limits.length === 0) return;
    const now = clock.now();
    const { starts } = spans(now);
    const { credited, open } = await store.depositTotals(q, playerId, starts, now);
    for (const period of LimitPeriods) {
      const limit = limits.find((l) => l.period === period)?.amount;
      const used = credited[periodIndex(period)] + open;
      if (limit != null && used + amount > limit) throw depositLimitReached(period, limit, used);
    }
  };

  /** startGame: refused while a loss or wager limit of any period, or the login's minutes, are used up. */
  const launchGuard: LaunchGuard = async (q, playerId, loginSessionId) => {
    const limits = (await store.readLimits(q, playerId, ['loss', 'wager', 'session'])).filter((l) => l.amount !== null);
    if (limits.length === 0) return;
    const now = clock.now();
    const session = limits.find((l) => l.kind === 'session')?.amount;
    if (session != null) {
      const played = await minutesPlayed(q, loginSessionId, now);
      if (played !== null && played.minutes >= session) throw sessionLimitReached(session, played.minutes);
    }
    const money = limits.filter((l) => l.kind !== 'session');
    if (money.length === 0) return;
    const { all, earliest } = spans(now);
    const { bets, wins } = await store.playTotals(q, playerId, now, earliest);
    for (const kind of ['loss', 'wager'] as const) {
      for (const period of LimitPeriods) {
        const limit = money.find((l) => l.kind === kind && l.period === period)?.amount;
        if (limit == null) continue;
        const i = periodIndex(period);
        const used = kind === 'wager' ? bets[i] : bets[i] - wins[i];
        if (used >= limit) throw moneyLimitUsedUp(kind, period, limit, Math.max(used, 0), all[i]!.end);
      }
    }
  };

  return {
    view,
    depositGuard,
    launchGuard,

    /** setMoneyLimit: amount null removes the limit (after the cooling-off and a confirmation). */
    setMoneyLimit: (playerId: number, input: { kind: MoneyLimitKind; period: LimitPeriod; amount: number | null }) => {
      const ref: LimitRef = { kind: input.kind, period: input.period };
      return change(playerId, ref, 'player', (current, now) => playerChange(current, ref, input.amount, now));
    },

    /** setSessionLimit: minutes null removes it (after the cooling-off and a confirmation). */
    setSessionLimit: (playerId: number, minutes: number | null) =>
      change(playerId, { kind: 'session' }, 'player', (current, now) => playerChange(current, { kind: 'session' }, minutes, now)),

    /** confirmLimit: applies what waits once its 24 hours have passed (3515 before; 3514 when nothing waits). */
    confirmLimit: (playerId: number, input: { kind: LimitKind; period?: LimitPeriod | undefined }) => {
      const ref: LimitRef = input.kind === 'session' ? { kind: 'session' } : { kind: input.kind, period: input.period ?? 'day' };
      return change(playerId, ref, 'player', (current, now) => {
        const pending = current?.pending;
        if (!current || !pending) throw noPendingLimit();
        if (now < pending.effectiveAt) throw limitNotYetDue(pending.effectiveAt);
        return { next: { ...current, amount: pending.amount, pending: null }, change: 'confirmed' };
      });
    },

    /** setRealityCheck: minutes 0 turns it off. */
    setRealityCheck: (playerId: number, minutes: number) => db.transaction(async (tx) => {
      const now = clock.now();
      const before = await store.saveRealityCheck(tx, playerId, minutes, now);
      if (before !== minutes) {
        await store.recordChange(tx, {
          playerId, kind: 'realityCheck', period: null, change: 'realityCheck', changedBy: 'player', before: { minutes: before }, after: { minutes }, at: now,
        });
      }
    }),

    /** getRealityCheck: the login of the token, its minutes, and the bets and wins of the games it opened. */
    async realityCheck(playerId: number, loginSessionId: number): Promise<RealityCheck> {
      const now = clock.now();
      const played = await minutesPlayed(db, loginSessionId, now);
      if (played === null) throw new Error(`login session ${loginSessionId} not found`);
      const { bets, wins } = await store.loginPlay(db, playerId, loginSessionId);
      return {
        intervalMinutes: await store.readRealityCheck(db, playerId), sessionStartedAt: played.startedAt.getTime(), minutesPlayed: played.minutes,
        bets, wins, net: wins - bets,
      };
    },

    /**
     * An operator lowers a limit (or sets one where there was none), at once, dropping any raise
     * that waits; a value not lower than the one in force is refused (OperatorRefusal).
     */
    operatorLower: (operator: string, playerId: number, ref: LimitRef, value: number, reason = '') => {
      const [min, max] = ref.kind === 'session' ? [SESSION_LIMIT_MIN_MINUTES, SESSION_LIMIT_MAX_MINUTES] : [1, MONEY_LIMIT_MAX];
      if (!Number.isInteger(value) || value < min || value > max) {
        return Promise.reject(new OperatorRefusal(`amount: must be a whole number from ${min} to ${max}`));
      }
      return change(playerId, ref, `operator:${operator}`, (current) => {
        const inForce = current?.amount ?? null;
        if (inForce !== null && value >= inForce) throw new OperatorRefusal(`amount: an operator can only lower a limit; ${inForce} is in force`);
        return { next: { kind: ref.kind, period: storedPeriod(ref), amount: value, pending: null }, change: 'lowered' };
      }, reason);
    },

    /** A player's limit history, newest first. */
    history: (playerId: number, limit: number) => store.limitChanges(db, playerId, limit),
  };
}
