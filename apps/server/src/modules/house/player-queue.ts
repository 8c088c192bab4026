/**
 * Runs one player's house requests one after another in this process, so a retry waits for
 * the request it repeats instead of racing it. Across processes the database decides
 * (request claims, round leases, unique open rounds).
 */
export function createPlayerQueue() {
  const tails = new Map<number, Promise<void>>();
  return function runInTurn<T>(playerId: number, task: () => Promise<T>): Promise<T> {
    const previous = tails.get(playerId) ?? Promise.resolve();
    const run = previous.then(task);
    const tail = run.then(() => undefined, () => undefined);
    tails.set(playerId, tail);
    // The map holds only players with a request in flight.
    void tail.then(() => {
      if (tails.get(playerId) === tail) tails.delete(playerId);
    });
    return run;
  };
}
