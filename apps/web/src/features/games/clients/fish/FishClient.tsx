import { useCallback, useRef, useState } from 'react';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../shared/format/money.ts';
import { BetSelector, initialBet } from '../../components/BetSelector.tsx';
import { FailureBanner } from '../../components/FailureBanner.tsx';
import { LastRound } from '../../components/LastRound.tsx';
import { WinDisplay } from '../../components/WinDisplay.tsx';
import { useGameSession } from '../../lib/game-session.ts';
import { booleanOf } from '../../lib/outcomes.ts';
import { useAnimationClock } from '../../lib/use-animation-clock.ts';
import { useHouseActions } from '../../lib/use-house-action.ts';
import { FISH_COLOURS, spawnFish } from './school.ts';
import type { SwimmingFish } from './school.ts';
import '../../components/game-controls.css';
import './fish.css';

const SCHOOL_SIZE = 7;
const BULLET_MS = 260;
const EFFECT_MS = 1100;

interface Shot {
  id: number;
  /** Where the shot hits, px from the sea's top left. */
  x: number;
  y: number;
  /** From the cannon. */
  dx: number;
  dy: number;
  result: 'flying' | 'caught' | 'missed';
  payout: number;
}

/**
 * Ocean Hunter: fish swim across the sea; tapping one fires a shot at it (housePlay choice shot
 * with the fish's code, one bet per shot). The house decides whether the fish is caught; a catch
 * pays the fish's multiplier.
 */
export default function FishClient() {
  const { t } = useTranslation();
  const { init, commitRound, setStake } = useGameSession();
  const actions = useHouseActions();
  const wait = useAnimationClock();
  const seaRef = useRef<HTMLDivElement>(null);
  const [bet, setBet] = useState(() => initialBet(init.betOptions, init.defaultBet));
  const [school, setSchool] = useState<SwimmingFish[]>(() => Array.from({ length: SCHOOL_SIZE }, () => spawnFish({ alreadySwimming: true })));
  const [target, setTarget] = useState<number | null>(null);
  const [caught, setCaught] = useState<ReadonlySet<number>>(new Set());
  const [shots, setShots] = useState<Shot[]>([]);
  const [angle, setAngle] = useState(0);
  const [win, setWin] = useState<{ amount: number; roundId: string } | null>(null);
  const lastShot = useRef<SwimmingFish | null>(null);

  const replace = useCallback((id: number) => {
    setSchool((current) => current.map((fish) => (fish.id === id ? spawnFish() : fish)));
    setCaught((current) => {
      const next = new Set(current);
      next.delete(id);
      return next;
    });
  }, []);

  const shoot = useCallback(async (fish: SwimmingFish, element: HTMLElement | null) => {
    const sea = seaRef.current;
    if (actions.pending || !sea) return;
    lastShot.current = fish;
    const seaBox = sea.getBoundingClientRect();
    const box = element?.getBoundingClientRect() ?? seaBox;
    const x = box.left + box.width / 2 - seaBox.left;
    const y = box.top + box.height / 2 - seaBox.top;
    const cannon = { x: seaBox.width / 2, y: seaBox.height - 24 };
    setAngle((Math.atan2(x - cannon.x, cannon.y - y) * 180) / Math.PI);
    const shot: Shot = { id: Date.now(), x, y, dx: x - cannon.x, dy: y - cannon.y, result: 'flying', payout: 0 };
    setShots((current) => [...current.slice(-3), shot]);
    setTarget(fish.id);
    setStake(bet);
    const answer = await actions.play(bet, { kind: 'shot', fish: fish.type.code });
    setTarget(null);
    if (!answer) {
      setStake(0);
      setShots((current) => current.filter((other) => other.id !== shot.id));
      return;
    }
    const killed = booleanOf(answer.round.outcome, 'killed') ?? answer.round.payout > 0;
    setShots((current) => current.map((other) => (other.id === shot.id ? { ...other, result: killed ? 'caught' : 'missed', payout: answer.round.payout } : other)));
    if (killed) setCaught((current) => new Set(current).add(fish.id));
    commitRound(answer);
    setWin({ amount: answer.round.payout, roundId: answer.round.roundId });
    if (!(await wait(EFFECT_MS))) return;
    setShots((current) => current.filter((other) => other.id !== shot.id));
    if (killed) replace(fish.id);
  }, [actions, bet, setStake, commitRound, wait, replace]);

  return (
    <div className="fish">
      <section className="game-stage fish__stage" data-testid="fish-stage">
        <div className="fish__sea" ref={seaRef} data-testid="fish-sea">
          <span className="fish__light" aria-hidden="true" />
          {school.map((fish) => (
            <button key={fish.id} type="button"
              className={`fish__fish is-${fish.direction}${target === fish.id ? ' is-targeted' : ''}${caught.has(fish.id) ? ' is-caught' : ''}`}
              style={{ top: `${fish.lane}%`, width: fish.size, animationDuration: `${fish.duration}s`, animationDelay: `${fish.delay}s` } as CSSProperties}
              onAnimationEnd={(event) => event.target === event.currentTarget && !caught.has(fish.id) && replace(fish.id)}
              onClick={(event) => void shoot(fish, event.currentTarget)} disabled={caught.has(fish.id)}
              aria-label={t('games.fish.shoot', { fish: fish.type.name, multiplier: fish.type.multiplier })}
              data-testid="fish" data-fish={fish.type.code}>
              <FishArt code={fish.type.code} />
              <span className="fish__tag">×{fish.type.multiplier}</span>
            </button>
          ))}
          {shots.map((shot) => (
            <span key={shot.id} className="fish__shot" style={{ '--dx': `${shot.dx}px`, '--dy': `${shot.dy}px`, '--fly': `${BULLET_MS}ms` } as CSSProperties}
              aria-hidden="true">
              <span className="fish__bullet" />
            </span>
          ))}
          {shots.filter((shot) => shot.result !== 'flying').map((shot) => (
            <span key={`effect-${shot.id}`} className={`fish__effect is-${shot.result}`} style={{ left: shot.x, top: shot.y }}
              data-testid="fish-effect" data-result={shot.result}>
              {shot.result === 'caught' ? `+${formatMoney(shot.payout)}` : t('games.fish.miss')}
            </span>
          ))}
          <span className="fish__cannon" style={{ transform: `translateX(-50%) rotate(${angle}deg)` }} aria-hidden="true" />
        </div>
        <p className="game-note fish__hint">{t('games.fish.hint')}</p>
      </section>
      <FailureBanner failure={actions.failure}
        onRetry={() => lastShot.current && void shoot(lastShot.current, null)} onDismiss={actions.dismissFailure} />
      <section className="game-controls">
        <WinDisplay amount={win?.amount ?? null} roundKey={win?.roundId} />
        <BetSelector options={init.betOptions} value={bet} onChange={setBet} disabled={actions.pending} label={t('games.fish.betPerShot')} />
        <LastRound />
      </section>
    </div>
  );
}

function FishArt({ code }: { code: string }) {
  const colours = FISH_COLOURS[code] ?? { body: '#8d99ae', fin: '#4a5568' };
  return (
    <svg viewBox="0 0 120 70" aria-hidden="true" focusable="false">
      <path d="M96 35 L118 14 L114 35 L118 56 Z" fill={colours.fin} />
      <path d="M46 10 Q60 0 72 12 Z M50 60 Q62 70 70 58 Z" fill={colours.fin} />
      <ellipse cx="54" cy="35" rx="46" ry="24" fill={colours.body} />
      <path d="M40 14 Q50 35 40 56" stroke={colours.fin} strokeWidth="5" fill="none" opacity=".7" />
      <circle cx="24" cy="30" r="6" fill="#fff" />
      <circle cx="22" cy="30" r="3" fill="#111" />
    </svg>
  );
}
