import { createHash } from 'node:crypto';
import type { PushSignal } from '@casino/contract';
import type { Redis, RedisConnections } from '../../platform/redis.ts';
import { signalsAfter } from './bus.ts';
import type { BusListener, BusMessage, PushBus, SequencedSignal } from './bus.ts';
import { DEFAULT_BOUNDS } from './memory-bus.ts';
import type { ReplayBounds } from './memory-bus.ts';

/**
 * The bus of several servers on one Redis (REDIS_URL). Per watched player Redis keeps a floor
 * (signals numbered up to it may be gone; its lifetime is the resume window, renewed while a
 * stream is open) and a list of the latest signals; `push:seq` is the one sequence. A signal is
 * numbered, kept and published on the player's channel by one script, so every server's
 * subscriber receives the signals in sequence order. Broadcasts use the key `all` and the
 * channel push:all the same way. Nothing here runs inside a database transaction: the push
 * module publishes after commit.
 */

const SEQ_KEY = 'push:seq';
const floorKey = (who: number | 'all') => `push:floor:${who}`;
const keptKey = (who: number | 'all') => `push:kept:${who}`;
const channelOf = (who: number | 'all') => (who === 'all' ? 'push:all' : `push:player:${who}`);

/** The sequence's next number: one more than the last, or now in microseconds if that is more. */
const NEXT_SEQ = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000000 + tonumber(t[2])
`;

/** KEYS: seq, floor, kept. ARGV: channel, signal JSON, signals kept. Answers 1 when published, 0 when nobody watches. */
export const PUBLISH_SCRIPT = `
if redis.call('EXISTS', KEYS[2]) == 0 then return 0 end
${NEXT_SEQ}
local seq = string.format('%.0f', math.max(tonumber(redis.call('GET', KEYS[1]) or '0') + 1, now))
redis.call('SET', KEYS[1], seq)
local entry = '{"seq":' .. seq .. ',"signal":' .. ARGV[2] .. '}'
redis.call('RPUSH', KEYS[3], entry)
local ttl = redis.call('PTTL', KEYS[2])
if ttl > 0 then redis.call('PEXPIRE', KEYS[3], ttl) end
if redis.call('LLEN', KEYS[3]) > tonumber(ARGV[3]) then
  local dropped = redis.call('LPOP', KEYS[3])
  redis.call('SET', KEYS[2], string.match(dropped, '^{"seq":(%d+)'), 'KEEPTTL')
end
redis.call('PUBLISH', ARGV[1], entry)
return 1
`;

/**
 * KEYS: seq, then floor and kept of each player watched (the broadcast's included). ARGV: the
 * resume window in ms. A floor that is missing starts at the current position with nothing kept;
 * one that exists lives on. Answers the current position.
 */
export const WATCH_SCRIPT = `
${NEXT_SEQ}
local position = string.format('%.0f', math.max(tonumber(redis.call('GET', KEYS[1]) or '0'), now))
redis.call('SET', KEYS[1], position)
for i = 2, #KEYS, 2 do
  if redis.call('SET', KEYS[i], position, 'NX', 'PX', ARGV[1]) then
    redis.call('DEL', KEYS[i + 1])
  else
    redis.call('PEXPIRE', KEYS[i], ARGV[1])
    redis.call('PEXPIRE', KEYS[i + 1], ARGV[1])
  end
end
return position
`;

/** Players per keep-alive script call, so one call never holds Redis for long. */
const KEEP_ALIVE_BATCH = 500;

const sha = (script: string) => createHash('sha1').update(script).digest('hex');
const SCRIPTS = { publish: { text: PUBLISH_SCRIPT, sha: sha(PUBLISH_SCRIPT) }, watch: { text: WATCH_SCRIPT, sha: sha(WATCH_SCRIPT) } };

async function runScript(redis: Redis, script: { text: string; sha: string }, keys: string[], args: Array<string | number>): Promise<unknown> {
  try {
    return await redis.evalsha(script.sha, keys.length, ...keys, ...args);
  } catch (err) {
    // Redis forgets scripts on restart: load it again with the call.
    if (!(err instanceof Error) || !err.message.startsWith('NOSCRIPT')) throw err;
    return redis.eval(script.text, keys.length, ...keys, ...args);
  }
}

/** A channel's text as a bus message; anything else (another version's format) is ignored. */
function parseMessage(text: string): BusMessage | null {
  try {
    const parsed = JSON.parse(text) as { seq?: unknown; signal?: unknown; end?: { sessionId?: unknown; exceptSessionId?: unknown } };
    if (typeof parsed.seq === 'number' && typeof parsed.signal === 'object' && parsed.signal !== null) {
      return { kind: 'signal', seq: parsed.seq, signal: parsed.signal as PushSignal };
    }
    if (parsed.end) {
      const id = (v: unknown) => (typeof v === 'number' ? v : null);
      return { kind: 'end', sessionId: id(parsed.end.sessionId), exceptSessionId: id(parsed.end.exceptSessionId) };
    }
  } catch {
    // Not ours: ignored below.
  }
  return null;
}

const parseKept = (entries: readonly string[]): SequencedSignal[] => {
  const out: SequencedSignal[] = [];
  for (const entry of entries) {
    const message = parseMessage(entry);
    if (message?.kind === 'signal') out.push({ seq: message.seq, signal: message.signal });
  }
  return out;
};

export function redisPushBus(redis: RedisConnections, bounds: ReplayBounds = DEFAULT_BOUNDS): PushBus {
  const commands = redis.commands;
  const subscriber = redis.subscriber();
  const channels = new Map<string, { listeners: Set<BusListener>; subscribed: Promise<unknown> }>();
  const gapListeners: Array<() => void> = [];

  subscriber.on('message', (channel: string, text: string) => {
    const entry = channels.get(channel);
    if (!entry) return;
    const message = parseMessage(text);
    if (message) for (const listener of entry.listeners) listener(message);
  });
  // Messages published while the subscriber was away are lost: the streams must read everything again.
  let broken = false;
  subscriber.on('close', () => { broken = true; });
  subscriber.on('ready', () => {
    if (!broken) return;
    broken = false;
    for (const listener of gapListeners) listener();
  });

  async function listenTo(channel: string, listener: BusListener): Promise<() => void> {
    let entry = channels.get(channel);
    if (!entry) {
      entry = { listeners: new Set(), subscribed: subscriber.subscribe(channel) };
      channels.set(channel, entry);
    }
    entry.listeners.add(listener);
    const current = entry;
    try {
      await current.subscribed;
    } catch (err) {
      stop();
      throw err;
    }
    function stop() {
      current.listeners.delete(listener);
      if (current.listeners.size > 0 || channels.get(channel) !== current) return;
      channels.delete(channel);
      // Commands on one connection run in order: a later SUBSCRIBE to the channel still wins.
      subscriber.unsubscribe(channel).catch(() => undefined);
    }
    return stop;
  }

  const publishTo = async (who: number | 'all', signal: PushSignal) => {
    await runScript(commands, SCRIPTS.publish, [SEQ_KEY, floorKey(who), keptKey(who)], [channelOf(who), JSON.stringify(signal), bounds.replaySignals]);
  };

  return {
    publish: (playerId, signal) => publishTo(playerId, signal),
    broadcast: (signal) => publishTo('all', signal),
    async endSessions(playerId, end) {
      await commands.publish(channelOf(playerId), JSON.stringify({ end }));
    },
    listen: (playerId, listener) => listenTo(channelOf(playerId), listener),
    listenBroadcasts: (listener) => listenTo(channelOf('all'), listener),
    async watch(playerId) {
      const keys = [SEQ_KEY, floorKey(playerId), keptKey(playerId), floorKey('all'), keptKey('all')];
      return Number(await runScript(commands, SCRIPTS.watch, keys, [bounds.resumeWindowMs]));
    },
    async replay(playerId, after) {
      // One MULTI: the floors and the kept signals as of one moment.
      const replies = await commands.multi()
        .get(SEQ_KEY).get(floorKey(playerId)).lrange(keptKey(playerId), 0, -1).get(floorKey('all')).lrange(keptKey('all'), 0, -1)
        .exec();
      if (!replies || replies.some(([err]) => err)) throw new Error('push replay: Redis did not answer the transaction');
      const [last, mineFloor, mine, everyoneFloor, everyone] = replies.map(([, value]) => value) as [string | null, string | null, string[], string | null, string[]];
      if (last === null || mineFloor === null || everyoneFloor === null) return null;
      if (after < Number(mineFloor) || after < Number(everyoneFloor) || after > Number(last)) return null;
      return signalsAfter(after, parseKept(mine), parseKept(everyone));
    },
    async keepAlive(playerIds) {
      for (let i = 0; i < playerIds.length; i += KEEP_ALIVE_BATCH) {
        const batch = playerIds.slice(i, i + KEEP_ALIVE_BATCH);
        const keys = [SEQ_KEY, ...batch.flatMap((id) => [floorKey(id), keptKey(id)]), floorKey('all'), keptKey('all')];
        await runScript(commands, SCRIPTS.watch, keys, [bounds.resumeWindowMs]);
      }
    },
    onGap: (listener) => void gapListeners.push(listener),
    async close() {
      channels.clear();
      if (subscriber.status === 'end') return;
      await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
}
