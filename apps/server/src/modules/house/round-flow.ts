import { randomBytes } from 'node:crypto';
import { HOUSE_PROVIDER_CODE } from '@casino/contract';
import type { HouseAction, HouseChoice, HouseRound } from '@casino/contract';
import { FairRandom } from '@casino/games';
import { nodeHashFunctions } from '@casino/games/node';
import type { Clock } from '../../platform/clock.ts';
import { isUniqueViolation } from '../../platform/db.ts';
import type { Db, Tx } from '../../platform/db.ts';
import { isBetOption } from './bet-options.ts';
import { InvalidMoveError } from './game-rules.ts';
import type { RoundStep } from './game-rules.ts';
import type { HouseGameSession } from './game-session-auth.ts';
import {
  betInvalid, choiceInvalid, insufficientBalance, limitRefusalOf, requestIdReused, requestInProgress, roundNotOpen, roundStillOpen, sessionRefusalOf,
} from './refusals.ts';
import { claimRequest, findRequest, requestFingerprint, storeAnswer } from './request-store.ts';
import { findRound, insertClaimedRound, markVoid, recordDraw, recordStep, releaseLease, unsettledGames } from './round-store.ts';
import type { NewRound, RoundRow } from './round-store.ts';
import { roundView } from './round-view.ts';
import { insertActiveSeed, takeNonce } from './seed-store.ts';
import { newSeedPair } from './seeds.ts';
import type { HouseLog, RoundRef, RoundSettlement } from './round-settlement.ts';
import { betTransactionId, GatewayFault, isOk } from './wallet-gateway.ts';
import type { SeamlessWallet } from './wallet-gateway.ts';

/**
 * Playing a round: housePlay (bet, draw, and for one-shot games the win) and houseAct (the
 * steps of video poker and mines). Each is idempotent on (player, requestId); the order of
 * writes is what makes an interruption recoverable (docs/decisions/021):
 *
 *   1. claim the requestId and record the round as pending   (one statement)
 *   2. bet through the gateway                                 (refused: the round is void)
 *   3. take the nonce, draw the outcome, record it             (one transaction; fails: roll back the bet)
 *   4. when the round is over, pay the win through the gateway (fails: recovery pays it later)
 *   5. store the answer for retries
 *
 * A refusal is thrown (refusals.ts) and answered by the call router.
 */

export interface HouseAnswer {
  round: HouseRound;
  balance: number;
}

export interface RoundFlowDeps {
  db: Db;
  clock: Clock;
  wallet: SeamlessWallet;
  settlement: RoundSettlement;
  log: HouseLog;
  /** How long a request may work on a round before recovery treats it as abandoned. */
  leaseMs: number;
}

/** Signals inside a transaction that it must be undone; caught right outside it. */
class AbortTransaction extends Error {
  constructor(readonly reason: 'request-taken' | 'round-moved') {
    super(reason);
  }
}

/** Non-guessable: 128 random bits as hex. */
const newRoundId = (): string => randomBytes(16).toString('hex');

export type RoundFlow = ReturnType<typeof createRoundFlow>;

export function createRoundFlow(deps: RoundFlowDeps) {
  const { db, clock, wallet, settlement, log, leaseMs } = deps;
  const leaseFromNow = () => new Date(clock.now().getTime() + leaseMs);

  async function currentBalance(session: HouseGameSession): Promise<number> {
    const reply = await wallet.call(HOUSE_PROVIDER_CODE, 'balance', { token: session.token, playerId: session.gatewayPlayerId });
    if (!isOk(reply)) throw new GatewayFault('balance', reply);
    return reply.balance;
  }

  async function readRound(roundId: string): Promise<RoundRow> {
    const row = await findRound(db, roundId);
    if (!row) throw new Error(`round ${roundId} vanished`);
    return row;
  }

  /** Stores and answers the round as it stands: `closed` when the caller has just read it, else read now. */
  async function answerWith(session: HouseGameSession, requestId: string, roundId: string, balance: number, closed: RoundRow | null = null): Promise<HouseAnswer> {
    const answer: HouseAnswer = { round: roundView(closed ?? (await readRound(roundId))), balance };
    await storeAnswer(db, session.playerId, requestId, answer, clock.now());
    return answer;
  }

  /**
   * The answer to a requestId seen before: the stored one; for one that was interrupted, the
   * round finished by recovery. Throws 1127 for another request and 1129 while the earlier
   * attempt is still at work. Null when there was no earlier attempt, or it came to nothing
   * (its bet was refused or rolled back): the request is then new.
   */
  async function replay(session: HouseGameSession, requestId: string, fingerprint: string): Promise<HouseAnswer | null> {
    const stored = await findRequest(db, session.playerId, requestId);
    if (!stored) return null;
    if (stored.fingerprint !== fingerprint) throw requestIdReused();
    if (stored.answer) return stored.answer as unknown as HouseAnswer;
    let round = await readRound(stored.roundId);
    if (round.status === 'pending' || round.status === 'settling') {
      if (round.leaseUntil > clock.now()) throw requestInProgress();
      await settlement.recoverRound(session, round);
      round = await readRound(stored.roundId);
    }
    if (round.status === 'void') return null;
    if (round.status === 'pending' || round.status === 'settling') throw requestInProgress();
    return answerWith(session, requestId, round.id, await currentBalance(session));
  }

  /** The answer to a request whose requestId another request took meanwhile: its replay, or its refusal (1129 when it came to nothing). */
  async function answerTaken(session: HouseGameSession, requestId: string, fingerprint: string): Promise<HouseAnswer> {
    const replayed = await replay(session, requestId, fingerprint);
    if (replayed) return replayed;
    throw requestInProgress();
  }

  /**
   * Claims the requestId in the transaction `write` runs in: null when claimed. When it was
   * taken meanwhile, the replay of the request that took it (or its refusal, thrown; 1129 when
   * that request came to nothing).
   */
  async function claimAnd(
    session: HouseGameSession, requestId: string, fingerprint: string, roundId: string,
    write: (tx: Tx) => Promise<void>,
  ): Promise<HouseAnswer | null> {
    try {
      await db.transaction(async (tx) => {
        await write(tx);
        const claimed = await claimRequest(tx, { playerId: session.playerId, requestId, fingerprint, roundId, at: clock.now() });
        if (!claimed) throw new AbortTransaction('request-taken');
      });
      return null;
    } catch (err) {
      if (err instanceof AbortTransaction && err.reason === 'request-taken') return answerTaken(session, requestId, fingerprint);
      throw err;
    }
  }

  /** Cancels the bet of a round that will not be played; on failure recovery tries again later. */
  async function cancelBet(session: HouseGameSession, round: NewRound): Promise<void> {
    try {
      await settlement.rollBack(session, round);
    } catch (err) {
      log.warn({ err, roundId: round.id }, 'house bet rollback failed; left for recovery');
      await releaseLease(db, round.id, clock.now());
    }
  }

  /** Takes the next nonce and draws the round's outcome from it, in one transaction; a player's first round makes their seed pair. */
  function draw(session: HouseGameSession, round: NewRound): Promise<RoundStep> {
    return db.transaction(async (tx) => {
      let taken = await takeNonce(tx, session.playerId);
      if (!taken) {
        await insertActiveSeed(tx, session.playerId, newSeedPair(), clock.now());
        taken = await takeNonce(tx, session.playerId);
        if (!taken) throw new Error(`player ${session.playerId} has no active seed pair after creating one`);
      }
      const rng = new FairRandom({ serverSeed: taken.serverSeed, clientSeed: taken.clientSeed }, taken.nonce, nodeHashFunctions);
      const step = session.rules.start(round.bet, rng, round.choice);
      const recorded = await recordDraw(tx, round.id, {
        seedId: taken.seedId, nonce: taken.nonce, state: step.state, outcome: step.outcome, payout: step.payout,
        status: step.finished ? 'settling' : 'open',
      });
      if (!recorded) throw new Error(`round ${round.id} is no longer pending`);
      return step;
    });
  }

  /** Pays a finished round, or leaves an open one to the player; stores the answer. */
  async function conclude(session: HouseGameSession, requestId: string, round: RoundRef, step: RoundStep, balance: number): Promise<HouseAnswer> {
    if (!step.finished) {
      await releaseLease(db, round.id, clock.now());
      return answerWith(session, requestId, round.id, balance);
    }
    let paid;
    try {
      paid = await settlement.payWin(session, { ...round, payout: step.payout });
    } catch (err) {
      await releaseLease(db, round.id, clock.now());
      throw err;
    }
    if (paid.status === 'void') throw new Error(`round ${round.id}: the gateway no longer holds its bet`);
    return answerWith(session, requestId, round.id, paid.balance, paid.round);
  }

  return {
    currentBalance,

    async play(session: HouseGameSession, input: { requestId: string; bet: number; choice: HouseChoice }): Promise<HouseAnswer> {
      const { rules } = session;
      const fingerprint = requestFingerprint({ call: 'housePlay', game: rules.game.code, bet: input.bet, choice: input.choice });
      const earlier = await replay(session, input.requestId, fingerprint);
      if (earlier) return earlier;

      if (!isBetOption(input.bet)) throw betInvalid(input.bet);
      try {
        rules.checkChoice(input.choice);
      } catch (err) {
        if (err instanceof InvalidMoveError) throw choiceInvalid(err.message);
        throw err;
      }
      await settlement.recoverAbandoned(session);
      if (rules.multiStep && (await unsettledGames(db, session.playerId, rules.game.code)).length > 0) {
        throw roundStillOpen(rules.game.name);
      }

      const id = newRoundId();
      const round: NewRound = {
        id, playerId: session.playerId, gameId: rules.game.id, gameCode: rules.game.code, bet: input.bet, choice: input.choice,
        betTransactionId: betTransactionId(id), leaseUntil: leaseFromNow(), createdAt: clock.now(),
      };
      if (!(await insertClaimedRound(db, round, input.requestId, fingerprint))) return answerTaken(session, input.requestId, fingerprint);

      let bet;
      try {
        bet = await settlement.placeBet(session, round);
      } catch (err) {
        // The bet may or may not have arrived: cancel it either way.
        await cancelBet(session, round);
        throw err;
      }
      if (!isOk(bet)) {
        await markVoid(db, id, null, clock.now());
        if (bet.error === 'INSUFFICIENT_FUNDS') throw insufficientBalance(bet.balance ?? 0);
        throw sessionRefusalOf(bet) ?? limitRefusalOf(bet) ?? new GatewayFault('bet', bet);
      }

      let step: RoundStep;
      try {
        step = await draw(session, round);
      } catch (err) {
        await cancelBet(session, round);
        // Another server opened a round of this game at the same moment.
        if (isUniqueViolation(err, 'house_rounds_open_key')) throw roundStillOpen(rules.game.name);
        throw err;
      }
      return conclude(session, input.requestId, round, step, bet.balance);
    },

    async act(session: HouseGameSession, input: { requestId: string; roundId: string; action: HouseAction }): Promise<HouseAnswer> {
      const { rules } = session;
      const fingerprint = requestFingerprint({ call: 'houseAct', game: rules.game.code, roundId: input.roundId, action: input.action });
      const earlier = await replay(session, input.requestId, fingerprint);
      if (earlier) return earlier;

      const round = await findRound(db, input.roundId);
      if (!round || round.playerId !== session.playerId || round.gameCode !== rules.game.code || round.status === 'void') {
        throw roundNotOpen(`roundId: no round of ${rules.game.name} in this session has that id`);
      }
      if (round.status !== 'open' || round.state === null) {
        throw roundNotOpen('roundId: the round is not waiting for a step (it is over or still starting)');
      }
      let step: RoundStep;
      try {
        step = rules.next(round.state, input.action);
      } catch (err) {
        if (err instanceof InvalidMoveError) throw choiceInvalid(err.message);
        throw err;
      }

      const update = {
        actions: [...round.actions, input.action], state: step.state, outcome: step.outcome, payout: step.payout,
        status: step.finished ? 'settling' as const : 'open' as const,
        // Only a round being paid needs a lease; an open one waits for the player.
        leaseUntil: step.finished ? leaseFromNow() : clock.now(),
      };
      let taken;
      try {
        taken = await claimAnd(session, input.requestId, fingerprint, round.id, async (tx) => {
          if (!(await recordStep(tx, round.id, round.actions.length, update))) throw new AbortTransaction('round-moved');
        });
      } catch (err) {
        if (err instanceof AbortTransaction) throw roundNotOpen('roundId: the round has moved on; load it again');
        throw err;
      }
      if (taken) return taken;
      // A step that moves no money leaves the balance authenticate answered.
      return conclude(session, input.requestId, round, step, session.balance);
    },
  };
}
