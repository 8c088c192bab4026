import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { useAppConfigStore } from '../../../shared/app-config/store.ts';
import { clearToken, setToken } from '../../../shared/session/token.ts';
import { stubServer } from '../../../test/fetch-stub.ts';
import { ok } from '../../../test/fixtures.ts';
import { renderRoute } from '../../../test/render.tsx';
import { lobbyConfig } from '../testing/lobby-fixtures.ts';
import { BigWinTicker } from './BigWinTicker.tsx';

const bigWins = { ...ok, jackpotList: [{ phone: '63*****1234', gameId: 11, amount: 1_250_000, timestamp: 5 }], newYearList: [] };
const trade = (id: string, kind: string, amount: number, timestamp: number) => ({ id, kind, player: `63*****${id}`, amount, timestamp });
/** The lines read out (the loop's repeat of the first is hidden). */
const lineTexts = () => within(screen.getByTestId('big-win-ticker')).getAllByRole('listitem').map((line) => line.textContent);

describe('the big-win ticker with the trade information', () => {
  beforeEach(async () => {
    clearToken();
    useAppConfigStore.setState({ config: await lobbyConfig() });
  });
  afterEach(() => clearToken());

  it('asks a guest\'s trades with the anonymous call, after the big wins, without the wins twice', async () => {
    const server = stubServer({
      lobbyTips: bigWins,
      tradeInfo: { ...ok, list: [trade('2001', 'deposit', 50_000, 9), trade('2002', 'win', 1_250_000, 5), trade('2003', 'withdrawal', 20_000, 7)] },
    });
    renderRoute(<BigWinTicker />);
    await waitFor(() => expect(lineTexts()).toHaveLength(3));
    expect(lineTexts()).toEqual(['63*****1234 won 12,500.00 on Golden Empire', '63*****2001 deposited 500.00', '63*****2003 withdrew 200.00']);
    expect(server.calls.map((c) => new URL(c.url, 'http://x').pathname)).toContain('/app/v1/anonymous/tradeInfo');
    expect(server.calls.some((c) => c.url.endsWith('/getBonusTickers'))).toBe(false);
  });

  it('asks a player\'s with the logged-in call and adds the bonus ticker, each entry once', async () => {
    setToken('t'.repeat(43));
    const server = stubServer({
      lobbyTips: { ...bigWins, jackpotList: [] },
      tradeInfo: { ...ok, list: [trade('3001', 'bonus', 1_000, 8)], mine: [] },
      getBonusTickers: { ...ok, list: [trade('3001', 'bonus', 1_000, 8), trade('3002', 'bonus', 2_500, 9)] },
    });
    renderRoute(<BigWinTicker />);
    await waitFor(() => expect(lineTexts()).toHaveLength(2));
    expect(lineTexts()).toEqual(['63*****3002 received a bonus of 25.00', '63*****3001 received a bonus of 10.00']);
    const paths = server.calls.map((c) => new URL(c.url, 'http://x').pathname);
    expect(paths).toEqual(expect.arrayContaining(['/app/v1/tradeInfo', '/app/v1/getBonusTickers']));
    expect(paths).not.toContain('/app/v1/anonymous/tradeInfo');
  });

  it('keeps its place while the answers are coming, and gives it up only when all came back empty', async () => {
    stubServer({ lobbyTips: { ...bigWins, jackpotList: [] }, tradeInfo: { ...ok, list: [] } });
    renderRoute(<BigWinTicker />);
    expect(screen.getByTestId('big-win-ticker')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('big-win-ticker')).toBeNull());
  });
});
