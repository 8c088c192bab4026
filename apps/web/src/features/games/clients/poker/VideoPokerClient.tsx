import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HAND_RANK_NAMES, JACKS_OR_BETTER_PAYS } from '@casino/games';
import type { HouseRound } from '@casino/contract';
import { formatMoney } from '../../../../shared/format/money.ts';
import { BetSelector, initialBet } from '../../components/BetSelector.tsx';
import { FailureBanner } from '../../components/FailureBanner.tsx';
import { LastRound } from '../../components/LastRound.tsx';
import { WinDisplay } from '../../components/WinDisplay.tsx';
import { useGameSession } from '../../lib/game-session.ts';
import { handRankName } from '../../lib/names.ts';
import { pokerHandOf } from '../../lib/outcomes.ts';
import { useAnimationClock } from '../../lib/use-animation-clock.ts';
import { useHouseActions } from '../../lib/use-house-action.ts';
import { useSpaceKey } from '../../lib/use-space-key.ts';
import { cardLabel, PlayingCard } from './PlayingCard.tsx';
import '../../components/game-controls.css';
import './poker.css';

type Phase = 'idle' | 'dealing' | 'holding' | 'drawing';

const NONE_HELD = [false, false, false, false, false];
const FACE_DOWN = [true, true, true, true, true];
/** How long the cards take to turn (the CSS transition plus the last card's delay). */
const FLIP_MS = 420 + 4 * 90;

/** The open video poker round houseInit handed back, if any: the player resumes holding. */
function openPokerRound(round: HouseRound | null): HouseRound | null {
  return round && round.status === 'open' && round.choice.kind === 'poker' ? round : null;
}

/**
 * Jacks or Better: deal (housePlay, the round stays open), hold cards by tapping them, draw
 * (houseAct draw). Cards turn over as they are dealt and replaced; the pay table lights the hand.
 */
export default function VideoPokerClient() {
  const { t } = useTranslation();
  const { init, commitRound, setStake } = useGameSession();
  const actions = useHouseActions();
  const wait = useAnimationClock();
  const [bet, setBet] = useState(() => initialBet(init.betOptions, init.defaultBet));
  const [round, setRound] = useState<HouseRound | null>(null);
  const [cards, setCards] = useState<string[] | null>(null);
  const [faceDown, setFaceDown] = useState<boolean[]>(FACE_DOWN);
  const [held, setHeld] = useState<boolean[]>(NONE_HELD);
  const [phase, setPhase] = useState<Phase>('idle');
  const [result, setResult] = useState<{ rank: string; payout: number; roundId: string } | null>(null);

  // Resume a hand left open (a reload, another device, or a refusal that reloaded the session).
  useEffect(() => {
    const open = openPokerRound(init.openRound);
    const hand = open && pokerHandOf(open.outcome);
    if (!open || !hand) {
      // The hand being held is no longer open on the house's side.
      setRound(null);
      setPhase((current) => (current === 'holding' ? 'idle' : current));
      return;
    }
    setRound(open);
    setBet(open.bet);
    setCards(hand.dealt);
    setFaceDown([false, false, false, false, false]);
    setHeld(NONE_HELD);
    setResult(null);
    setPhase('holding');
  }, [init.openRound]);

  const deal = useCallback(async () => {
    if (phase !== 'idle') return;
    setPhase('dealing');
    setResult(null);
    setHeld(NONE_HELD);
    setFaceDown(FACE_DOWN);
    setStake(bet);
    const answer = await actions.play(bet, { kind: 'poker' });
    const hand = answer && pokerHandOf(answer.round.outcome);
    if (!answer || !hand) {
      setStake(0);
      setFaceDown(cards ? [false, false, false, false, false] : FACE_DOWN);
      setPhase('idle');
      return;
    }
    if (!(await wait(cards ? FLIP_MS : 0))) return;
    commitRound(answer);
    setRound(answer.round);
    setCards(hand.dealt);
    if (!(await wait(60))) return;
    setFaceDown([false, false, false, false, false]);
    setPhase('holding');
  }, [phase, bet, cards, actions, setStake, commitRound, wait]);

  const draw = useCallback(async () => {
    if (phase !== 'holding' || !round) return;
    setPhase('drawing');
    const answer = await actions.act(round.roundId, { kind: 'draw', held });
    if (!answer) {
      setPhase('holding');
      return;
    }
    const hand = pokerHandOf(answer.round.outcome);
    if (!hand?.final) {
      commitRound(answer);
      setRound(null);
      setPhase('idle');
      return;
    }
    setFaceDown(held.map((keep) => keep));
    if (!(await wait(FLIP_MS))) return;
    setCards(hand.final);
    setFaceDown(held.map(() => false));
    if (!(await wait(FLIP_MS))) return;
    commitRound(answer);
    setRound(null);
    setResult({ rank: hand.rank ?? 'nothing', payout: answer.round.payout, roundId: answer.round.roundId });
    setPhase('idle');
  }, [phase, round, held, actions, commitRound, wait]);

  const toggle = (index: number) => {
    if (phase !== 'holding') return;
    setHeld((current) => current.map((keep, position) => (position === index ? !keep : keep)));
  };

  const main = phase === 'holding' || phase === 'drawing' ? draw : deal;
  useSpaceKey(() => void main(), phase === 'idle' || phase === 'holding');
  const winningRank = result && result.payout > 0 ? result.rank : null;
  const busy = phase === 'dealing' || phase === 'drawing';

  return (
    <div className="poker">
      <section className="game-stage poker__stage" data-testid="poker-table" data-phase={phase}>
        <table className="poker__paytable" aria-label={t('games.poker.paytable')}>
          <tbody>
            {HAND_RANK_NAMES.map((rank, index) => ({ rank, pay: JACKS_OR_BETTER_PAYS[index]! })).slice(1).reverse().map(({ rank, pay }) => (
              <tr key={rank} className={rank === winningRank ? 'is-winning' : undefined}>
                <th scope="row">{handRankName(rank, t)}</th>
                <td>{formatMoney(bet * pay)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="poker__message" data-testid="poker-message" aria-live="polite">
          {phase === 'holding' ? t('games.poker.holdHint')
            : result ? (result.payout > 0 ? handRankName(result.rank, t) : t('games.poker.noWin'))
              : t('games.poker.dealHint')}
        </p>
        <div className="poker__hand" role="group" aria-label={t('games.poker.hand')}>
          {Array.from({ length: 5 }, (_, index) => {
            const card = cards?.[index] ?? null;
            return (
              <button key={index} type="button" className={held[index] ? 'poker__card is-held' : 'poker__card'}
                aria-pressed={held[index]} disabled={phase !== 'holding'} onClick={() => toggle(index)} data-testid="poker-card"
                aria-label={card && !faceDown[index] ? `${cardLabel(card)}${held[index] ? `, ${t('games.poker.held')}` : ''}` : t('games.poker.cardBack')}>
                <PlayingCard card={card} faceDown={faceDown[index] ?? true} index={index} />
                <span className="poker__held-tag" aria-hidden="true">{t('games.poker.held')}</span>
              </button>
            );
          })}
        </div>
      </section>
      <FailureBanner failure={actions.failure} onRetry={() => void main()} onDismiss={actions.dismissFailure} />
      <section className="game-controls">
        <WinDisplay amount={result?.payout ?? null} roundKey={result?.roundId} />
        <BetSelector options={init.betOptions} value={bet} onChange={setBet} disabled={phase !== 'idle'} />
        <button type="button" className="game-play" onClick={() => void main()} disabled={busy} data-testid="game-play">
          {phase === 'holding' || phase === 'drawing' ? t('games.poker.draw') : t('games.poker.deal')}
        </button>
        <LastRound />
      </section>
    </div>
  );
}
