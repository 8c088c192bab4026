import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { issueText } from '@casino/contract';
import { SANDBOX_BETS, SANDBOX_WEIGHT_TOTAL, sandboxMultiplier } from './outcome.ts';
import { gatewayClient, type SandboxProviderKey } from './studio-client.ts';
import { STUDIO_SCRIPT, studioPage } from './studio-page.ts';

/** Where the catalog launches a game of a provider the sandbox studio plays. */
export const sandboxLaunchTemplate = (providerCode: string): string =>
  `/sandbox/games/play?provider=${encodeURIComponent(providerCode)}&token={token}&game={gameCode}`;

const Code = z.string().min(1).max(64);
const Token = z.string().min(16).max(128);
const StateBody = z.object({ provider: Code, token: Token });
const PlayBody = StateBody.extend({ game: Code, bet: z.number().int().refine((bet) => (SANDBOX_BETS as readonly number[]).includes(bet), `must be one of ${SANDBOX_BETS.join(', ')}`) });

interface StudioDeps {
  /** The provider codes the studio plays and the secrets it signs with. */
  providers: readonly SandboxProviderKey[];
  /** The lobby name of a game, by provider code and game code. */
  gameName(providerCode: string, gameCode: string): Promise<string | undefined>;
}

const failure = (error: string, message: string, balance?: number) => ({ error, message, ...(balance === undefined ? {} : { balance }) });

/**
 * The sandbox game studio: a stand-in for a third-party provider, so every seeded game of an
 * external brand can be played on a machine with no real provider. Its page talks to its own API
 * below, and that API to the casino only through the signed seamless-wallet endpoints.
 */
export function registerSandboxStudio(app: FastifyInstance, deps: StudioDeps): void {
  const clients = new Map(deps.providers.map((key) => [key.code, gatewayClient(app, key)]));

  app.get('/sandbox/games/play', async (request, reply) => {
    const game = Code.safeParse((request.query as Record<string, unknown>).game);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    return studioPage(game.success ? game.data : '', SANDBOX_BETS);
  });
  app.get('/sandbox/games/studio.js', async (_request, reply) => reply.type('text/javascript; charset=utf-8').send(STUDIO_SCRIPT));

  app.post('/sandbox/games/api/state', async (request, reply) => {
    const body = StateBody.safeParse(request.body);
    if (!body.success) return reply.status(400).send(failure('INVALID_REQUEST', issueText(body.error)));
    const call = clients.get(body.data.provider);
    if (!call) return reply.status(404).send(failure('UNKNOWN_PROVIDER', 'The studio does not play that provider'));
    const session = await call('authenticate', { token: body.data.token });
    if (session.status !== 'OK') return failure(session.error, session.message, session.balance);
    return { balance: session.balance, gameName: (await deps.gameName(body.data.provider, session.gameCode ?? '')) ?? session.gameCode };
  });

  app.post('/sandbox/games/api/play', async (request, reply) => {
    const body = PlayBody.safeParse(request.body);
    if (!body.success) return reply.status(400).send(failure('INVALID_REQUEST', issueText(body.error)));
    const { provider, token, game, bet } = body.data;
    const call = clients.get(provider);
    if (!call) return reply.status(404).send(failure('UNKNOWN_PROVIDER', 'The studio does not play that provider'));
    const session = await call('authenticate', { token });
    if (session.status !== 'OK') return failure(session.error, session.message, session.balance);
    const playerId = session.playerId ?? '';
    const roundId = `sbx-${randomBytes(12).toString('hex')}`;
    const common = { token, playerId, gameCode: game, roundId };
    const placed = await call('bet', { ...common, transactionId: `${roundId}-bet`, amount: bet });
    if (placed.status !== 'OK') return failure(placed.error, placed.message, placed.balance);
    const multiplier = sandboxMultiplier(randomInt(SANDBOX_WEIGHT_TOTAL));
    const win = Math.floor((bet * multiplier) / 100);
    const settle = () => call('win', { ...common, transactionId: `${roundId}-win`, betTransactionId: `${roundId}-bet`, amount: win, roundClosed: true });
    // A win is idempotent on its id, so one retry is safe if the first answer was lost.
    const settled = await settle().catch(settle);
    if (settled.status !== 'OK') return failure(settled.error, settled.message, settled.balance);
    return { roundId, multiplier, win, balance: settled.balance };
  });
}
