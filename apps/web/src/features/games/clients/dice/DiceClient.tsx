import { useCallback, useEffect, useRef, useState } from 'react';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { DICE_MAX_WINNING_ROLLS, DICE_MIN_WINNING_ROLLS, DICE_OUTCOMES, dicePayout } from '@casino/games';
import type { DiceDirection } from '@casino/games';
import { formatMoney } from '../../../../shared/format/money.ts';
import { BetSelector, initialBet } from '../../components/BetSelector.tsx';
import { FailureBanner } from '../../components/FailureBanner.tsx';
import { LastRound } from '../../components/LastRound.tsx';
import { WinDisplay } from '../../components/WinDisplay.tsx';
import { useGameSession } from '../../lib/game-session.ts';
import { formatPercentOfRolls } from '../../lib/numbers.ts';
import { booleanOf, numberOf } from '../../lib/outcomes.ts';
import { useAnimationClock } from '../../lib/use-animation-clock.ts';
import { useHouseActions } from '../../lib/use-house-action.ts';
import { useSpaceKey } from '../../lib/use-space-key.ts';
import '../../components/game-controls.css';
import './dice.css';

const LAST_ROLL = DICE_OUTCOMES - 1;
const DEFAULT_TARGET = 5000;
const ROLL_MS = 700;

/** Rolls that win for a target: under wins below it, over above it. */
export function winningRollsOf(target: number, direction: DiceDirection): number {
  return direction === 'under' ? target : LAST_ROLL - target;
}

/** The targets a direction allows (win chance 0.01% to 98%). */
export function targetBounds(direction: DiceDirection): { min: number; max: number } {
  return direction === 'under'
    ? { min: DICE_MIN_WINNING_ROLLS, max: DICE_MAX_WINNING_ROLLS }
    : { min: LAST_ROLL - DICE_MAX_WINNING_ROLLS, max: LAST_ROLL - DICE_MIN_WINNING_ROLLS };
}

const clamp = (value: number, { min, max }: { min: number; max: number }) => Math.min(max, Math.max(min, value));

/**
 * Dice: pick a target on the slider and whether the roll lands under or over it (the win
 * chance and payout follow), roll (housePlay choice dice), and watch the marker run to the roll.
 */
export default function DiceClient() {
  const { t } = useTranslation();
  const { init, commitRound, setStake } = useGameSession();
  const actions = useHouseActions();
  const wait = useAnimationClock();
  const [bet, setBet] = useState(() => initialBet(init.betOptions, init.defaultBet));
  const [direction, setDirection] = useState<DiceDirection>('under');
  const [target, setTarget] = useState(DEFAULT_TARGET);
  const [roll, setRoll] = useState<{ value: number; won: boolean; rolling: boolean } | null>(null);
  const [win, setWin] = useState<{ amount: number; roundId: string } | null>(null);
  const [rolling, setRolling] = useState(false);
  const flicker = useRef<ReturnType<typeof setInterval> | undefined>(undefined);

  useEffect(() => () => clearInterval(flicker.current), []);

  const winningRolls = winningRollsOf(target, direction);
  const chance = winningRolls / 100;
  const payout = dicePayout(bet, winningRolls);

  const flip = (next: DiceDirection) => {
    if (next === direction) return;
    // Mirror the target so the win chance stays the same.
    setTarget(clamp(LAST_ROLL - target, targetBounds(next)));
    setDirection(next);
  };

  const play = useCallback(async () => {
    if (rolling) return;
    setRolling(true);
    setWin(null);
    setStake(bet);
    flicker.current = setInterval(() => setRoll({ value: Math.floor(Math.random() * DICE_OUTCOMES), won: false, rolling: true }), 60);
    const answer = await actions.play(bet, { kind: 'dice', target, direction });
    clearInterval(flicker.current);
    if (!answer) {
      setStake(0);
      setRoll(null);
      setRolling(false);
      return;
    }
    const value = numberOf(answer.round.outcome, 'roll') ?? 0;
    setRoll({ value, won: booleanOf(answer.round.outcome, 'won') ?? answer.round.payout > 0, rolling: false });
    if (!(await wait(ROLL_MS))) return;
    commitRound(answer);
    setWin({ amount: answer.round.payout, roundId: answer.round.roundId });
    setRolling(false);
  }, [rolling, bet, target, direction, actions, setStake, commitRound, wait]);

  useSpaceKey(() => void play(), !rolling);

  const bounds = targetBounds(direction);
  const winFrom = direction === 'under' ? 0 : (target + 1) / DICE_OUTCOMES;
  const winTo = direction === 'under' ? target / DICE_OUTCOMES : 1;
  return (
    <div className="dice">
      <section className="game-stage dice__stage" data-testid="dice-stage" data-phase={rolling ? 'rolling' : 'idle'}>
        <p className={`dice__roll${roll && !roll.rolling ? (roll.won ? ' is-won' : ' is-lost') : ''}`} data-testid="dice-roll" aria-live="polite">
          {roll ? formatPercentOfRolls(roll.value) : '—'}
        </p>
        <div className="dice__track" style={{ '--win-from': `${winFrom * 100}%`, '--win-to': `${winTo * 100}%` } as CSSProperties}>
          <span className="dice__zone" aria-hidden="true" />
          {roll && !roll.rolling && (
            <span className={`dice__marker${roll.won ? ' is-won' : ''}`} style={{ left: `clamp(28px, ${(roll.value / LAST_ROLL) * 100}%, calc(100% - 28px))` }}
              aria-hidden="true">
              {formatPercentOfRolls(roll.value)}
            </span>
          )}
          {/* The whole scale, so the thumb sits where the target is on the bar; the value is held within the allowed chances. */}
          <input type="range" className="dice__slider" min={0} max={LAST_ROLL} step={1} value={target} disabled={rolling}
            onChange={(event) => setTarget(clamp(Number(event.target.value), bounds))} data-testid="dice-target"
            aria-label={t('games.dice.target')} aria-valuetext={formatPercentOfRolls(target)} />
        </div>
        <div className="dice__scale" aria-hidden="true"><span>0</span><span>25</span><span>50</span><span>75</span><span>100</span></div>
        <dl className="dice__figures">
          <div><dt>{t('games.dice.target')}</dt><dd data-testid="dice-target-value">{formatPercentOfRolls(target)}</dd></div>
          <div><dt>{t('games.dice.chance')}</dt><dd>{`${chance.toFixed(2)}%`}</dd></div>
          <div><dt>{t('games.dice.payout')}</dt><dd>{`${(9900 / winningRolls).toFixed(4)}×`}</dd></div>
          <div><dt>{t('games.dice.winAmount')}</dt><dd>{formatMoney(payout)}</dd></div>
        </dl>
      </section>
      <FailureBanner failure={actions.failure} onRetry={() => void play()} onDismiss={actions.dismissFailure} />
      <section className="game-controls">
        <WinDisplay amount={win?.amount ?? null} roundKey={win?.roundId} />
        <BetSelector options={init.betOptions} value={bet} onChange={setBet} disabled={rolling} />
        <button type="button" className="game-play" onClick={() => void play()} disabled={rolling} data-testid="game-play">
          {t('games.dice.roll')}
        </button>
        <div className="game-controls__extra game-choice" role="group" aria-label={t('games.dice.direction')}>
          <span className="game-choice__label">{t('games.dice.direction')}</span>
          {(['under', 'over'] as const).map((option) => (
            <button key={option} type="button" className="game-chip" aria-pressed={direction === option} disabled={rolling}
              onClick={() => flip(option)} data-testid={`dice-${option}`}>
              {t(`games.dice.${option}`, { target: formatPercentOfRolls(target) })}
            </button>
          ))}
        </div>
        <LastRound />
      </section>
    </div>
  );
}
