import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/format/money.ts';
import { useGameSession } from '../lib/game-session.ts';
import { CrashRules, DiceRules, FishRules, MinesRules, PokerRules } from './InstantRules.tsx';
import { DragonWaysRules, FortuneGemsRules, GoldenFreeSpinsRules, LuckyTigerRules } from './SlotRules.tsx';
import './rules.css';

const BODIES: Readonly<Record<string, ComponentType>> = {
  'lucky-tiger': LuckyTigerRules,
  'fortune-gems': FortuneGemsRules,
  'dragon-ways': DragonWaysRules,
  'golden-free-spins': GoldenFreeSpinsRules,
  'jacks-or-better': PokerRules,
  crash: CrashRules,
  mines: MinesRules,
  dice: DiceRules,
  'ocean-hunter': FishRules,
};

/** The game's rules and paytable, with the return to player and volatility the house declares (houseInit). */
export function GameRulesPanel() {
  const { t } = useTranslation();
  const { init } = useGameSession();
  const { game, betOptions } = init;
  const Body = BODIES[game.code];
  return (
    <div className="rules" data-testid="rules-panel">
      <dl className="rules__figures">
        <div>
          <dt>{t('games.rules.rtp')}</dt>
          <dd data-testid="rules-rtp">{`${(game.targetRtp * 100).toFixed(2)}%`}</dd>
        </div>
        <div>
          <dt>{t('games.rules.volatility')}</dt>
          <dd data-testid="rules-volatility">{t(`games.rules.volatilities.${game.volatility}`)}</dd>
        </div>
        <div>
          <dt>{t('games.rules.bets')}</dt>
          <dd>{`${formatMoney(Math.min(...betOptions))} – ${formatMoney(Math.max(...betOptions))}`}</dd>
        </div>
      </dl>
      {game.rtpNote && <p className="game-note">{t('games.rules.rtpNote', { note: game.rtpNote })}</p>}
      {Body ? <Body /> : null}
      <p className="game-note">{t('games.rules.fairness')}</p>
    </div>
  );
}
