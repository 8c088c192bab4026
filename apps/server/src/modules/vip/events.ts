/** The events the VIP module publishes, in the transaction that levels the player up. */
declare module '../../platform/events.ts' {
  interface DomainEvents {
    /** A player reached a higher VIP level (once per level; `from` is the level before). */
    vipLevelUp: { playerId: number; from: number; level: number; at: Date };
  }
}

export {};
