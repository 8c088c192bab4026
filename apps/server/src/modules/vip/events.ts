/** The events the VIP module publishes, in the transaction that applies a batch of the transfer feed. */
declare module '../../platform/events.ts' {
  interface DomainEvents {
    /** A player reached a higher VIP level (once per level; `from` is the level before). */
    vipLevelUp: { playerId: number; from: number; level: number; at: Date };
    /** A feed batch changed these players' experience (bets add it, refunded bets take it back). */
    vipExperienceChanged: { playerIds: readonly number[]; at: Date };
  }
}

export {};
