/** The verify page's hand-entered round: the fields as typed, and the round they describe. */
import type { HouseAction, HouseChoice } from '@casino/contract';
import { parseMoney } from '../../../shared/format/money.ts';
import { parseMultiplier } from '../lib/numbers.ts';
import { choiceKindOf } from './recompute.ts';
import type { RoundToVerify } from './recompute.ts';

export interface VerifyFormFields {
  game: string;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: string;
  /** Coins, as typed ("5.00"). */
  bet: string;
  /** Dice target as shown, "50.00". */
  diceTarget: string;
  diceDirection: 'under' | 'over';
  /** Crash cash-out target as shown, "2.00". */
  crashTarget: string;
  mineCount: string;
  /** Mines tiles revealed in order, numbered 1-25 as on the board: "3, 7, 12". */
  minesTiles: string;
  minesCashOut: boolean;
  /** Video poker: the cards held at the draw. */
  held: boolean[];
  fish: string;
}

export const emptyFields = (game = 'lucky-tiger'): VerifyFormFields => ({
  game, serverSeed: '', serverSeedHash: '', clientSeed: '', nonce: '0', bet: '1.00', diceTarget: '50.00', diceDirection: 'under',
  crashTarget: '2.00', mineCount: '3', minesTiles: '', minesCashOut: true, held: [false, false, false, false, false], fish: 'clownfish',
});

/** What is wrong with the fields, as a message key under games.verifyPage.errors. */
export type FieldError = 'game' | 'serverSeed' | 'clientSeed' | 'nonce' | 'bet' | 'diceTarget' | 'crashTarget' | 'mineCount' | 'minesTiles';

export type ParsedForm = { ok: true; round: RoundToVerify; serverSeedHash?: string } | { ok: false; error: FieldError };

function choiceOf(fields: VerifyFormFields, kind: HouseChoice['kind']): HouseChoice | FieldError {
  switch (kind) {
    case 'spin':
      return { kind: 'spin' };
    case 'poker':
      return { kind: 'poker' };
    case 'dice': {
      const target = parseMoney(fields.diceTarget);
      return target === null || target > 9999 ? 'diceTarget' : { kind: 'dice', target, direction: fields.diceDirection };
    }
    case 'crash': {
      const cashOutAt = parseMultiplier(fields.crashTarget);
      return cashOutAt === null ? 'crashTarget' : { kind: 'crash', cashOutAt };
    }
    case 'mines': {
      const mineCount = Number(fields.mineCount);
      return Number.isInteger(mineCount) && mineCount >= 1 && mineCount <= 24 ? { kind: 'mines', mineCount } : 'mineCount';
    }
    case 'shot':
      return { kind: 'shot', fish: fields.fish };
    default:
      return 'game';
  }
}

function actionsOf(fields: VerifyFormFields, kind: HouseChoice['kind']): HouseAction[] | FieldError {
  if (kind === 'poker') return [{ kind: 'draw', held: [...fields.held] }];
  if (kind !== 'mines') return [];
  const parts = fields.minesTiles.split(/[\s,]+/).filter((part) => part !== '');
  const tiles = parts.map(Number);
  if (tiles.some((tile) => !Number.isInteger(tile) || tile < 1 || tile > 25)) return 'minesTiles';
  const reveals: HouseAction[] = tiles.map((tile) => ({ kind: 'reveal', tile: tile - 1 }));
  return fields.minesCashOut && reveals.length > 0 ? [...reveals, { kind: 'cashout' }] : reveals;
}

export function parseVerifyForm(fields: VerifyFormFields): ParsedForm {
  const kind = choiceKindOf(fields.game);
  if (!kind) return { ok: false, error: 'game' };
  if (fields.serverSeed.trim() === '') return { ok: false, error: 'serverSeed' };
  if (fields.clientSeed === '') return { ok: false, error: 'clientSeed' };
  const nonce = Number(fields.nonce);
  if (fields.nonce.trim() === '' || !Number.isSafeInteger(nonce) || nonce < 0) return { ok: false, error: 'nonce' };
  const bet = parseMoney(fields.bet);
  if (bet === null || bet <= 0) return { ok: false, error: 'bet' };
  const choice = choiceOf(fields, kind);
  if (typeof choice === 'string') return { ok: false, error: choice };
  const actions = actionsOf(fields, kind);
  if (typeof actions === 'string') return { ok: false, error: actions };
  const hash = fields.serverSeedHash.trim();
  return {
    ok: true,
    round: { gameCode: fields.game, bet, serverSeed: fields.serverSeed.trim(), clientSeed: fields.clientSeed, nonce, choice, actions },
    serverSeedHash: hash === '' ? undefined : hash,
  };
}
