import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CRASH_MAX_TARGET, CRASH_MIN_TARGET, DICE_MAX_WINNING_ROLLS, DICE_MIN_WINNING_ROLLS, HAND_RANK_NAMES, JACKS_OR_BETTER_PAYS,
  MINES_MAX, MINES_MIN, MINES_TILES, OCEAN_HUNTER_FISH, minesMultiplier,
} from '@casino/games';
import { formatMultiplier } from '../lib/numbers.ts';
import { handRankName } from '../lib/names.ts';

export function PokerRules() {
  const { t } = useTranslation();
  // Best hand first, as the machine's pay table reads; "nothing" pays nothing and is left out.
  const ranks = HAND_RANK_NAMES.map((rank, index) => ({ rank, pay: JACKS_OR_BETTER_PAYS[index]! })).slice(1).reverse();
  return (
    <>
      <p className="game-note">{t('games.rules.poker')}</p>
      <table className="rules__table">
        <thead><tr><th>{t('games.rules.hand')}</th><th>{t('games.rules.pays')}</th></tr></thead>
        <tbody>
          {ranks.map(({ rank, pay }) => <tr key={rank}><th scope="row">{handRankName(rank, t)}</th><td>×{pay}</td></tr>)}
        </tbody>
      </table>
    </>
  );
}

export function CrashRules() {
  const { t } = useTranslation();
  return <p className="game-note">{t('games.rules.crash', { min: formatMultiplier(CRASH_MIN_TARGET), max: formatMultiplier(CRASH_MAX_TARGET) })}</p>;
}

const MINE_CHOICES = [1, 3, 5, 10, 24].filter((count) => count >= MINES_MIN && count <= MINES_MAX);

export function MinesRules() {
  const { t } = useTranslation();
  const [mines, setMines] = useState(3);
  const reveals = Array.from({ length: Math.min(MINES_TILES - mines, 10) }, (_, index) => index + 1);
  return (
    <>
      <p className="game-note">{t('games.rules.mines', { tiles: MINES_TILES, min: MINES_MIN, max: MINES_MAX })}</p>
      <div className="game-choice" role="group" aria-label={t('games.mines.mineCount')}>
        <span className="game-choice__label">{t('games.mines.mineCount')}</span>
        {MINE_CHOICES.map((count) => (
          <button key={count} type="button" className="game-chip" aria-pressed={count === mines} onClick={() => setMines(count)}>{count}</button>
        ))}
      </div>
      <table className="rules__table">
        <thead><tr><th>{t('games.rules.safeTiles')}</th><th>{t('games.rules.multiplier')}</th></tr></thead>
        <tbody>
          {reveals.map((safe) => {
            const { numerator, denominator } = minesMultiplier(mines, safe);
            return <tr key={safe}><th scope="row">{safe}</th><td>{`×${(numerator / denominator).toFixed(2)}`}</td></tr>;
          })}
        </tbody>
      </table>
    </>
  );
}

export function DiceRules() {
  const { t } = useTranslation();
  return (
    <p className="game-note">
      {t('games.rules.dice', { min: (DICE_MIN_WINNING_ROLLS / 100).toFixed(2), max: (DICE_MAX_WINNING_ROLLS / 100).toFixed(2) })}
    </p>
  );
}

export function FishRules() {
  const { t } = useTranslation();
  return (
    <>
      <p className="game-note">{t('games.rules.fish')}</p>
      <table className="rules__table">
        <thead><tr><th>{t('games.rules.fishName')}</th><th>{t('games.rules.pays')}</th><th>{t('games.rules.catchChance')}</th></tr></thead>
        <tbody>
          {OCEAN_HUNTER_FISH.map((fish) => (
            <tr key={fish.code}>
              <th scope="row">{fish.name}</th>
              <td>×{fish.multiplier}</td>
              <td>{`${((fish.rtp / fish.multiplier) * 100).toFixed(2)}%`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
