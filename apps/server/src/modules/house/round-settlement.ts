import { HOUSE_PROVIDER_CODE } from '@casino/contract';
import type { ProviderReply } from '@casino/contract';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { listAbandonedRounds, markClosed, markVoid } from './round-store.ts';
import type { RoundRow } from './round-store.ts';
import type { HouseGameSession } from './game-session-auth.ts';
import { GatewayFault, isOk, rollbackTransactionId, winTransactionId } from './wallet-gateway.ts';
import type { SeamlessWallet } from './wallet-gateway.ts';

/**
 * Settling the house's rounds, all through the seamless-wallet gateway: the bet, the win that
 * closes the round, the rollback of a bet that will not be played, and the recovery of rounds
 * an interrupted request left behind (docs/decisions/021). (The gateway's own side of these
 * calls is modules/play/gateway-settlement.ts.)
 */

export interface HouseLog {
  warn(details: object, message: string): void;
}

export interface RoundSettlementDeps {
  db: Db;
  clock: Clock;
  wallet: SeamlessWallet;
  log: HouseLog;
}

/** What settling a round needs of it. */
export type RoundRef = Pick<RoundRow, 'id' | 'gameCode' | 'bet' | 'betTransactionId'>;
/** What a call to the gateway needs of a session: its token and the player id as the gateway spells it. */
export type SessionRef = Pick<HouseGameSession, 'token' | 'gatewayPlayerId'>;

/** A paid round: the round as closed now (null when it was closed already). */
export type WinResult = { status: 'closed'; balance: number; round: RoundRow | null } | { status: 'void' };

export type RoundSettlement = ReturnType<typeof createRoundSettlement>;

export function createRoundSettlement({ db, clock, wallet, log }: RoundSettlementDeps) {
  const roundFields = (session: SessionRef, round: RoundRef) =>
    ({ token: session.token, playerId: session.gatewayPlayerId, gameCode: round.gameCode, roundId: round.id });

  const settlement = {
    placeBet: (session: HouseGameSession, round: RoundRef): Promise<ProviderReply> =>
      wallet.call(HOUSE_PROVIDER_CODE, 'bet', { ...roundFields(session, round), transactionId: round.betTransactionId, amount: round.bet }),

    /**
     * Pays the win of a round whose outcome is final (0 settles a loss) and closes it. The
     * transaction id is the round's, so paying again after an interruption pays once.
     */
    async payWin(session: SessionRef, round: RoundRef & Pick<RoundRow, 'payout'>): Promise<WinResult> {
      const transactionId = winTransactionId(round.id);
      const reply = await wallet.call(HOUSE_PROVIDER_CODE, 'win', {
        ...roundFields(session, round), transactionId, betTransactionId: round.betTransactionId, amount: round.payout, roundClosed: true,
      });
      if (isOk(reply)) {
        const closed = await markClosed(db, round.id, transactionId, clock.now());
        return { status: 'closed', balance: reply.balance, round: closed };
      }
      // The gateway holds no bet to settle: no money moved for this round.
      if (reply.error === 'BET_ROLLED_BACK' || reply.error === 'BET_NOT_FOUND') {
        await markVoid(db, round.id, null, clock.now());
        return { status: 'void' };
      }
      throw new GatewayFault('win', reply);
    },

    /** Cancels the bet of a round that will not be played, whether or not the bet ever arrived. */
    async rollBack(session: SessionRef, round: RoundRef): Promise<void> {
      const transactionId = rollbackTransactionId(round.id);
      const reply = await wallet.call(HOUSE_PROVIDER_CODE, 'rollback', {
        ...roundFields(session, round), transactionId, referenceTransactionId: round.betTransactionId,
      });
      if (!isOk(reply)) throw new GatewayFault('rollback', reply);
      await markVoid(db, round.id, transactionId, clock.now());
    },

    /**
     * Finishes a round no request is working on any more: a drawn outcome is paid as drawn (the
     * nonce is spent, and cancelling it would let the house void rounds it lost); a bet whose
     * outcome was never drawn is rolled back.
     */
    async recoverRound(session: SessionRef, round: RoundRow): Promise<void> {
      if (round.status === 'pending') await settlement.rollBack(session, round);
      else if (round.status === 'settling') await settlement.payWin(session, round);
    },

    /** Recovers the abandoned rounds of the session's game; answers how many were finished. */
    async recoverAbandoned(session: HouseGameSession): Promise<number> {
      const rounds = await listAbandonedRounds(db, session.playerId, session.rules.game.code, clock.now());
      let finished = 0;
      for (const round of rounds) {
        try {
          await settlement.recoverRound(session, round);
          finished++;
        } catch (err) {
          // Left for the next attempt; the player's other rounds go on.
          log.warn({ err, roundId: round.id, status: round.status }, 'house round recovery failed');
        }
      }
      return finished;
    },
  };
  return settlement;
}
