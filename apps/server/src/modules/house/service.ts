import type { z } from 'zod';
import type {
  HouseAction, HouseChoice, HouseGameInfo as HouseGameInfoSchema, HouseRound, RevealedSeeds, SeedCommitment,
} from '@casino/contract';
import { commitmentOf, hashServerSeed, houseGameByCode, roundFloats } from '@casino/games';
import { nodeHashFunctions } from '@casino/games/node';
import type { HouseGameDefinition } from '@casino/games';
import type { Clock } from '../../platform/clock.ts';
import type { Db, Queryable } from '../../platform/db.ts';
import { BET_OPTIONS, DEFAULT_BET } from './bet-options.ts';
import { authenticateGameSession } from './game-session-auth.ts';
import type { HouseGameSession } from './game-session-auth.ts';
import { createPlayerQueue } from './player-queue.ts';
import { roundNotFound, roundsUnfinished } from './refusals.ts';
import { createRoundFlow } from './round-flow.ts';
import type { HouseAnswer } from './round-flow.ts';
import { createRoundSettlement } from './round-settlement.ts';
import type { HouseLog } from './round-settlement.ts';
import { findOpenRound, findShownRound, listRounds, unsettledGames } from './round-store.ts';
import { roundView } from './round-view.ts';
import { findActiveSeed, insertActiveSeed, listRevealedSeeds, markRevealed, revealedServerSeeds, takeNonce } from './seed-store.ts';
import type { ActiveSeedRow } from './seed-store.ts';
import { newSeedPair, nextSeedPair } from './seeds.ts';
import { createRoundSweep } from './sweep.ts';
import type { SettlementSessionOpener, SweepResult } from './sweep.ts';
import type { SeamlessWallet } from './wallet-gateway.ts';

export interface HouseProviderDeps {
  db: Db;
  clock: Clock;
  /** The seamless-wallet gateway: the only way the house moves coins. */
  wallet: SeamlessWallet;
  log: HouseLog;
  /** How long a request may work on a round before recovery may finish it (default 30 s). */
  leaseMs?: number;
  /** A settlement-only session for recovering any player's rounds (recoverAbandonedRounds). */
  openSettlementSession?: SettlementSessionOpener;
}

export const DEFAULT_LEASE_MS = 30_000;
export const DEFAULT_ROUNDS_LIMIT = 20;
export const REVEALED_SEEDS_LISTED = 10;

/** The game as houseInit describes it (the contract's HouseGameInfo). */
export type HouseGameInfo = z.infer<typeof HouseGameInfoSchema>;

export interface HouseInit {
  game: HouseGameInfo;
  balance: number;
  betOptions: number[];
  defaultBet: number;
  seeds: SeedCommitment;
  openRound: HouseRound | null;
}

export type HouseProvider = ReturnType<typeof createHouseProvider>;

const gameInfo = ({ id, code, name, category, targetRtp, volatility, rtpNote }: HouseGameDefinition): HouseGameInfo =>
  ({ id, code, name, category, targetRtp, volatility, ...(rtpNote === undefined ? {} : { rtpNote }) });

const gameNames = (codes: string[]): string => codes.map((code) => houseGameByCode(code)?.name ?? code).join(', ');

/** A promotion's draw on the player's house seed pair: the pair's commitment, the nonce taken, and its floats in [0, 1). */
export interface FairDraw { seedId: number; serverSeedHash: string; clientSeed: string; nonce: number; floats: number[] }

/**
 * The house provider: our own games, run like an external provider's. The game session
 * token of each call is resolved by the wallet gateway, and every bet, win and rollback goes
 * through it; this module keeps only the rounds, the seeds and the answers to requests.
 * Each operation answers its value or throws a Refusal (refusals.ts).
 */
export function createHouseProvider(deps: HouseProviderDeps) {
  const { db, clock, wallet, log } = deps;
  const settlement = createRoundSettlement({ db, clock, wallet, log });
  const flow = createRoundFlow({ db, clock, wallet, settlement, log, leaseMs: deps.leaseMs ?? DEFAULT_LEASE_MS });
  const runInTurn = createPlayerQueue();
  const openSettlementSession = deps.openSettlementSession;
  const sweep = openSettlementSession
    ? createRoundSweep({ db, clock, settlement, log, leaseMs: deps.leaseMs ?? DEFAULT_LEASE_MS, openSession: openSettlementSession })
    : null;

  /** The player's active seed pair, created on first use with a random client seed. */
  async function activeSeeds(playerId: number): Promise<ActiveSeedRow> {
    const found = await findActiveSeed(db, playerId);
    if (found) return found;
    await insertActiveSeed(db, playerId, newSeedPair(), clock.now());
    const created = await findActiveSeed(db, playerId);
    if (!created) throw new Error(`player ${playerId}: no active seed pair after creating one`);
    return created;
  }

  /** Resolves the session (or throws its refusal), then runs the task in the player's turn. */
  async function inSession<T>(token: string, task: (session: HouseGameSession) => Promise<T>): Promise<T> {
    const session = await authenticateGameSession(wallet, token);
    return runInTurn(session.playerId, () => task(session));
  }

  return {
    /**
     * A draw of another module (a promotion's wheel, scratch card or lottery) on the player's
     * house seed pair, in the caller's transaction: it takes the next nonce as a round does, so
     * it is committed to by the same server seed hash and verified the same way once the pair is
     * revealed (docs/decisions/083). Its floats are `roundFloats(seeds, nonce, count)`.
     */
    async fairDraw(tx: Queryable, playerId: number, count: number): Promise<FairDraw> {
      let taken = await takeNonce(tx, playerId);
      if (!taken) {
        await insertActiveSeed(tx, playerId, newSeedPair(), clock.now());
        taken = await takeNonce(tx, playerId);
        if (!taken) throw new Error(`player ${playerId}: no active seed pair after creating one`);
      }
      const seeds = { serverSeed: taken.serverSeed, clientSeed: taken.clientSeed };
      return {
        seedId: taken.seedId, serverSeedHash: hashServerSeed(taken.serverSeed, nodeHashFunctions), clientSeed: taken.clientSeed,
        nonce: taken.nonce, floats: roundFloats(seeds, taken.nonce, count, nodeHashFunctions),
      };
    },
    /**
     * The server seeds of the given pairs of the player that have been revealed (rotated), by pair
     * id: a promotion's draw shows its seed once it may be verified, never before.
     */
    revealedServerSeeds: (playerId: number, seedIds: readonly number[], q: Queryable = db): Promise<Map<number, string>> =>
      revealedServerSeeds(q, playerId, seedIds),
    /** The game, bet options, balance, seed commitment and the round to resume; settles what an interruption left. */
    init: (token: string): Promise<HouseInit> => inSession(token, async (session) => {
      const recovered = await settlement.recoverAbandoned(session);
      const seeds = await activeSeeds(session.playerId);
      const open = await findOpenRound(db, session.playerId, session.rules.game.code);
      const balance = recovered > 0 ? await flow.currentBalance(session) : session.balance;
      return {
        game: gameInfo(session.rules.game), balance, betOptions: [...BET_OPTIONS], defaultBet: DEFAULT_BET,
        seeds: commitmentOf(seeds), openRound: open ? roundView(open) : null,
      };
    }),

    play: (token: string, input: { requestId: string; bet: number; choice: HouseChoice }): Promise<HouseAnswer> =>
      inSession(token, (session) => flow.play(session, input)),

    act: (token: string, input: { requestId: string; roundId: string; action: HouseAction }): Promise<HouseAnswer> =>
      inSession(token, (session) => flow.act(session, input)),

    /** The player's recent rounds of the session's game, newest first. */
    rounds: (token: string, limit = DEFAULT_ROUNDS_LIMIT): Promise<{ list: HouseRound[] }> =>
      inSession(token, async (session) => {
        const rows = await listRounds(db, session.playerId, session.rules.game.code, limit);
        return { list: rows.map(roundView) };
      }),

    seeds: (token: string): Promise<{ active: SeedCommitment; revealed: RevealedSeeds[] }> =>
      inSession(token, async (session) => {
        const active = await activeSeeds(session.playerId);
        const revealed = await listRevealedSeeds(db, session.playerId, REVEALED_SEEDS_LISTED);
        return { active: commitmentOf(active), revealed: revealed.map((r) => ({ ...r, revealedAt: r.revealedAt.getTime() })) };
      }),

    /** Reveals the active pair and commits to a new one; refused while any house round is unfinished. */
    rotateSeeds: (token: string, clientSeed?: string): Promise<{ revealed: RevealedSeeds; active: SeedCommitment }> =>
      inSession(token, async (session) => {
        await settlement.recoverAbandoned(session);
        await activeSeeds(session.playerId);
        const at = clock.now();
        type Rotation = { blocking: string[] } | { next: ReturnType<typeof nextSeedPair> };
        const rotated = await db.transaction(async (tx): Promise<Rotation> => {
          // Locked first, as a round's draw does, so no round takes a nonce of the pair being revealed.
          const current = await findActiveSeed(tx, session.playerId, { forUpdate: true });
          if (!current) throw new Error(`player ${session.playerId}: no active seed pair`);
          // Revealing the seed would reveal the rest of an unfinished round (mines, undealt cards).
          const blocking = await unsettledGames(tx, session.playerId);
          if (blocking.length > 0) return { blocking };
          const next = nextSeedPair(current, clientSeed);
          await markRevealed(tx, current.id, at);
          await insertActiveSeed(tx, session.playerId, next.active, at);
          return { next };
        });
        if ('blocking' in rotated) throw roundsUnfinished(gameNames(rotated.blocking));
        const { revealed, active } = rotated.next;
        return { revealed: { ...revealed, revealedAt: at.getTime() }, active: commitmentOf(active) };
      }),

    /**
     * Finishes every player's abandoned rounds (lease ended, pending or settling) by decision
     * 021's rules; safe to run on several servers at once. Needs openSettlementSession.
     */
    recoverAbandonedRounds(): Promise<SweepResult> {
      if (!sweep) return Promise.reject(new Error('house: recoverAbandonedRounds needs openSettlementSession'));
      return sweep();
    },

    /** One of the player's own rounds, by the login session (getHouseRound). */
    async round(playerId: number, roundId: string): Promise<{ round: HouseRound }> {
      const row = await findShownRound(db, playerId, roundId);
      if (!row) throw roundNotFound();
      return { round: roundView(row) };
    },
  };
}
