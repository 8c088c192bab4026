/** The events the tasks module publishes, in the transaction that moves the progress. */
declare module '../../platform/events.ts' {
  interface DomainEvents {
    /** Something counted towards a player's tasks (taskIds: the tasks it moved). */
    tasksProgressed: { playerId: number; taskIds: readonly number[]; at: Date };
  }
}

export {};
