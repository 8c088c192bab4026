import { describe, expect, it } from 'vitest';
import { buildOpenApi, calls, Errcode, HouseGame, LobbyErrcode, PUBLIC_CALLS, wirePath, WalletErrcode } from '../index.ts';

describe('lobby calls', () => {
  it('serves lobbyTips and tradeInfo without a login, the rest with one', () => {
    expect(wirePath(calls.lobbyTips)).toBe('/app/v1/anonymous/lobbyTips');
    expect(wirePath(calls.anonymousTradeInfo)).toBe('/app/v1/anonymous/tradeInfo');
    expect(wirePath(calls.tradeInfo)).toBe('/app/v1/tradeInfo');
    for (const name of ['gameLike', 'getGameCollect', 'startGame', 'exitGame', 'getCustomerServices', 'getBonusTickers'] as const) {
      expect(wirePath(calls[name])).toBe(`/app/v1/${name}`);
    }
    expect(PUBLIC_CALLS).toContain('exitGame');
  });

  it('gives every operation of the API document its own id', () => {
    // Calls are POSTs; the push stream is the one GET.
    const doc = buildOpenApi() as { paths: Record<string, Partial<Record<'get' | 'post', { operationId: string }>>> };
    const ids = Object.values(doc.paths).flatMap((p) => [p.get, p.post]).flatMap((op) => (op ? [op.operationId] : []));
    expect(ids.length).toBeGreaterThan(Object.keys(doc.paths).length - 1);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('keeps lobby errcodes apart from the others: 1004 and 1101-1199', () => {
    const others = new Set<number>([...Object.values(Errcode), ...Object.values(WalletErrcode)]);
    for (const code of Object.values(LobbyErrcode)) {
      expect(others.has(code)).toBe(false);
      expect(code === 1004 || (code >= 1101 && code <= 1199)).toBe(true);
    }
  });

  it('accepts like 0 or 1 only and a positive game id', () => {
    const body = calls.gameLike.body;
    expect(body.safeParse({ id: HouseGame.LuckyTiger, like: 1 }).success).toBe(true);
    expect(body.safeParse({ id: 1, like: 0 }).success).toBe(true);
    expect(body.safeParse({ id: 1, like: 2 }).success).toBe(false);
    expect(body.safeParse({ id: 0, like: 1 }).success).toBe(false);
    expect(calls.startGame.body.safeParse({ gameId: -1 }).success).toBe(false);
  });
});
