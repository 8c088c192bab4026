/**
 * Cards as numbers 0..51: rank * 4 + suit, rank 0 = deuce .. 12 = ace, so sorting the numbers
 * sorts by rank. Names are rank then suit: 'Ah', 'Td', '2c'.
 */
export type Card = number;

export const RANK_CHARS = '23456789TJQKA';
export const SUIT_CHARS = 'cdhs';
export const DECK_SIZE = 52;

export const rankOf = (card: Card): number => card >> 2;
export const suitOf = (card: Card): number => card & 3;

export function cardName(card: Card): string {
  return RANK_CHARS[rankOf(card)]! + SUIT_CHARS[suitOf(card)]!;
}

export function parseCard(name: string): Card {
  const rank = RANK_CHARS.indexOf(name[0]?.toUpperCase() ?? '');
  const suit = SUIT_CHARS.indexOf(name[1]?.toLowerCase() ?? '');
  if (name.length !== 2 || rank < 0 || suit < 0) throw new RangeError(`not a card: ${JSON.stringify(name)}`);
  return rank * 4 + suit;
}

/** Parses space-separated cards, 'Ah Kh Qh Jh Th'; a blank string is no cards. */
export function parseHand(names: string): Card[] {
  const trimmed = names.trim();
  return trimmed === '' ? [] : trimmed.split(/\s+/).map(parseCard);
}

export function freshDeck(): Card[] {
  const deck = new Array<Card>(DECK_SIZE);
  for (let card = 0; card < DECK_SIZE; card++) deck[card] = card;
  return deck;
}
