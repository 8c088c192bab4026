import { defineModule } from '../../platform/module.ts';
import { rateGuard } from '../../platform/rate-limit.ts';
import type { PushFace } from './index.ts';
import { memoryPushBus } from './memory-bus.ts';
import { createPublisher } from './publisher.ts';
import { redisPushBus } from './redis-bus.ts';
import { registerPushStream } from './routes.ts';
import { subscribeSignals } from './signals.ts';
import { sessionEnds } from './session-ends.ts';
import { createStreamRegistry } from './streams.ts';

declare module '../../platform/module.ts' {
  interface ModuleFaces {
    push: PushFace;
  }
}

/**
 * The push stream. wallet: its balance moves (every transfer, bets and wins included), heard
 * after commit. With REDIS_URL the signals cross servers through Redis, otherwise they stay in
 * this process.
 */
export const pushModule = defineModule({
  name: 'push',
  needs: ['wallet'],
  create(ctx, needs): PushFace {
    const bus = ctx.redis ? redisPushBus(ctx.redis) : memoryPushBus();
    const publisher = createPublisher({ bus, log: ctx.log });
    const streams = createStreamRegistry(bus, ctx.log, { endedSessions: sessionEnds(ctx.db, ctx.clock) });
    needs.wallet.onBalancesMoved((playerIds) => publisher.balancesMoved(playerIds));
    ctx.onClose(async () => {
      streams.stop();
      publisher.close();
      await publisher.settled();
      await bus.close();
    });
    return { publisher, streams };
  },
  routes(push, { app, resolveSession }, ctx) {
    registerPushStream(app, { streams: push.streams, resolveSession, limits: rateGuard(ctx.rateLimiter, ctx.config.rateLimitScale) });
    // Open streams would hold the server's close until they end: they end first, and the apps reconnect elsewhere.
    app.addHook('preClose', async () => push.streams.endAll());
  },
  subscribe(push, on) {
    subscribeSignals(on, push.publisher);
  },
});
