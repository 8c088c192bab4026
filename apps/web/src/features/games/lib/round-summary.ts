import type { TFunction } from 'i18next';
import type { HouseRound } from '@casino/contract';
import { formatMultiplier, formatPercentOfRolls } from './numbers.ts';
import { booleanOf, minesBoardOf, numberOf, pokerHandOf, recordOf, recordsOf } from './outcomes.ts';
import { fishName, handRankName } from './names.ts';

/** One line saying what happened in a round, for the history list. */
export function roundSummary(round: HouseRound, t: TFunction): string {
  const { outcome, choice } = round;
  switch (choice.kind) {
    case 'dice': {
      const roll = numberOf(outcome, 'roll');
      const target = formatPercentOfRolls(choice.target);
      return roll === undefined ? t(`games.dice.${choice.direction}`, { target })
        : t('games.summary.dice', { roll: formatPercentOfRolls(roll), direction: t(`games.dice.${choice.direction}`, { target }) });
    }
    case 'crash': {
      const crashPoint = numberOf(outcome, 'crashPoint');
      return crashPoint === undefined ? t('games.summary.crashTarget', { target: formatMultiplier(choice.cashOutAt) })
        : t('games.summary.crash', { point: formatMultiplier(crashPoint), target: formatMultiplier(choice.cashOutAt) });
    }
    case 'shot': {
      const killed = booleanOf(outcome, 'killed');
      return t(killed ? 'games.summary.shotCaught' : 'games.summary.shotMissed', { fish: fishName(choice.fish) });
    }
    case 'mines': {
      const board = minesBoardOf(outcome);
      const tiles = board?.revealed.length ?? 0;
      if (round.status === 'open') return t('games.summary.minesOpen', { mines: choice.mineCount, count: tiles });
      return board?.status === 'lost' ? t('games.summary.minesLost', { mines: choice.mineCount, count: tiles })
        : t('games.summary.minesCashed', { mines: choice.mineCount, count: tiles });
    }
    case 'poker': {
      const hand = pokerHandOf(outcome);
      if (round.status === 'open' || !hand?.rank) return t('games.summary.pokerOpen');
      return handRankName(hand.rank, t);
    }
    case 'spin': {
      const freeSpins = recordsOf(outcome, 'freeSpins')?.length ?? 0;
      if (freeSpins > 0) return t('games.summary.freeSpins', { count: freeSpins });
      const multiplier = numberOf(outcome, 'multiplier');
      if (multiplier !== undefined && recordOf(outcome, 'lineWin')) return t('games.summary.multiplier', { multiplier });
      const wins = recordsOf(outcome, 'wins')?.length ?? 0;
      return wins > 0 ? t('games.summary.wins', { count: wins }) : (round.payout > 0 ? t('games.summary.win') : t('games.summary.noWin'));
    }
    default:
      return '';
  }
}
