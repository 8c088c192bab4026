import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppDownloadErrcode } from '@casino/contract';
import { ConfigError, parseConfig } from '../src/platform/config.ts';
import { checkBooks } from '../src/modules/wallet/index.ts';
import { appDownloadKey } from '../src/modules/app-download/index.ts';
import { call, registerPlayer } from './helper.ts';
import { buildPaymentsApp, coinOf, fundedPlayer } from './payments-helper.ts';
import type { PaymentsTestApp } from './payments-helper.ts';

/**
 * The §4 app-download bonus (docs/decisions/070): claimAppDownloadBonus grants APP_DOWNLOAD_BONUS
 * once per player with a credited deposit, through the rewards under one key, and the app config
 * carries MIN_CLIENT_VERSION and the bonus for the forced-update sheet.
 */

const BONUS = 2000;
const DEPOSIT = 20_000;

let t: PaymentsTestApp;
let off: PaymentsTestApp;

beforeAll(async () => {
  [t, off] = await Promise.all([
    buildPaymentsApp({ app: { appDownloadBonus: BONUS } }),
    buildPaymentsApp({ app: { appDownloadBonus: 0, minClientVersion: '1.0.29' } }),
  ]);
});
afterAll(async () => {
  await Promise.all([t?.dispose(), off?.dispose()]);
});

const turnoverOwed = async (token: string) => (await call(t.app, 'getExchange', {}, token)).turnoverOwed;
const claimRows = async (playerId: number) =>
  (await t.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM reward_claims WHERE claim_key = $1', [appDownloadKey(playerId)])).rows[0]?.n;

async function expectBooksClean(app: PaymentsTestApp['app']): Promise<void> {
  expect((await checkBooks(app.db)).breaches).toEqual([]);
}

describe('claimAppDownloadBonus', () => {
  it('is refused without a credited deposit, and grants nothing', async () => {
    const player = await registerPlayer(t.app);
    const res = await call(t.app, 'claimAppDownloadBonus', {}, player.token);
    expect(res).toMatchObject({ code: 200, errcode: AppDownloadErrcode.NoDeposit });
    expect(await coinOf(t.app, player.token)).toBe(0);
    expect(await claimRows(player.user.id)).toBe(0);
  });

  it('grants the bonus once with its turnover; a replay answers the first claim and moves nothing', async () => {
    const player = await fundedPlayer(t.app, DEPOSIT);
    const owedBefore = await turnoverOwed(player.token);

    const first = await call(t.app, 'claimAppDownloadBonus', {}, player.token);
    expect(first).toMatchObject({ code: 200, errcode: 0, replayed: false, claim: { source: 'appDownload', coin: BONUS, turnoverAdded: BONUS } });
    expect(await coinOf(t.app, player.token)).toBe(DEPOSIT + BONUS);
    expect(await turnoverOwed(player.token)).toBe((owedBefore ?? 0) + BONUS);

    const again = await call(t.app, 'claimAppDownloadBonus', {}, player.token);
    expect(again).toMatchObject({ errcode: 0, replayed: true, claim: { id: first.claim!.id } });
    expect(await coinOf(t.app, player.token)).toBe(DEPOSIT + BONUS);
    expect(await claimRows(player.user.id)).toBe(1);
    await expectBooksClean(t.app);
  });

  it('grants once under 20 concurrent claims', async () => {
    const player = await fundedPlayer(t.app, DEPOSIT);
    const replies = await Promise.all(Array.from({ length: 20 }, () => call(t.app, 'claimAppDownloadBonus', {}, player.token)));
    expect(replies.map((r) => r.errcode)).toEqual(Array(20).fill(0));
    expect(replies.filter((r) => r.replayed === false)).toHaveLength(1);
    expect(new Set(replies.map((r) => r.claim?.id)).size).toBe(1);
    expect(await coinOf(t.app, player.token)).toBe(DEPOSIT + BONUS);
    expect(await claimRows(player.user.id)).toBe(1);
    await expectBooksClean(t.app);
  });

  it('needs a login', async () => {
    expect((await call(t.app, 'claimAppDownloadBonus', {})).code).toBe(401);
  });

  it('is refused when the site offers no bonus (APP_DOWNLOAD_BONUS=0)', async () => {
    const player = await fundedPlayer(off.app, DEPOSIT);
    const res = await call(off.app, 'claimAppDownloadBonus', {}, player.token);
    expect(res).toMatchObject({ code: 200, errcode: AppDownloadErrcode.BonusOff });
    expect(await coinOf(off.app, player.token)).toBe(DEPOSIT);
  });
});

describe('the app config for the forced-update sheet', () => {
  it('carries MIN_CLIENT_VERSION and the bonus amount', async () => {
    expect(await call(off.app, 'appConfig', {})).toMatchObject({ errcode: 0, minClientVersion: '1.0.29', appDownloadBonus: 0 });
    expect(await call(t.app, 'appConfig', {})).toMatchObject({ errcode: 0, minClientVersion: '', appDownloadBonus: BONUS });
  });

  it('takes a dotted version or nothing as MIN_CLIENT_VERSION, and 2000 as the default bonus', () => {
    expect(parseConfig({ MIN_CLIENT_VERSION: '1.0.28' }).minClientVersion).toBe('1.0.28');
    expect(parseConfig({}).minClientVersion).toBe('');
    expect(parseConfig({}).appDownloadBonus).toBe(2000);
    expect(() => parseConfig({ MIN_CLIENT_VERSION: 'v1.0' })).toThrow(ConfigError);
    expect(() => parseConfig({ MIN_CLIENT_VERSION: '1..2' })).toThrow(/MIN_CLIENT_VERSION/);
    expect(() => parseConfig({ APP_DOWNLOAD_BONUS: '-1' })).toThrow(/APP_DOWNLOAD_BONUS/);
  });
});
