import { describe, expect, it } from 'vitest';
import { createPlayerQueue } from './player-queue.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('player queue', () => {
  it('runs one player\'s tasks one at a time, in order, through failures', async () => {
    const runInTurn = createPlayerQueue();
    const log: string[] = [];
    const task = (name: string, fail = false) => async () => {
      log.push(`${name} start`);
      await tick();
      log.push(`${name} end`);
      if (fail) throw new Error(name);
      return name;
    };
    const results = await Promise.allSettled([runInTurn(1, task('a', true)), runInTurn(1, task('b')), runInTurn(1, task('c'))]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled', 'fulfilled']);
    expect(log).toEqual(['a start', 'a end', 'b start', 'b end', 'c start', 'c end']);
  });

  it('lets different players run side by side', async () => {
    const runInTurn = createPlayerQueue();
    const log: string[] = [];
    const task = (name: string) => async () => {
      log.push(`${name} start`);
      await tick();
      log.push(`${name} end`);
    };
    await Promise.all([runInTurn(1, task('a')), runInTurn(2, task('b'))]);
    expect(log.slice(0, 2)).toEqual(['a start', 'b start']);
  });
});
