import { memo } from 'react';

const SUITS: Readonly<Record<string, { symbol: string; name: string; red: boolean }>> = {
  c: { symbol: '♣', name: 'clubs', red: false },
  d: { symbol: '♦', name: 'diamonds', red: true },
  h: { symbol: '♥', name: 'hearts', red: true },
  s: { symbol: '♠', name: 'spades', red: false },
};
const RANKS: Readonly<Record<string, string>> = { T: '10', J: 'J', Q: 'Q', K: 'K', A: 'A' };
const RANK_NAMES: Readonly<Record<string, string>> = { T: 'Ten', J: 'Jack', Q: 'Queen', K: 'King', A: 'Ace' };

/** 'Th' -> "Ten of hearts". */
export function cardLabel(card: string): string {
  const rank = card[0] ?? '';
  const suit = SUITS[card[1] ?? ''];
  return `${RANK_NAMES[rank] ?? rank} of ${suit?.name ?? '?'}`;
}

interface PlayingCardProps {
  /** A card name ('Ah', 'Td'); null shows the back. */
  card: string | null;
  faceDown: boolean;
  /** Position in the deal, so cards turn one after another. */
  index: number;
}

/** A card that turns over (CSS 3D flip) between its back and its face. */
export const PlayingCard = memo(function PlayingCard({ card, faceDown, index }: PlayingCardProps) {
  const rank = card ? (RANKS[card[0] ?? ''] ?? card[0]) : '';
  const suit = card ? SUITS[card[1] ?? ''] : undefined;
  return (
    <span className={faceDown || !card ? 'playing-card is-face-down' : 'playing-card'} style={{ transitionDelay: `${index * 90}ms` }}
      data-card={faceDown ? '' : (card ?? '')}>
      <span className="playing-card__inner">
        <span className={suit?.red ? 'playing-card__face is-red' : 'playing-card__face'}>
          <span className="playing-card__corner">{rank}<br />{suit?.symbol}</span>
          <span className="playing-card__pip">{suit?.symbol}</span>
        </span>
        <span className="playing-card__back" />
      </span>
    </span>
  );
});
