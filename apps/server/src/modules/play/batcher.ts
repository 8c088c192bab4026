/**
 * Work items that arrive while earlier ones are in flight wait, and leave together as one batch
 * when a slot frees: nobody waits for a batch to fill. With a slot free an item leaves at once,
 * alone; batches grow only while the database is busy, which is when sharing a round trip (and
 * a commit) pays. The gateway groups its statements (statement-batches.ts) and its session
 * reads (session-reads.ts) this way.
 */

export interface BatcherOptions<T> {
  /** Batches running at once. */
  inFlight: number;
  /** Items per batch at most. */
  maxItems: number;
  /**
   * What an item holds while its batch runs (names of rows it locks first): an item whose
   * holdings another running batch holds waits for a later batch. None by default.
   */
  holds?: (item: T) => readonly string[];
  /** Runs a batch; must settle every item's own promise, and never throw. */
  run: (items: T[]) => Promise<void>;
}

export function createBatcher<T>(options: BatcherOptions<T>): (item: T) => void {
  const { inFlight, maxItems, run } = options;
  const holds = options.holds ?? (() => []);
  const waiting: T[] = [];
  const held = new Set<string>();
  let running = 0;

  /** The waiting items the next batch can take, in arrival order, removed from the queue. */
  function take(): T[] {
    const batch: T[] = [];
    for (let i = 0; i < waiting.length && batch.length < maxItems;) {
      const item = waiting[i] as T;
      if (holds(item).some((h) => held.has(h))) {
        i++;
        continue;
      }
      batch.push(item);
      waiting.splice(i, 1);
    }
    return batch;
  }

  function pump(): void {
    while (running < inFlight && waiting.length > 0) {
      const batch = take();
      if (batch.length === 0) return;
      const holdings = batch.flatMap(holds);
      for (const h of holdings) held.add(h);
      running++;
      void run(batch).finally(() => {
        running--;
        for (const h of holdings) held.delete(h);
        pump();
      });
    }
  }

  return (item) => {
    waiting.push(item);
    pump();
  };
}
