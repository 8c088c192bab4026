import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BetSelector, initialBet } from '../../components/BetSelector.tsx';
import { FailureBanner } from '../../components/FailureBanner.tsx';
import { LastRound } from '../../components/LastRound.tsx';
import { WinDisplay } from '../../components/WinDisplay.tsx';
import { useGameSession } from '../../lib/game-session.ts';
import { useAnimationClock } from '../../lib/use-animation-clock.ts';
import { useHouseActions } from '../../lib/use-house-action.ts';
import { useSpaceKey } from '../../lib/use-space-key.ts';
import { formatMoney } from '../../../../shared/format/money.ts';
import { restingWindow, slotConfigFor } from './slot-configs.ts';
import type { SlotConfig, SlotFrame } from './slot-configs.ts';
import { MultiplierReel, SlotReels } from './SlotReels.tsx';
import type { ReelState } from './SlotReels.tsx';
import '../../components/game-controls.css';
import './slots.css';

/** Timings of a spin, in ms: the least a reel spins, the gap between reels stopping, the landing (its CSS animation takes 340). */
const TIMING = { minSpin: 650, reelGap: 260, land: 380, freeSpinIntro: 900, freeSpinMin: 320, freeSpinGap: 140, freeSpinPause: 650 };

interface FreeSpinProgress {
  index: number;
  total: number;
  wins: number[];
}

type Phase = 'idle' | 'spinning' | 'showing';

export default function SlotClient() {
  const { init } = useGameSession();
  const config = slotConfigFor(init.game.code);
  return config ? <SlotMachine config={config} /> : null;
}

/**
 * The four slots: a spin sends housePlay, the reels spin until the answer comes and then stop
 * reel by reel on the outcome; wins light up and lines are drawn. A round with free spins plays
 * them one after the other, as the house played them inside the same round.
 */
function SlotMachine({ config }: { config: SlotConfig }) {
  const { t } = useTranslation();
  const { init, commitRound, setStake } = useGameSession();
  const actions = useHouseActions();
  const wait = useAnimationClock();
  const [bet, setBet] = useState(() => initialBet(init.betOptions, init.defaultBet));
  const [view, setView] = useState(() => restingWindow(config));
  const [states, setStates] = useState<ReelState[]>(() => config.strips.map(() => 'resting'));
  const [frame, setFrame] = useState<SlotFrame | null>(null);
  const [multiplier, setMultiplier] = useState({ stop: 0, spinning: false, lit: false });
  const [spinKey, setSpinKey] = useState(0);
  const [phase, setPhase] = useState<Phase>('idle');
  const [win, setWin] = useState<number | null>(null);
  const [freeSpins, setFreeSpins] = useState<FreeSpinProgress | null>(null);

  /** Stops the reels one by one on `next`, spinning at least `minSpin` ms first. */
  const land = useCallback(async (next: SlotFrame, minSpin: number, gap: number): Promise<boolean> => {
    if (!(await wait(minSpin))) return false;
    for (let reel = 0; reel < config.reels; reel++) {
      if (reel > 0 && !(await wait(gap))) return false;
      setView((current) => current.map((column, index) => (index === reel ? next.window[reel] ?? column : column)));
      setStates((current) => current.map((state, index) => (index === reel ? 'landed' : state)));
    }
    if (next.multiplier) {
      if (!(await wait(gap))) return false;
      setMultiplier({ stop: next.multiplier.stop, spinning: false, lit: next.win > 0 });
    }
    if (!(await wait(TIMING.land))) return false;
    setFrame(next);
    return true;
  }, [config.reels, wait]);

  const startSpinning = useCallback(() => {
    setFrame(null);
    setSpinKey((key) => key + 1);
    setStates(config.strips.map(() => 'spinning'));
    if (config.multiplierStrip) setMultiplier((current) => ({ ...current, spinning: true, lit: false }));
  }, [config]);

  const spin = useCallback(async () => {
    if (phase !== 'idle') return;
    setPhase('spinning');
    setWin(null);
    setFreeSpins(null);
    setStake(bet);
    startSpinning();
    const result = await actions.play(bet, { kind: 'spin' });
    if (!result) {
      setStake(0);
      setStates(config.strips.map(() => 'landed'));
      setMultiplier((current) => ({ ...current, spinning: false }));
      setPhase('idle');
      return;
    }
    setPhase('showing');
    const [base, ...free] = config.frames(result.round.outcome, bet, result.round.payout);
    if (!base || !(await land(base, TIMING.minSpin, TIMING.reelGap))) return;
    if (free.length > 0) {
      const wins: number[] = [];
      setFreeSpins({ index: 0, total: free.length, wins });
      setWin(base.win);
      if (!(await wait(TIMING.freeSpinIntro))) return;
      for (const spinFrame of free) {
        setFreeSpins({ index: spinFrame.freeSpin?.index ?? wins.length + 1, total: free.length, wins: [...wins] });
        startSpinning();
        if (!(await land(spinFrame, TIMING.freeSpinMin, TIMING.freeSpinGap))) return;
        wins.push(spinFrame.win);
        setFreeSpins({ index: spinFrame.freeSpin?.index ?? wins.length, total: free.length, wins: [...wins] });
        setWin(base.win + wins.reduce((sum, amount) => sum + amount, 0));
        if (!(await wait(TIMING.freeSpinPause))) return;
      }
    }
    // The house's payout is the figure that counts: per-spin wins are rounded down one by one.
    setWin(result.round.payout);
    commitRound(result);
    setPhase('idle');
  }, [phase, bet, actions, config, land, startSpinning, setStake, commitRound, wait]);

  useSpaceKey(spin, phase === 'idle');

  const busy = phase !== 'idle';
  return (
    <div className={`slot slot--${config.code}`}>
      <section className="game-stage slot__stage" data-testid="slot-machine" data-phase={phase}>
        {freeSpins && (
          <p className="slot__free-spin-banner" data-testid="free-spin-banner">
            {freeSpins.index === 0
              ? t('games.slots.freeSpinsWon', { count: freeSpins.total })
              : t('games.slots.freeSpinOf', { index: freeSpins.index, total: freeSpins.total })}
          </p>
        )}
        <div className="slot__cabinet">
          <SlotReels config={config} view={view} states={states} frame={frame} spinKey={spinKey} />
          {config.multiplierStrip && (
            <MultiplierReel strip={config.multiplierStrip} stop={multiplier.stop} spinning={multiplier.spinning} lit={multiplier.lit}
              spinKey={spinKey} />
          )}
        </div>
        {freeSpins && freeSpins.wins.length > 0 && (
          <ol className="slot__free-spins" data-testid="free-spins-sequence" aria-label={t('games.slots.freeSpinsSequence')}>
            {freeSpins.wins.map((amount, index) => (
              <li key={index} className={amount > 0 ? 'is-win' : undefined} data-testid="free-spin" data-win={amount}>
                <span>{index + 1}</span>{formatMoney(amount)}
              </li>
            ))}
          </ol>
        )}
      </section>
      <FailureBanner failure={actions.failure} onRetry={() => void spin()} onDismiss={actions.dismissFailure} />
      <section className="game-controls">
        <WinDisplay amount={win} roundKey={String(spinKey)} />
        <BetSelector options={init.betOptions} value={bet} onChange={setBet} disabled={busy} />
        <button type="button" className="game-play slot__spin" onClick={() => void spin()} disabled={busy} data-testid="game-play"
          aria-label={t('games.slots.spin')}>
          <span className={busy ? 'slot__spin-icon is-turning' : 'slot__spin-icon'} aria-hidden="true">⟳</span>
          <span>{t('games.slots.spin')}</span>
        </button>
        <LastRound />
      </section>
    </div>
  );
}
