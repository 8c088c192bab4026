import type { HouseRound } from '@casino/contract';
import type { RoundRow } from './round-store.ts';

/**
 * A round as the player sees it. An open round shows only its public outcome; a settling
 * round (outcome final, win not yet confirmed) shows as closed with no settledAt yet.
 * Pending and void rounds are never shown.
 */
export function roundView(row: RoundRow): HouseRound {
  if (row.outcome === null || row.nonce === null || row.serverSeedHash === null || row.clientSeed === null) {
    throw new Error(`round ${row.id} has no outcome to show (${row.status})`);
  }
  return {
    roundId: row.id,
    gameId: row.gameId,
    gameCode: row.gameCode,
    bet: row.bet,
    payout: row.payout,
    status: row.status === 'open' ? 'open' : 'closed',
    choice: row.choice,
    actions: row.actions,
    outcome: row.outcome,
    serverSeedHash: row.serverSeedHash,
    serverSeed: row.revealedServerSeed,
    clientSeed: row.clientSeed,
    nonce: row.nonce,
    createdAt: row.createdAt.getTime(),
    settledAt: row.status === 'closed' && row.settledAt !== null ? row.settledAt.getTime() : null,
  };
}
