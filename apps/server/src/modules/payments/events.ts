/**
 * The events the payments module publishes, inside the transaction that moves the order's
 * coins. Amounts are in hundredths; orderId is the order's id (D... or W...).
 */
declare module '../../platform/events.ts' {
  interface DomainEvents {
    /** A deposit was credited to the player's coins (once per order); actType: the activity it was made for (recharge3), 0 or absent for none. */
    depositCredited: { playerId: number; orderId: string; amount: number; actType?: number; at: Date };
    /** A player asked to withdraw: the amount (fee included) is held from the coins. */
    withdrawalRequested: { playerId: number; orderId: string; amount: number; at: Date };
    /** A withdrawal was approved (by an operator or the automatic rule): processing, its payout on its way. */
    withdrawalApproved: { playerId: number; orderId: string; amount: number; at: Date };
    /** A withdrawal's payout was confirmed: the held amount left (the payout, and the fee to the house). */
    withdrawalPaid: { playerId: number; orderId: string; amount: number; at: Date };
    /**
     * A withdrawal ended without a payout and the held amount went back to the coins: rejected by
     * an operator, cancelled by the player while pending, or failed at the provider.
     */
    withdrawalRefused: {
      playerId: number; orderId: string; amount: number; at: Date;
      outcome: 'rejected' | 'cancelled' | 'failed';
      /** The operator's or the provider's reason; '' for a cancellation. */
      reason: string;
    };
  }
}

export {};
