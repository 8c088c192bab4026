/** The events the mail module publishes, in the transaction that writes the mail. */
declare module '../../platform/events.ts' {
  interface DomainEvents {
    /** Mail arrived: a system mail for one player, or an operator's send to a list of players or to everyone active. */
    mailSent: { to: readonly number[] | 'all'; at: Date };
  }
}

export {};
