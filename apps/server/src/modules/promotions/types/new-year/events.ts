/**
 * The event New Year publishes (platform/events.ts), in the transaction of the draw: a box or
 * lottery ticket paid coins at or above the instance's `bigWin`. The lobby records it on §3's
 * newYearList (lobbyTips), the big wins of the New Year event.
 */
export interface NewYearWinEvent {
  playerId: number;
  /** Coins won, hundredths. */
  amount: number;
  at: Date;
}

declare module '../../../../platform/events.ts' {
  interface DomainEvents {
    newYearWin: NewYearWinEvent;
  }
}
