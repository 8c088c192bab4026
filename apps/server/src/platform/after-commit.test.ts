import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterCommit } from './after-commit.ts';
import { openPglite } from './db.ts';
import type { Db } from './db.ts';

describe('afterCommit', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openPglite(null);
  });
  afterAll(async () => db.close());

  it('runs a task once its transaction has committed, not before', async () => {
    const ran: string[] = [];
    await db.transaction(async (tx) => {
      await tx.query('SELECT 1');
      afterCommit(tx, () => ran.push('first'));
      afterCommit(tx, () => ran.push('second'));
      expect(ran).toEqual([]);
    });
    expect(ran).toEqual(['first', 'second']);
  });

  it('drops the tasks of a transaction that rolls back', async () => {
    const ran: string[] = [];
    await expect(db.transaction(async (tx) => {
      afterCommit(tx, () => ran.push('undone'));
      throw new Error('roll back');
    })).rejects.toThrow('roll back');
    expect(ran).toEqual([]);
  });

  it('runs at once given the database (its statements committed on their own), and a task that throws harms nothing', async () => {
    const ran: string[] = [];
    afterCommit(db, () => ran.push('now'));
    expect(ran).toEqual(['now']);
    await expect(db.transaction(async (tx) => {
      afterCommit(tx, () => { throw new Error('a broken task'); });
      afterCommit(tx, () => ran.push('after the broken one'));
      return 'committed';
    })).resolves.toBe('committed');
    expect(ran).toEqual(['now', 'after the broken one']);
  });
});
