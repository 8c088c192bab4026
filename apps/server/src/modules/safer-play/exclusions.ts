import { SelfExclusionDurations, TimeOutDurations } from '@casino/contract';
import type { ExclusionNotice, RunningExclusion, SelfExclusionDuration, TimeOutDuration } from '@casino/contract';
import type { Clock } from '../../platform/clock.ts';
import type { Db, Queryable } from '../../platform/db.ts';
import type { AuditFace } from '../audit/index.ts';
import type { KycFace } from '../kyc/index.ts';
import { closeUnclaimedAttachments } from '../mail/index.ts';
import { closePlayerSessions } from '../play/index.ts';
import { forfeitHeldLots } from '../rewards/index.ts';
import { END_WAIT_MS, irrevocableUntil, operatorEnd, selfExclusionEnd, timeOutEnd } from './durations.ts';
import * as store from './exclusion-store.ts';
import type { ExclusionKind, ExclusionRow, RestrictedPerson } from './exclusion-store.ts';
import { cannotShorten, depositBlocked, irrevocable, notSelfExcluded, playBlocked, promotionsBlocked } from './refusals.ts';
import { normaliseIdNumber, normaliseName, parseRestrictedCsv } from './restricted-list.ts';

type Q = Pick<Queryable, 'query'>;

/**
 * Time-outs, self-exclusions and the restricted-persons list (docs/decisions/065). A block is a
 * running time-out or self-exclusion, or an open restricted match; while one holds the player may
 * log in and withdraw but not play, deposit or claim promotions. Starting one closes the player's
 * game sessions and forfeits held bonuses in the same transaction, with the reason recorded.
 */

export interface ExclusionsDeps {
  db: Db;
  clock: Clock;
  audit: Pick<AuditFace, 'recordAudit'>;
  kyc: Pick<KycFace, 'identityOf' | 'otherPlayersWithIdNumber'>;
}

/** Who set an exclusion or acted on one: the player, or `operator:<name>`. */
export type Actor = { kind: 'player' } | { kind: 'operator'; username: string };
const actorName = (a: Actor) => (a.kind === 'player' ? 'player' : `operator:${a.username}`);

export interface ExclusionView {
  running: RunningExclusion | null;
  block: ExclusionNotice | null;
  timeOutDurations: TimeOutDuration[];
  selfExclusionDurations: SelfExclusionDuration[];
}

export type Exclusions = ReturnType<typeof createExclusions>;

export function createExclusions(deps: ExclusionsDeps) {
  const { db, clock, audit, kyc } = deps;

  const runningOf = (e: ExclusionRow, now: Date): RunningExclusion => ({
    kind: e.kind, duration: e.duration, startsAt: e.startsAt.getTime(), endsAt: e.endsAt.getTime(),
    irrevocableUntil: e.irrevocableUntil?.getTime() ?? null, endRequestedAt: e.endRequestedAt?.getTime() ?? null,
    canEnd: e.kind === 'selfExclusion' && e.endRequestedAt === null && (e.irrevocableUntil === null || e.irrevocableUntil <= now),
  });

  /** What blocks play and deposits at `now`, if anything: the running exclusion, else an open restricted match. */
  async function blockOf(q: Q, playerId: number, now = clock.now()): Promise<ExclusionNotice | null> {
    const running = await store.runningExclusion(q, playerId, now);
    if (running) return { kind: running.kind, until: running.endsAt.getTime() };
    return (await store.hasOpenMatch(q, playerId)) ? { kind: 'restricted', until: null } : null;
  }

  async function view(q: Q, playerId: number, now = clock.now()): Promise<ExclusionView> {
    const running = await store.runningExclusion(q, playerId, now);
    return {
      running: running ? runningOf(running, now) : null,
      block: await blockOf(q, playerId, now),
      timeOutDurations: [...TimeOutDurations],
      selfExclusionDurations: [...SelfExclusionDurations],
    };
  }

  /**
   * Starts an exclusion ending at `endsAt` in the caller's transaction: refused when one running
   * ends later (it cannot be shortened), else it replaces it. Game sessions close and held
   * bonuses are forfeited at once.
   */
  async function start(tx: Queryable, e: { playerId: number; kind: ExclusionKind; duration: string; endsAt: Date; irrevocableUntil: Date | null; actor: Actor; reason: string }) {
    const now = clock.now();
    await store.lockPlayer(tx, e.playerId);
    const current = await store.runningExclusion(tx, e.playerId, now, true);
    if (current && current.endsAt > e.endsAt) throw cannotShorten(current.endsAt);
    // A self-exclusion keeps the irrevocable months of one it replaces.
    const irrevocableFrom = [current?.irrevocableUntil, e.irrevocableUntil].filter((d): d is Date => d instanceof Date);
    const keepIrrevocable = irrevocableFrom.length > 0 ? new Date(Math.max(...irrevocableFrom.map((d) => d.getTime()))) : null;
    if (current) await store.liftRunning(tx, e.playerId, now, `replaced:${actorName(e.actor)}`);
    const forfeitReason = `${e.kind === 'timeOut' ? 'time-out' : 'self-exclusion'} started ${now.toISOString()}`;
    const forfeited = {
      bagLots: await forfeitHeldLots(tx, e.playerId, forfeitReason, now),
      mailAttachments: await closeUnclaimedAttachments(tx, e.playerId, now),
      gameSessions: await closePlayerSessions(tx, e.playerId, now),
    };
    const row = await store.insertExclusion(tx, {
      playerId: e.playerId, kind: e.kind, duration: e.duration, startsAt: now, endsAt: e.endsAt,
      irrevocableUntil: e.kind === 'selfExclusion' ? keepIrrevocable : null, setBy: actorName(e.actor), reason: e.reason, forfeited,
    });
    await audit.recordAudit(tx, {
      operator: e.actor.kind === 'player' ? `player.${e.playerId}` : e.actor.username,
      action: e.kind === 'timeOut' ? 'saferPlay.timeOut' : 'saferPlay.selfExclusion', subjectKind: 'player', subjectId: String(e.playerId),
      before: current ? { kind: current.kind, endsAt: current.endsAt.toISOString() } : null,
      after: { kind: row.kind, endsAt: row.endsAt.toISOString() }, detail: { duration: e.duration, reason: e.reason, forfeited }, at: now,
    });
    return row;
  }

  /**
   * Checks an identity against the restricted list (at KYC submission and at login) and records a
   * match, which blocks the player until an operator clears it. Answers whether it matched.
   */
  async function screen(tx: Q, playerId: number, identity: { fullName: string; birthDate: string; idNumber: string | null }, foundAt: 'kyc' | 'login'): Promise<boolean> {
    const who: RestrictedPerson = { fullName: normaliseName(identity.fullName), birthDate: identity.birthDate, idNumber: identity.idNumber ? normaliseIdNumber(identity.idNumber) : null };
    const found = await store.findRestricted(tx, who);
    if (!found) return false;
    await store.insertMatch(tx, { playerId, matchedOn: found.matchedOn, foundAt, person: found.person, createdAt: clock.now() });
    // Open game sessions end with the match, as with a self-exclusion.
    await closePlayerSessions(tx, playerId, clock.now());
    return true;
  }

  return {
    blockOf,
    view,

    /** Throws 3501 while a block holds (startGame). */
    async checkPlay(q: Q, playerId: number): Promise<void> {
      const block = await blockOf(q, playerId);
      if (block) throw playBlocked(block);
    },
    /** Throws 3502 while a block holds (recharge3, before the provider is called). */
    async checkDeposit(q: Q, playerId: number): Promise<void> {
      const block = await blockOf(q, playerId);
      if (block) throw depositBlocked(block);
    },
    /** Throws 3506 while a time-out or self-exclusion runs (a claim the player asked for). */
    async checkClaim(q: Q, playerId: number): Promise<void> {
      const block = await blockOf(q, playerId);
      if (block) throw promotionsBlocked(block);
    },
    /** The players a send to everyone skips at `at`. */
    blockedPlayers: (q: Q, at: Date) => store.blockedPlayers(q, at),

    startTimeOut: (playerId: number, duration: TimeOutDuration) => db.transaction(async (tx) => {
      const now = clock.now();
      await start(tx, { playerId, kind: 'timeOut', duration, endsAt: timeOutEnd(now, duration), irrevocableUntil: null, actor: { kind: 'player' }, reason: '' });
      return view(tx, playerId, now);
    }),

    startSelfExclusion: (playerId: number, duration: SelfExclusionDuration) => db.transaction(async (tx) => {
      const now = clock.now();
      await start(tx, {
        playerId, kind: 'selfExclusion', duration, endsAt: selfExclusionEnd(now, duration), irrevocableUntil: irrevocableUntil(now),
        actor: { kind: 'player' }, reason: '',
      });
      return view(tx, playerId, now);
    }),

    /** After the irrevocable months the player may end a self-exclusion: it ends 24 hours after the request. */
    endSelfExclusion: (playerId: number) => db.transaction(async (tx) => {
      const now = clock.now();
      await store.lockPlayer(tx, playerId);
      const current = await store.runningExclusion(tx, playerId, now, true);
      if (!current || current.kind !== 'selfExclusion') throw notSelfExcluded();
      if (current.irrevocableUntil && current.irrevocableUntil > now) throw irrevocable(current.irrevocableUntil);
      if (current.endRequestedAt === null) {
        const endsAt = new Date(Math.min(current.endsAt.getTime(), now.getTime() + END_WAIT_MS));
        await store.requestEnd(tx, current.id, now, endsAt);
        await audit.recordAudit(tx, {
          operator: `player.${playerId}`, action: 'saferPlay.endRequested', subjectKind: 'player', subjectId: String(playerId),
          before: { endsAt: current.endsAt.toISOString() }, after: { endsAt: endsAt.toISOString() }, detail: {}, at: now,
        });
      }
      return view(tx, playerId, now);
    }),

    /** An operator sets a time-out or self-exclusion (the player's durations, or `<n>d`); never shortens one. */
    operatorStart: (operator: string, playerId: number, kind: ExclusionKind, duration: string, reason: string) => db.transaction(async (tx) => {
      const now = clock.now();
      const endsAt = operatorEnd(kind, now, duration);
      if (!endsAt) return null;
      const irrevocableFrom = kind === 'selfExclusion' ? new Date(Math.min(endsAt.getTime(), irrevocableUntil(now).getTime())) : null;
      return start(tx, { playerId, kind, duration, endsAt, irrevocableUntil: irrevocableFrom, actor: { kind: 'operator', username: operator }, reason });
    }),

    exclusionsOf: (playerId: number, limit: number) => store.exclusionsOf(db, playerId, limit),

    /** Replaces the restricted-persons list with the CSV's rows; answers how many it holds. Throws RestrictedListError naming a bad line. */
    importRestricted: async (operator: string, csv: string) => {
      const people = parseRestrictedCsv(csv);
      return db.transaction(async (tx) => {
        const now = clock.now();
        const before = await store.countRestricted(tx);
        const rows = await store.replaceRestricted(tx, people, now);
        await audit.recordAudit(tx, {
          operator, action: 'saferPlay.restrictedImport', subjectKind: 'restrictedList', subjectId: 'all',
          before: { rows: before }, after: { rows }, detail: {}, at: now,
        });
        return rows;
      });
    },

    /** The restricted-list check of a KYC submission. */
    screen,

    /** At every login: the identity of the player's latest KYC submission, when there is one, against the list. */
    async screenAtLogin(tx: Q, playerId: number): Promise<boolean> {
      const identity = await kyc.identityOf(tx, playerId);
      return identity ? screen(tx, playerId, identity, 'login') : false;
    },

    openMatches: (limit: number) => store.openMatches(db, limit),
    /** How many people the restricted list holds. */
    restrictedListSize: () => store.countRestricted(db),

    clearMatch: (operator: string, playerId: number, reason: string) => db.transaction(async (tx) => {
      const now = clock.now();
      const cleared = await store.clearMatch(tx, playerId, now, operator);
      if (cleared) {
        await audit.recordAudit(tx, {
          operator, action: 'saferPlay.restrictedClear', subjectKind: 'player', subjectId: String(playerId),
          before: { restricted: true }, after: { restricted: false }, detail: { reason }, at: now,
        });
      }
      return cleared;
    }),

    recordDeclaration: (tx: Q, playerId: number, at: Date, via: string) => store.recordDeclaration(tx, playerId, at, via),
    declarationOf: (playerId: number) => store.declarationOf(db, playerId),

    /** One account per person: flags every other account that submitted this ID number; answers how many. */
    async flagDuplicateIdNumber(tx: Q, e: { playerId: number; submissionId: number; idNumber: string; at: Date }): Promise<number> {
      const others = await kyc.otherPlayersWithIdNumber(tx, e.idNumber, e.playerId);
      for (const otherPlayerId of others) {
        await store.flagDuplicate(tx, { idNumber: e.idNumber, playerId: e.playerId, otherPlayerId, submissionId: e.submissionId, createdAt: e.at });
      }
      return others.length;
    },
    duplicateIds: (limit: number) => store.listDuplicates(db, limit),
  };
}
