import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CRASH_MAX_TARGET, CRASH_MIN_TARGET, payoutOf } from '@casino/games';
import { formatMoney } from '../../../../shared/format/money.ts';
import { useHouseRounds } from '../../api/house.ts';
import { BetSelector, initialBet } from '../../components/BetSelector.tsx';
import { FailureBanner } from '../../components/FailureBanner.tsx';
import { LastRound } from '../../components/LastRound.tsx';
import { WinDisplay } from '../../components/WinDisplay.tsx';
import { useGameSession } from '../../lib/game-session.ts';
import { formatMultiplier, parseMultiplier } from '../../lib/numbers.ts';
import { booleanOf, numberOf } from '../../lib/outcomes.ts';
import { useHouseActions } from '../../lib/use-house-action.ts';
import { useSpaceKey } from '../../lib/use-space-key.ts';
import { multiplierAt, riseDuration } from './crash-curve.ts';
import '../../components/game-controls.css';
import './crash.css';

const QUICK_TARGETS = [150, 200, 300, 500, 1000];
const DEFAULT_TARGET = 200;

interface Flight {
  /** Multiplier now, hundredths. */
  value: number;
  /** Ms since take-off. */
  elapsed: number;
  crashPoint: number;
  cashOutAt: number;
  cashedOut: boolean;
  /** The rise reached the crash point. */
  over: boolean;
}

/** The curve drawn so far, as an SVG path in a 100 x 60 box scaled to what it has reached. */
function curvePath(flight: Flight): string {
  const seconds = Math.max(flight.elapsed / 1000, 0.001);
  const width = Math.max(seconds, 3);
  const height = Math.max(flight.value / 100 - 1, 1);
  const steps = 40;
  const points: string[] = [];
  for (let i = 0; i <= steps; i++) {
    const t = (seconds * i) / steps;
    const m = multiplierAt(t * 1000, flight.crashPoint) / 100;
    points.push(`${((t / width) * 100).toFixed(2)},${(60 - ((m - 1) / height) * 54).toFixed(2)}`);
  }
  return `M${points.join(' L')}`;
}

/**
 * Crash: set the auto cash-out target, play (housePlay choice crash: the house settles the round
 * at once), then watch the multiplier rise to the crash point of the settled round, cashing out
 * on the way if the target was reached.
 */
export default function CrashClient() {
  const { t } = useTranslation();
  const { init, session, commitRound, setStake } = useGameSession();
  const actions = useHouseActions();
  const history = useHouseRounds(session);
  const [bet, setBet] = useState(() => initialBet(init.betOptions, init.defaultBet));
  const [targetText, setTargetText] = useState((DEFAULT_TARGET / 100).toFixed(2));
  const [flight, setFlight] = useState<Flight | null>(null);
  const [win, setWin] = useState<{ amount: number; roundId: string } | null>(null);
  const [flying, setFlying] = useState(false);
  const frame = useRef(0);

  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  const target = parseMultiplier(targetText);
  const targetValid = target !== null && target >= CRASH_MIN_TARGET && target <= CRASH_MAX_TARGET;

  const play = useCallback(async () => {
    if (flying || !targetValid || target === null) return;
    setFlying(true);
    setWin(null);
    setStake(bet);
    setFlight({ value: 100, elapsed: 0, crashPoint: 100, cashOutAt: target, cashedOut: false, over: false });
    const answer = await actions.play(bet, { kind: 'crash', cashOutAt: target });
    if (!answer) {
      setStake(0);
      setFlight(null);
      setFlying(false);
      return;
    }
    const crashPoint = numberOf(answer.round.outcome, 'crashPoint') ?? 100;
    const cashedOut = booleanOf(answer.round.outcome, 'cashedOut') ?? answer.round.payout > 0;
    const duration = riseDuration(crashPoint);
    const started = performance.now();
    await new Promise<void>((resolve) => {
      const step = (now: number) => {
        const elapsed = Math.min(now - started, duration);
        const over = elapsed >= duration;
        setFlight({ value: over ? crashPoint : multiplierAt(elapsed, crashPoint), elapsed, crashPoint, cashOutAt: target, cashedOut, over });
        if (over) resolve();
        else frame.current = requestAnimationFrame(step);
      };
      frame.current = requestAnimationFrame(step);
    });
    commitRound(answer);
    setWin({ amount: answer.round.payout, roundId: answer.round.roundId });
    setFlying(false);
  }, [flying, targetValid, target, bet, actions, setStake, commitRound]);

  useSpaceKey(() => void play(), !flying);

  const passedTarget = flight !== null && flight.cashedOut && flight.value >= flight.cashOutAt;
  const crashed = flight?.over === true;
  const recent = (history.data ?? []).filter((round) => round.choice.kind === 'crash').slice(0, 12);

  return (
    <div className="crash">
      <section className="game-stage crash__stage" data-testid="crash-stage" data-phase={flying ? 'flying' : 'idle'}>
        <ol className="crash__recent" aria-label={t('games.crash.recent')}>
          {recent.map((round) => {
            const point = numberOf(round.outcome, 'crashPoint');
            return point === undefined ? null : (
              <li key={round.roundId} className={point >= 200 ? 'is-high' : undefined}>{formatMultiplier(point)}</li>
            );
          })}
        </ol>
        <div className={`crash__screen${crashed ? ' is-crashed' : ''}${passedTarget ? ' is-cashed' : ''}`}>
          <svg className="crash__graph" viewBox="0 0 100 60" preserveAspectRatio="none" aria-hidden="true">
            {flight && <path d={curvePath(flight)} />}
          </svg>
          <p className="crash__multiplier" data-testid="crash-multiplier" aria-live="off">
            {formatMultiplier(flight?.value ?? 100)}
          </p>
          <p className="crash__status" data-testid="crash-status" aria-live="polite">
            {crashed ? t('games.crash.crashedAt', { point: formatMultiplier(flight.crashPoint) })
              : flying ? t('games.crash.rising') : t('games.crash.ready')}
          </p>
          {passedTarget && (
            <p className="crash__cashed" data-testid="crash-cashed-out">
              {t('games.crash.cashedOutAt', { target: formatMultiplier(flight.cashOutAt) })}
            </p>
          )}
        </div>
      </section>
      <FailureBanner failure={actions.failure} onRetry={() => void play()} onDismiss={actions.dismissFailure} />
      <section className="game-controls">
        <WinDisplay amount={win?.amount ?? null} roundKey={win?.roundId} />
        <BetSelector options={init.betOptions} value={bet} onChange={setBet} disabled={flying} />
        <button type="button" className="game-play" onClick={() => void play()} disabled={flying || !targetValid} data-testid="game-play">
          {t('games.crash.play')}
        </button>
        <div className="game-controls__extra crash__target">
          <label className="crash__target-field">
            <span className="game-choice__label">{t('games.crash.autoCashOut')}</span>
            <input type="text" inputMode="decimal" value={targetText} disabled={flying} aria-invalid={!targetValid}
              onChange={(event) => setTargetText(event.target.value)} data-testid="crash-target" />
            <span aria-hidden="true">×</span>
          </label>
          <div className="game-choice" role="group" aria-label={t('games.crash.quickTargets')}>
            {QUICK_TARGETS.map((value) => (
              <button key={value} type="button" className="game-chip" aria-pressed={target === value} disabled={flying}
                onClick={() => setTargetText((value / 100).toFixed(2))}>
                {formatMultiplier(value)}
              </button>
            ))}
          </div>
          {targetValid
            ? <p className="game-note crash__potential">{t('games.crash.potential', { amount: formatMoney(payoutOf(bet, target, 100)) })}</p>
            : <p className="fairness__error">{t('games.crash.targetRule', { min: formatMultiplier(CRASH_MIN_TARGET), max: formatMultiplier(CRASH_MAX_TARGET) })}</p>}
        </div>
        <LastRound />
      </section>
    </div>
  );
}
