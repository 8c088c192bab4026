/**
 * Work that may happen only once a transaction has committed, such as telling a player's app
 * that their balance changed (docs/decisions/078): telling it earlier could announce a change
 * that is then rolled back. Code running in a transaction registers the work with
 * `afterCommit(tx, task)`; db.ts runs the tasks right after COMMIT and drops them on rollback.
 * Given the database itself instead of a transaction, the statements already committed on
 * their own, so the task runs at once.
 *
 * A task must be quick and must not throw: it runs after the caller's work is durable, so a
 * failure there cannot undo anything, and is ignored.
 */
export type CommitTask = () => void;

/** The pending tasks of each open transaction handle. */
const pending = new WeakMap<object, CommitTask[]>();

export function afterCommit(q: object, task: CommitTask): void {
  const tasks = pending.get(q);
  if (tasks) tasks.push(task);
  else runTask(task);
}

/**
 * For db.ts, one per transaction: `track(tx)` marks the transaction's handle, `committed()` runs
 * its tasks once COMMIT succeeded. A transaction that rolls back never calls it.
 */
export function commitTasks() {
  const tasks: CommitTask[] = [];
  let handle: object | null = null;
  return {
    track<T extends object>(tx: T): T {
      handle = tx;
      pending.set(tx, tasks);
      return tx;
    },
    committed(): void {
      if (handle) pending.delete(handle);
      for (const task of tasks.splice(0)) runTask(task);
    },
  };
}

function runTask(task: CommitTask): void {
  try {
    task();
  } catch {
    // Ignored by contract (see above): the committed work stands whatever a task does.
  }
}
