/** The events tracking publishes. */
declare module '../../platform/events.ts' {
  interface DomainEvents {
    /**
     * An `online` heartbeat from a game page: the player is still in that game (play keeps the
     * game's sessions alive). Published on the database handle right after the presence row is
     * written, not in a transaction (the heartbeat writes one row and has none).
     */
    playerHeartbeat: { playerId: number; gameId: number; at: Date };
  }
}


export {};
