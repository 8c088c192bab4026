/**
 * The anchor of the player and house calls: a bare Fastify server (no plugins, no logging, no
 * database) whose one route takes a small JSON body and answers one, in a process of its own like the casino's.
 * It is what HTTP and Node cost on this machine before any of the casino's work.
 *
 *   PORT=3001 HOST=127.0.0.1 npx tsx bench/support/bare-server.ts
 */
import Fastify from 'fastify';
import { BARE_PATH } from './bare-scenario.ts';

const app = Fastify({ logger: false });
app.get('/healthz', async () => ({ status: 'ok' }));
app.post(BARE_PATH, async () => ({ code: 200, errcode: 0 }));

process.once('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
await app.listen({ port: Number(process.env.PORT ?? 3001), host: process.env.HOST ?? '127.0.0.1' });
