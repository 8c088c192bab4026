import { describe, expect, it } from 'vitest';
import { emptyFields, parseVerifyForm } from './verify-form.ts';

const seeds = { serverSeed: 'abc', clientSeed: 'me', nonce: '7', bet: '5.00' };

describe('the verify form', () => {
  it('turns typed fields into a round: coins to hundredths, tiles 1-25 to 0-24, the cash-out last', () => {
    const parsed = parseVerifyForm({ ...emptyFields('mines'), ...seeds, mineCount: '3', minesTiles: '1, 8 12', minesCashOut: true });
    expect(parsed).toEqual({
      ok: true,
      serverSeedHash: undefined,
      round: {
        gameCode: 'mines', bet: 500, serverSeed: 'abc', clientSeed: 'me', nonce: 7, choice: { kind: 'mines', mineCount: 3 },
        actions: [{ kind: 'reveal', tile: 0 }, { kind: 'reveal', tile: 7 }, { kind: 'reveal', tile: 11 }, { kind: 'cashout' }],
      },
    });
  });

  it('reads dice and crash targets as shown (two decimals)', () => {
    const dice = parseVerifyForm({ ...emptyFields('dice'), ...seeds, diceTarget: '49.5', diceDirection: 'over' });
    expect(dice.ok && dice.round.choice).toEqual({ kind: 'dice', target: 4950, direction: 'over' });
    const crash = parseVerifyForm({ ...emptyFields('crash'), ...seeds, crashTarget: '2.5', serverSeedHash: ' ABC ' });
    expect(crash.ok && [crash.round.choice, crash.serverSeedHash]).toEqual([{ kind: 'crash', cashOutAt: 250 }, 'ABC']);
  });

  it('names the first field that is wrong', () => {
    expect(parseVerifyForm({ ...emptyFields(), ...seeds, serverSeed: ' ' })).toEqual({ ok: false, error: 'serverSeed' });
    expect(parseVerifyForm({ ...emptyFields(), ...seeds, nonce: '-1' })).toEqual({ ok: false, error: 'nonce' });
    expect(parseVerifyForm({ ...emptyFields(), ...seeds, bet: '0' })).toEqual({ ok: false, error: 'bet' });
    expect(parseVerifyForm({ ...emptyFields('mines'), ...seeds, minesTiles: '26' })).toEqual({ ok: false, error: 'minesTiles' });
  });
});
