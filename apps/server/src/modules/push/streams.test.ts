import { afterEach, describe, expect, it } from 'vitest';
import { memoryPushBus } from './memory-bus.ts';
import { createStreamRegistry } from './streams.ts';
import type { StreamRegistry, StreamSink } from './streams.ts';

/** What a stream wrote, as an HTTP response would take it; `stalled` stops the network taking any. */
function sinkOf(options: { stalled?: boolean } = {}) {
  const text: string[] = [];
  let ended = false;
  const sink: StreamSink = {
    write: (chunk) => void text.push(chunk),
    backlog: () => (options.stalled ? text.join('').length : 0),
    end: () => { ended = true; },
  };
  return { sink, text: () => text.join(''), ended: () => ended };
}

async function until(check: () => boolean, what: string, ms = 5_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const quiet = { warn: () => undefined };
const request = (sink: StreamSink, playerId = 1, sessionId = 10) =>
  ({ playerId, sessionId, lastEventId: undefined, sink, stillLoggedIn: async () => true });

describe('the stream registry', () => {
  let streams: StreamRegistry | undefined;
  afterEach(() => streams?.stop());

  it('writes a heartbeat comment while nothing happens, and ends a stream at its age so the app reconnects', async () => {
    streams = createStreamRegistry(memoryPushBus(), quiet, { heartbeatMs: 20, maxAgeMs: 200 });
    const out = sinkOf();
    await streams.open(request(out.sink)).started;
    await until(() => out.text().includes(':\n\n'), 'a heartbeat');
    await until(out.ended, 'the end of the stream');
    expect(out.text()).toContain('data: {"type":"end","reason":"reconnect"}\n\n');
    expect(streams.count(1)).toBe(0);
  });

  it('cuts off a reader that takes nothing, without waiting on it', async () => {
    const bus = memoryPushBus();
    streams = createStreamRegistry(bus, quiet, { maxBacklogBytes: 200 });
    const out = sinkOf({ stalled: true });
    await streams.open(request(out.sink)).started;
    for (let i = 0; i < 20 && !out.ended(); i++) await bus.publish(1, { type: 'withdrawal', orderId: `W${i}`, state: 'pending' });
    expect(out.ended()).toBe(true);
    expect(streams.count(1)).toBe(0);
    const written = out.text().length;
    await bus.publish(1, { type: 'mail' });
    expect(out.text().length).toBe(written);
  });

  it('ends a stream whose session ended while it was opening', async () => {
    streams = createStreamRegistry(memoryPushBus(), quiet);
    const out = sinkOf();
    await streams.open({ ...request(out.sink), stillLoggedIn: async () => false }).started;
    expect(out.text()).toBe('data: {"type":"end","reason":"sessionEnded"}\n\n');
    expect(out.ended()).toBe(true);
  });

  it('ends the streams of sessions that ended without an event, on the heartbeat', async () => {
    const ended = new Set<number>();
    const asked: number[][] = [];
    streams = createStreamRegistry(memoryPushBus(), quiet, {
      heartbeatMs: 20,
      endedSessions: async (ids) => {
        asked.push([...ids]);
        return ids.filter((id) => ended.has(id));
      },
    });
    const kept = sinkOf();
    const gone = sinkOf();
    await streams.open(request(kept.sink, 1, 10)).started;
    await streams.open(request(gone.sink, 1, 11)).started;
    await until(() => asked.length > 0, 'a check of the sessions');
    expect(asked[0]!.sort()).toEqual([10, 11]);
    ended.add(11);
    await until(gone.ended, 'the end of the ended session\'s stream');
    expect(gone.text()).toContain('data: {"type":"end","reason":"sessionEnded"}\n\n');
    expect(kept.ended()).toBe(false);
    expect(streams.count(1)).toBe(1);
  });

  it('ends every stream for a server that stops, and opens none after', async () => {
    streams = createStreamRegistry(memoryPushBus(), quiet);
    const a = sinkOf();
    const b = sinkOf();
    await streams.open(request(a.sink, 1)).started;
    await streams.open(request(b.sink, 2)).started;
    streams.endAll();
    expect([a.ended(), b.ended()]).toEqual([true, true]);
    const late = sinkOf();
    await streams.open(request(late.sink, 3)).started;
    expect(late.text()).toBe('data: {"type":"end","reason":"reconnect"}\n\n');
    expect(streams.count()).toBe(0);
  });
});
