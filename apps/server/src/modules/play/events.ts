/**
 * A win the lobby's ticker counts as big (big-win.ts: at least 50 times its bet and at least
 * 1,000.00 coins); `amount` in hundredths.
 */
export interface BigWinEvent {
  playerId: number;
  /** The catalog game id. */
  gameId: number;
  amount: number;
  at: Date;
}

/** The events play publishes (platform/events.ts), each inside the transaction that makes it true. */
declare module '../../platform/events.ts' {
  interface DomainEvents {
    /** The gateway paid a big win; published in the win's transaction (the lobby records it for its ticker). */
    bigWin: BigWinEvent;
  }
}
