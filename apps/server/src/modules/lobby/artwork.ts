/**
 * Artwork drawn by the server, so a fresh install has a recognisable lobby without any image
 * files: each game gets its category's colours, a hue of its own, an emblem picked from its name
 * (a tiger for Lucky Tiger, a die for Dice ...) and its name. Pure: same input, same SVG.
 */
import { GameCategory } from '@casino/contract';

const FONT = "font-family=\"'Trebuchet MS', Arial, Helvetica, sans-serif\" font-weight=\"bold\"";

/** Small stable hash (FNV-1a) of a text: hue shifts, pattern choice, URL versions. */
export function stableHash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A short version tag of what a piece of artwork is drawn from, for cache-busting URLs. */
export const artVersion = (...parts: Array<string | number>): string => stableHash(parts.join('|')).toString(36);

export const escapeXml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

interface Palette { from: number; to: number; accent: string; ink: string }

/** Hues (degrees) and accents per category: slots purple and gold, fish ocean, poker felt ... */
const CATEGORY_PALETTES: Record<number, Palette> = {
  [GameCategory.Slots]: { from: 280, to: 320, accent: '#ffd447', ink: '#3b0a45' },
  [GameCategory.Fish]: { from: 200, to: 180, accent: '#7ff3ff', ink: '#06324a' },
  [GameCategory.Poker]: { from: 140, to: 160, accent: '#ffffff', ink: '#0b3b1e' },
  [GameCategory.Sports]: { from: 100, to: 210, accent: '#f4ff7a', ink: '#123018' },
  [GameCategory.Live]: { from: 350, to: 15, accent: '#ffcf70', ink: '#3d0710' },
  [GameCategory.Games]: { from: 25, to: 5, accent: '#fff176', ink: '#4a1503' },
};
const DEFAULT_PALETTE: Palette = { from: 230, to: 260, accent: '#ffe082', ink: '#1a1a40' };

const hsl = (h: number, s: number, l: number) => `hsl(${((h % 360) + 360) % 360} ${s}% ${l}%)`;

/** An emblem drawn around (0, 0) within a radius of about 60. */
type Emblem = (accent: string, ink: string, name: string) => string;

/** Card suits drawn around (0, 0), about 30 wide: hearts, spades, diamonds, clubs. */
const SUITS: Array<{ path: string; colour: string }> = [
  { path: 'M0 -8 C6 -20 22 -16 16 -2 L0 14 L-16 -2 C-22 -16 -6 -20 0 -8Z', colour: '#c1121f' },
  { path: 'M0 -16 L16 2 C22 10 10 18 2 10 L6 18 L-6 18 L-2 10 C-10 18 -22 10 -16 2Z', colour: '#1b1b1b' },
  { path: 'M0 -16 L13 0 L0 16 L-13 0Z', colour: '#c1121f' },
  { path: 'M-7 -9 a7 7 0 1 0 14 0 a7 7 0 1 0 -14 0 M-16 4 a7 7 0 1 0 14 0 a7 7 0 1 0 -14 0 M2 4 a7 7 0 1 0 14 0 a7 7 0 1 0 -14 0 M-2 2 L-5 18 L5 18 L2 2Z', colour: '#1b1b1b' },
];
const suitOf = (name: string) => SUITS[stableHash(`suit:${name}`) % SUITS.length] as { path: string; colour: string };

const EMBLEMS: Record<string, Emblem> = {
  tiger: (a, ink) => `<circle r="52" fill="#ff9f1c"/><path d="M-40 -38 L-26 -60 L-14 -44Z M40 -38 L26 -60 L14 -44Z" fill="#ff9f1c"/>
    <path d="M-30 -40 l10 18 M-12 -50 l4 18 M12 -50 l-4 18 M30 -40 l-10 18 M-50 0 l18 4 M50 0 l-18 4" stroke="${ink}" stroke-width="6" stroke-linecap="round"/>
    <circle cx="-18" cy="-6" r="7" fill="${ink}"/><circle cx="18" cy="-6" r="7" fill="${ink}"/>
    <path d="M-10 16 L10 16 L0 26Z" fill="${ink}"/><path d="M-16 34 Q0 44 16 34" stroke="${ink}" stroke-width="4" fill="none"/>`,
  gem: (a) => `<path d="M-50 -18 L-28 -46 L28 -46 L50 -18 L0 52Z" fill="#3ee0c2"/><path d="M-50 -18 L50 -18 M-28 -46 L-14 -18 L0 52 L14 -18 L28 -46 M-14 -18 L0 -46 L14 -18" stroke="#ffffff" stroke-width="3" fill="none" opacity="0.8"/>
    <circle cx="30" cy="-52" r="5" fill="${a}"/>`,
  dragon: (a, ink) => `<path d="M-56 30 C-30 -40 0 50 26 -10 C36 -32 50 -36 58 -26" stroke="#e63946" stroke-width="16" fill="none" stroke-linecap="round"/>
    <path d="M-40 8 l-6 -14 M-24 -8 l-2 -16 M-6 12 l4 -14 M12 20 l8 -12" stroke="${a}" stroke-width="5" stroke-linecap="round"/>
    <circle cx="52" cy="-30" r="4" fill="${ink}"/><path d="M58 -24 l10 6" stroke="${a}" stroke-width="3"/>`,
  wheel: (a, ink) => `<circle r="54" fill="${ink}"/>${Array.from({ length: 8 }, (_, i) => {
    const r1 = (i * Math.PI) / 4, r2 = ((i + 1) * Math.PI) / 4;
    return `<path d="M0 0 L${(50 * Math.cos(r1)).toFixed(1)} ${(50 * Math.sin(r1)).toFixed(1)} A50 50 0 0 1 ${(50 * Math.cos(r2)).toFixed(1)} ${(50 * Math.sin(r2)).toFixed(1)}Z" fill="${i % 2 ? a : '#ff5d73'}"/>`;
  }).join('')}<circle r="10" fill="#ffffff"/><path d="M0 -64 L8 -50 L-8 -50Z" fill="#ffffff"/>`,
  card: (a, ink, name) => `<rect x="-36" y="-52" width="72" height="104" rx="10" fill="#ffffff" stroke="${ink}" stroke-width="3"/>
    <text x="-24" y="-24" font-size="26" fill="${suitOf(name).colour}" ${FONT}>${escapeXml(cardRank(name))}</text>
    <g transform="translate(4 20) scale(1.5)"><path d="${suitOf(name).path}" fill="${suitOf(name).colour}"/></g>`,
  rocket: (a) => `<path d="M-56 46 Q0 40 44 -36" stroke="${a}" stroke-width="7" fill="none" stroke-linecap="round"/>
    <g transform="translate(44 -40) rotate(40)"><path d="M0 -22 C10 -10 10 8 6 14 L-6 14 C-10 8 -10 -10 0 -22Z" fill="#ffffff"/><path d="M-6 14 L0 28 L6 14Z" fill="#ff5d00"/></g>
    <path d="M-56 52 L56 52 M-56 52 L-56 -56" stroke="#ffffff" stroke-width="3" opacity="0.6"/>`,
  mine: (a, ink) => `<circle cx="-4" cy="8" r="40" fill="${ink}"/><rect x="10" y="-44" width="16" height="14" rx="3" fill="#555" transform="rotate(30 18 -37)"/>
    <path d="M24 -42 Q36 -58 48 -50" stroke="#c9a227" stroke-width="4" fill="none"/><circle cx="50" cy="-52" r="8" fill="${a}"/>
    <circle cx="-18" cy="-8" r="9" fill="#ffffff" opacity="0.35"/>`,
  dice: (_a, ink) => `<rect x="-46" y="-46" width="92" height="92" rx="16" fill="#ffffff" stroke="${ink}" stroke-width="3"/>
    ${[[-24, -24], [24, -24], [0, 0], [-24, 24], [24, 24]].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="9" fill="${ink}"/>`).join('')}`,
  fish: (a, ink) => `<path d="M-44 0 C-20 -40 30 -36 44 0 C30 36 -20 40 -44 0Z" fill="${a}"/><path d="M40 0 L62 -22 L62 22Z" fill="${a}"/>
    <circle cx="-22" cy="-6" r="7" fill="${ink}"/><path d="M-2 -20 Q8 0 -2 20" stroke="${ink}" stroke-width="3" fill="none"/>
    <circle cx="-52" cy="-30" r="5" fill="#ffffff" opacity="0.7"/><circle cx="-60" cy="-44" r="3" fill="#ffffff" opacity="0.7"/>`,
  shark: (a, ink) => `<path d="M-60 10 C-20 -30 30 -26 56 6 C30 22 -20 26 -60 10Z" fill="#9fb7c9"/><path d="M-4 -22 L10 -52 L20 -20Z" fill="#9fb7c9"/>
    <path d="M52 4 L66 -16 L64 18Z" fill="#9fb7c9"/><circle cx="-36" cy="0" r="4" fill="${ink}"/><path d="M-50 14 l8 -4 l6 4 l6 -4 l6 4" stroke="#ffffff" stroke-width="2" fill="none"/>
    <path d="M-64 40 Q-32 30 0 40 T64 40" stroke="${a}" stroke-width="4" fill="none"/>`,
  kraken: (a, ink) => `<ellipse cx="0" cy="-16" rx="34" ry="30" fill="#b5179e"/>${[-30, -12, 6, 24].map((x) => `<path d="M${x} 8 q-8 24 ${x < 0 ? -14 : 14} 44" stroke="#b5179e" stroke-width="9" fill="none" stroke-linecap="round"/>`).join('')}
    <circle cx="-12" cy="-18" r="7" fill="${a}"/><circle cx="12" cy="-18" r="7" fill="${a}"/><circle cx="-12" cy="-18" r="3" fill="${ink}"/><circle cx="12" cy="-18" r="3" fill="${ink}"/>`,
  anchor: (a) => `<circle cx="0" cy="-42" r="10" fill="none" stroke="${a}" stroke-width="6"/><path d="M0 -32 L0 48 M-24 -16 L24 -16" stroke="${a}" stroke-width="8" stroke-linecap="round"/>
    <path d="M-44 16 Q-40 48 0 48 Q40 48 44 16" stroke="${a}" stroke-width="8" fill="none" stroke-linecap="round"/><path d="M-52 22 L-44 8 L-36 22Z M52 22 L44 8 L36 22Z" fill="${a}"/>
    <circle cx="40" cy="-40" r="5" fill="#ffffff" opacity="0.7"/>`,
  coral: (a) => `<path d="M0 56 L0 10 M0 24 L-26 -4 L-30 -30 M-26 -4 L-48 -12 M0 10 L20 -20 L16 -46 M20 -20 L44 -28 M0 34 L34 10 L50 -6" stroke="#ff6f91" stroke-width="10" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
    <circle cx="-30" cy="-34" r="7" fill="${a}"/><circle cx="16" cy="-50" r="7" fill="${a}"/><circle cx="50" cy="-10" r="7" fill="${a}"/><path d="M-60 56 L60 56" stroke="#f4d35e" stroke-width="6"/>`,
  cherry: () => `<path d="M-16 12 Q-4 -40 24 -52 M18 6 Q12 -30 24 -52" stroke="#2d6a4f" stroke-width="5" fill="none"/><path d="M24 -52 q20 -6 26 8 q-16 4 -26 -8Z" fill="#52b788"/>
    <circle cx="-20" cy="24" r="24" fill="#d00000"/><circle cx="22" cy="20" r="24" fill="#e5383b"/><circle cx="-28" cy="16" r="6" fill="#ffffff" opacity="0.6"/>`,
  crown: (a, ink) => `<path d="M-52 30 L-56 -30 L-26 0 L0 -46 L26 0 L56 -30 L52 30Z" fill="${a}" stroke="${ink}" stroke-width="3"/>
    <rect x="-52" y="30" width="104" height="16" rx="4" fill="${a}" stroke="${ink}" stroke-width="3"/><circle cx="0" cy="10" r="8" fill="#e63946"/><circle cx="-30" cy="16" r="6" fill="#3a86ff"/><circle cx="30" cy="16" r="6" fill="#2dc653"/>`,
  pyramid: (a, ink) => `<circle cx="34" cy="-36" r="14" fill="${a}"/><path d="M-60 44 L0 -46 L60 44Z" fill="#e9c46a" stroke="${ink}" stroke-width="3"/>
    <path d="M0 -46 L12 44" stroke="${ink}" stroke-width="2" opacity="0.6"/><path d="M-40 14 L40 14 M-22 -14 L22 -14" stroke="${ink}" stroke-width="2" opacity="0.4"/>`,
  buffalo: (a, ink) => `<ellipse cx="0" cy="8" rx="34" ry="40" fill="#6f4518"/><path d="M-30 -18 C-60 -20 -62 -46 -44 -56 C-48 -40 -40 -32 -24 -30Z M30 -18 C60 -20 62 -46 44 -56 C48 -40 40 -32 24 -30Z" fill="${a}"/>
    <circle cx="-14" cy="0" r="5" fill="${ink}"/><circle cx="14" cy="0" r="5" fill="${ink}"/><ellipse cx="0" cy="30" rx="16" ry="10" fill="#4a2c0f"/>`,
  sword: (a, ink) => `<path d="M-46 46 L34 -34 L46 -46 L40 -28 L-40 52Z" fill="#dfe7ee" stroke="${ink}" stroke-width="2"/>
    <path d="M-44 28 L-24 48" stroke="${a}" stroke-width="10" stroke-linecap="round"/><circle cx="-50" cy="52" r="6" fill="${a}"/><circle r="56" fill="none" stroke="#e63946" stroke-width="4" opacity="0.7"/>`,
  lantern: (a, ink) => `<path d="M0 -60 L0 -46" stroke="${a}" stroke-width="4"/><rect x="-20" y="-48" width="40" height="8" rx="2" fill="${a}"/>
    <ellipse cx="0" cy="0" rx="42" ry="42" fill="#e63946"/><path d="M-20 -38 Q-34 0 -20 38 M0 -42 L0 42 M20 -38 Q34 0 20 38" stroke="${ink}" stroke-width="2" fill="none" opacity="0.5"/>
    <rect x="-20" y="38" width="40" height="8" rx="2" fill="${a}"/><path d="M-8 46 L-8 62 M0 46 L0 66 M8 46 L8 62" stroke="${a}" stroke-width="3"/>`,
  koi: (a) => `<path d="M-30 -40 C10 -50 40 -10 20 30 C10 50 -10 50 -20 40 C0 30 10 0 -30 -40Z" fill="#ff7b00"/>
    <path d="M-20 40 L-44 56 L-28 30Z" fill="#ff7b00"/><circle cx="-18" cy="-30" r="4" fill="#1b1b1b"/><path d="M0 -20 q10 10 0 24" stroke="#ffffff" stroke-width="6" fill="none"/>
    <circle cx="34" cy="-40" r="10" fill="none" stroke="${a}" stroke-width="3"/>`,
  panda: (_a, ink) => `<circle cx="-34" cy="-38" r="16" fill="${ink}"/><circle cx="34" cy="-38" r="16" fill="${ink}"/><circle r="48" fill="#ffffff"/>
    <ellipse cx="-18" cy="-6" rx="12" ry="15" fill="${ink}" transform="rotate(-20 -18 -6)"/><ellipse cx="18" cy="-6" rx="12" ry="15" fill="${ink}" transform="rotate(20 18 -6)"/>
    <circle cx="-16" cy="-6" r="4" fill="#ffffff"/><circle cx="16" cy="-6" r="4" fill="#ffffff"/><ellipse cx="0" cy="16" rx="8" ry="5" fill="${ink}"/><path d="M-58 56 L-30 -60" stroke="#52b788" stroke-width="8"/>`,
  moon: (a) => `<path d="M0 -52 A52 52 0 1 0 0 52 A26 52 0 1 1 0 -52Z" fill="${a}"/><path d="M30 -30 l4 10 l10 4 l-10 4 l-4 10 l-4 -10 l-10 -4 l10 -4Z" fill="#ffffff"/>`,
  crystal: (a) => `<circle r="48" fill="#9d4edd" opacity="0.85"/><circle cx="-16" cy="-18" r="14" fill="#ffffff" opacity="0.4"/>
    <path d="M-40 48 L40 48 L30 34 L-30 34Z" fill="${a}"/><path d="M0 -10 l5 12 l12 5 l-12 5 l-5 12 l-5 -12 l-12 -5 l12 -5Z" fill="#ffffff"/>`,
  plinko: (a) => `${[0, 1, 2, 3, 4].flatMap((row) => Array.from({ length: row + 1 }, (_, i) => `<circle cx="${(i - row / 2) * 22}" cy="${row * 20 - 40}" r="4" fill="#ffffff"/>`)).join('')}
    <circle cx="11" cy="-22" r="9" fill="${a}"/><path d="M-60 56 L60 56" stroke="${a}" stroke-width="6"/>`,
  keno: (a, ink) => `${Array.from({ length: 9 }, (_, i) => {
    const x = (i % 3) * 36 - 36, y = Math.floor(i / 3) * 36 - 36;
    return `<circle cx="${x}" cy="${y}" r="15" fill="${[0, 4, 8].includes(i) ? a : '#ffffff'}"/><text x="${x}" y="${y + 6}" font-size="15" text-anchor="middle" fill="${ink}" ${FONT}>${i * 7 + 3}</text>`;
  }).join('')}`,
  hilo: (a) => `<path d="M-26 -10 L-26 -50 L-44 -30 M-26 -50 L-8 -30" stroke="#2dc653" stroke-width="10" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
    <path d="M26 10 L26 50 L8 30 M26 50 L44 30" stroke="#e63946" stroke-width="10" fill="none" stroke-linecap="round" stroke-linejoin="round"/><circle r="8" fill="${a}"/>`,
  coin: (a, ink) => `<circle r="50" fill="${a}" stroke="${ink}" stroke-width="4"/><circle r="38" fill="none" stroke="${ink}" stroke-width="3" opacity="0.5"/>
    <path d="M0 -22 l6 14 l16 2 l-12 10 l4 16 l-14 -8 l-14 8 l4 -16 l-12 -10 l16 -2Z" fill="${ink}"/>`,
  tower: (a, ink) => `${[0, 1, 2, 3].map((i) => `<rect x="${-40 + i * 8}" y="${36 - i * 26}" width="${80 - i * 16}" height="22" rx="3" fill="${i % 2 ? a : '#ffffff'}" stroke="${ink}" stroke-width="2"/>`).join('')}
    <path d="M0 -68 L0 -54 M0 -68 L14 -62 L0 -56" stroke="#e63946" stroke-width="3" fill="#e63946"/>`,
  target: (a) => `<circle r="52" fill="#ffffff"/><circle r="40" fill="#e63946"/><circle r="28" fill="#ffffff"/><circle r="16" fill="#e63946"/><circle r="6" fill="${a}"/>
    <path d="M48 -48 L4 -4" stroke="${a}" stroke-width="5"/>`,
  ball: (_a, ink) => `<circle r="48" fill="#ffffff" stroke="${ink}" stroke-width="3"/><path d="M0 -16 L15 -5 L9 13 L-9 13 L-15 -5Z" fill="${ink}"/>
    <path d="M0 -16 L0 -48 M15 -5 L44 -14 M9 13 L26 40 M-9 13 L-26 40 M-15 -5 L-44 -14" stroke="${ink}" stroke-width="3"/><path d="M-60 56 L60 56" stroke="#2dc653" stroke-width="6"/>`,
  toad: (a, ink) => `<ellipse cx="0" cy="14" rx="50" ry="36" fill="#e9c46a"/><circle cx="-24" cy="-20" r="16" fill="#e9c46a"/><circle cx="24" cy="-20" r="16" fill="#e9c46a"/>
    <circle cx="-24" cy="-22" r="7" fill="${ink}"/><circle cx="24" cy="-22" r="7" fill="${ink}"/><path d="M-24 22 Q0 36 24 22" stroke="${ink}" stroke-width="4" fill="none"/><circle cx="0" cy="44" r="10" fill="${a}" stroke="${ink}" stroke-width="2"/>`,
  mermaid: (a) => `<path d="M-10 -20 C-30 10 -10 30 10 40 L30 58 L34 40 L16 34 C10 10 20 -10 10 -20Z" fill="#2ec4b6"/><circle cx="0" cy="-34" r="14" fill="#ffcdb2"/>
    <path d="M-14 -40 C-26 -20 -20 0 -28 10 M14 -40 C22 -30 20 -10 26 0" stroke="#e76f51" stroke-width="6" fill="none"/><circle cx="40" cy="-40" r="8" fill="${a}"/>`,
  whale: (a, ink) => `<path d="M-56 10 C-50 -36 40 -40 50 0 C56 24 20 40 -20 36 C-40 34 -56 24 -56 10Z" fill="#3a86ff"/><path d="M48 -4 L66 -24 L64 12Z" fill="#3a86ff"/>
    <circle cx="-30" cy="0" r="5" fill="${ink}"/><path d="M-10 -40 Q-16 -58 -26 -56 M-10 -40 Q-4 -58 6 -58" stroke="${a}" stroke-width="4" fill="none"/><path d="M-50 18 Q-10 30 40 14" stroke="#ffffff" stroke-width="3" fill="none"/>`,
  ship: (a, ink) => `<path d="M-56 20 L56 20 L40 44 L-40 44Z" fill="#8d5524"/><path d="M0 20 L0 -56" stroke="${ink}" stroke-width="5"/>
    <path d="M4 -50 L46 -10 L4 -4Z" fill="#ffffff"/><path d="M-4 -44 L-40 -4 L-4 0Z" fill="#f1faee"/><path d="M0 -56 L20 -62 L0 -66Z" fill="${ink}"/><circle cx="20" cy="-30" r="5" fill="${a}"/>`,
  snowflake: (a) => `${[0, 60, 120].map((r) => `<g transform="rotate(${r})"><path d="M0 -54 L0 54 M0 -36 l-12 -12 M0 -36 l12 -12 M0 36 l-12 12 M0 36 l12 12" stroke="#ffffff" stroke-width="6" stroke-linecap="round"/></g>`).join('')}<circle r="8" fill="${a}"/>`,
  star: (a, ink) => `<path d="M0 -56 L16 -18 L56 -16 L24 10 L36 50 L0 26 L-36 50 L-24 10 L-56 -16 L-16 -18Z" fill="${a}" stroke="${ink}" stroke-width="3"/>`,
  clover: (a) => `${[0, 90, 180, 270].map((r) => `<circle cx="0" cy="-24" r="22" fill="#2dc653" transform="rotate(${r})"/>`).join('')}<circle r="10" fill="${a}"/><path d="M0 20 Q6 44 22 56" stroke="#2dc653" stroke-width="6" fill="none"/>`,
  bolt: (a, ink) => `<path d="M14 -60 L-30 8 L-2 8 L-14 60 L32 -10 L4 -10Z" fill="${a}" stroke="${ink}" stroke-width="3" stroke-linejoin="round"/>`,
  bars: (a, ink) => `${[0, 1, 2].map((i) => `<rect x="-44" y="${-42 + i * 30}" width="88" height="24" rx="5" fill="${a}" stroke="${ink}" stroke-width="3"/><text x="0" y="${-23 + i * 30}" font-size="16" text-anchor="middle" fill="${ink}" ${FONT}>BAR</text>`).join('')}`,
};

/** Name keywords and the emblem they call for; the first match wins. */
const KEYWORD_EMBLEMS: Array<[RegExp, keyof typeof EMBLEMS]> = [
  [/tiger/i, 'tiger'], [/gem|jewel|diamond/i, 'gem'], [/dragon way|dragon$/i, 'dragon'], [/spin|wheel/i, 'wheel'],
  [/crash|rocket/i, 'rocket'], [/limbo/i, 'target'], [/mine/i, 'mine'], [/dice/i, 'dice'], [/shark/i, 'shark'], [/kraken|octopus/i, 'kraken'],
  [/whale/i, 'whale'], [/pirate/i, 'ship'], [/mermaid/i, 'mermaid'], [/toad/i, 'toad'], [/arctic/i, 'snowflake'],
  [/dragon/i, 'dragon'], [/deep sea|anchor/i, 'anchor'], [/coral|reef/i, 'coral'], [/fish|hunter|ocean|catch/i, 'fish'],
  [/cherry/i, 'cherry'], [/fruit|bar/i, 'bars'], [/pharaoh|pyramid/i, 'pyramid'],
  [/emperor|king|crown|royal/i, 'crown'], [/buffalo/i, 'buffalo'], [/samurai/i, 'sword'], [/lantern/i, 'lantern'],
  [/koi/i, 'koi'], [/panda/i, 'panda'], [/moon|witch/i, 'moon'], [/crystal|oracle/i, 'crystal'], [/plinko/i, 'plinko'],
  [/keno|bingo|lotto/i, 'keno'], [/hi-lo|higher/i, 'hilo'], [/coin|gold/i, 'coin'], [/tower/i, 'tower'],
  [/colou?rs/i, 'wheel'], [/goal|ball|football|soccer/i, 'ball'], [/poker|card|jacks|aces|deuces|joker|tens|stud|hold'em|pai gow|double/i, 'card'],
  [/baccarat|blackjack|roulette/i, 'card'],
];
const FALLBACK_EMBLEMS: Array<keyof typeof EMBLEMS> = ['star', 'clover', 'bolt', 'bars', 'coin', 'target'];

export function emblemFor(name: string, id: number): keyof typeof EMBLEMS {
  return KEYWORD_EMBLEMS.find(([pattern]) => pattern.test(name))?.[1] ?? FALLBACK_EMBLEMS[stableHash(`${id}:${name}`) % FALLBACK_EMBLEMS.length] as keyof typeof EMBLEMS;
}

/** The rank shown on a card emblem: what the game's name is about (Jacks -> J, Deuces -> 2). */
function cardRank(name: string): string {
  const ranks: Array<[RegExp, string]> = [[/jack/i, 'J'], [/ace/i, 'A'], [/deuce/i, '2'], [/ten/i, '10'], [/three/i, '3'], [/joker/i, '★'], [/king|stud/i, 'K'], [/queen|pai gow/i, 'Q']];
  return ranks.find(([p]) => p.test(name))?.[1] ?? ['A', 'K', 'Q', 'J'][stableHash(name) % 4] as string;
}

/** Lines of a name for a width of about maxChars characters (two lines at most). */
function wrapName(name: string, maxChars: number): string[] {
  const words = name.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  for (const word of words) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= maxChars) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= 2) return lines;
  return [lines[0] as string, lines.slice(1).join(' ')];
}

const BACKDROPS = [
  (c: string) => Array.from({ length: 12 }, (_, i) => `<path d="M150 130 L${150 + 260 * Math.cos((i * Math.PI) / 6)} ${130 + 260 * Math.sin((i * Math.PI) / 6)} L${150 + 260 * Math.cos(((i + 0.5) * Math.PI) / 6)} ${130 + 260 * Math.sin(((i + 0.5) * Math.PI) / 6)}Z" fill="${c}"/>`).join(''),
  (c: string) => [40, 80, 120, 160].map((r) => `<circle cx="150" cy="130" r="${r}" fill="none" stroke="${c}" stroke-width="14"/>`).join(''),
  (c: string) => Array.from({ length: 8 }, (_, i) => `<rect x="${i * 44 - 40}" y="-20" width="18" height="360" fill="${c}" transform="rotate(25 150 150)"/>`).join(''),
  (c: string) => Array.from({ length: 25 }, (_, i) => `<circle cx="${(i % 5) * 64 + 20}" cy="${Math.floor(i / 5) * 64 + 20}" r="10" fill="${c}"/>`).join(''),
];

export interface GameArtInput { id: number; name: string; typeId: number }

/** A 300x300 game tile. */
export function renderGameArt(game: GameArtInput): string {
  const palette = CATEGORY_PALETTES[game.typeId] ?? DEFAULT_PALETTE;
  const hash = stableHash(`${game.id}:${game.name}`);
  const shift = (hash % 40) - 20;
  const backdrop = BACKDROPS[(hash >>> 8) % BACKDROPS.length] as (c: string) => string;
  const emblem = EMBLEMS[emblemFor(game.name, game.id)] as Emblem;
  const lines = wrapName(game.name, 14);
  const longest = Math.max(...lines.map((l) => l.length));
  const fontSize = Math.min(30, Math.floor(270 / (longest * 0.62)));
  const firstLineY = lines.length === 1 ? 262 : 248;
  const text = lines.map((line, i) =>
    `<text x="150" y="${firstLineY + i * (fontSize + 2)}" font-size="${fontSize}" text-anchor="middle" fill="#ffffff" stroke="${palette.ink}" stroke-width="4" paint-order="stroke" ${FONT}>${escapeXml(line)}</text>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300" role="img" aria-label="${escapeXml(game.name)}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(palette.from + shift, 70, 46)}"/><stop offset="1" stop-color="${hsl(palette.to + shift, 75, 22)}"/></linearGradient>
<radialGradient id="glow" cx="0.5" cy="0.42" r="0.5"><stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient></defs>
<rect width="300" height="300" rx="28" fill="url(#bg)"/>
<g opacity="0.12">${backdrop('#ffffff')}</g>
<rect width="300" height="300" rx="28" fill="url(#glow)"/>
<g transform="translate(150 122) scale(1.45)">${emblem(palette.accent, palette.ink, game.name)}</g>
<rect x="10" y="10" width="280" height="280" rx="22" fill="none" stroke="${palette.accent}" stroke-width="4" opacity="0.7"/>
${text}
</svg>`;
}

/** A 240x96 brand logo: the brand's name on a badge of its own colour. */
export function renderBrandArt(brand: { id: number; showName: string }): string {
  const hue = stableHash(`brand:${brand.id}:${brand.showName}`) % 360;
  const fontSize = Math.min(28, Math.floor(150 / (Math.max(brand.showName.length, 1) * 0.6)));
  const initial = escapeXml([...brand.showName][0]?.toUpperCase() ?? '?');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="96" viewBox="0 0 240 96" role="img" aria-label="${escapeXml(brand.showName)}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${hsl(hue, 65, 45)}"/><stop offset="1" stop-color="${hsl(hue + 30, 70, 30)}"/></linearGradient></defs>
<rect width="240" height="96" rx="48" fill="url(#bg)"/>
<circle cx="48" cy="48" r="32" fill="#ffffff" opacity="0.92"/><text x="48" y="60" font-size="34" text-anchor="middle" fill="${hsl(hue, 65, 35)}" ${FONT}>${initial}</text>
<text x="158" y="${48 + fontSize * 0.36}" font-size="${fontSize}" text-anchor="middle" fill="#ffffff" ${FONT}>${escapeXml(brand.showName)}</text>
</svg>`;
}

/** A 750x300 lobby banner with its title. */
export function renderBannerArt(banner: { id: number; title: string }): string {
  const hue = stableHash(`banner:${banner.id}:${banner.title}`) % 360;
  const lines = wrapName(banner.title, 22);
  const text = lines.map((line, i) =>
    `<text x="48" y="${lines.length === 1 ? 170 : 140 + i * 56}" font-size="48" fill="#ffffff" stroke="#00000055" stroke-width="3" paint-order="stroke" ${FONT}>${escapeXml(line)}</text>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="300" viewBox="0 0 750 300" role="img" aria-label="${escapeXml(banner.title)}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 75, 50)}"/><stop offset="1" stop-color="${hsl(hue + 50, 80, 25)}"/></linearGradient></defs>
<rect width="750" height="300" rx="24" fill="url(#bg)"/>
<g opacity="0.15">${[0, 1, 2, 3, 4].map((i) => `<circle cx="${560 + (i % 2) * 90}" cy="${60 + i * 50}" r="${60 - i * 6}" fill="#ffffff"/>`).join('')}</g>
<g transform="translate(600 150) scale(1.6)">${(EMBLEMS[emblemFor(banner.title, banner.id)] as Emblem)('#ffd447', '#222222', banner.title)}</g>
${text}
</svg>`;
}

/** A 750x420 poster of a promotional video: the advertised title under a play button. */
export function renderVideoPoster(video: { id: number; title: string }): string {
  const hue = stableHash(`video:${video.id}:${video.title}`) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="420" viewBox="0 0 750 420" role="img" aria-label="${escapeXml(video.title)}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(hue, 60, 35)}"/><stop offset="1" stop-color="${hsl(hue + 20, 70, 12)}"/></linearGradient></defs>
<rect width="750" height="420" fill="url(#bg)"/>
<g transform="translate(375 170) scale(1.3)">${(EMBLEMS[emblemFor(video.title, video.id)] as Emblem)('#ffd447', '#222222', video.title)}</g>
<circle cx="375" cy="170" r="54" fill="#000000" opacity="0.45"/><path d="M356 136 L356 204 L412 170Z" fill="#ffffff"/>
<text x="375" y="350" font-size="44" text-anchor="middle" fill="#ffffff" ${FONT}>${escapeXml(video.title)}</text>
</svg>`;
}

/** A 96x96 customer-service icon: a paper plane for messaging links, a headset otherwise. */
export function renderServiceIcon(service: { nickname: string; url: string }): string {
  const messaging = /t\.me|telegram|whatsapp|wa\.me/i.test(service.url);
  const glyph = messaging
    ? '<path d="M22 48 L74 26 L62 74 L46 58 L38 68 L38 54 L66 32 L34 50Z" fill="#ffffff"/>'
    : '<path d="M26 52 A22 22 0 0 1 70 52" stroke="#ffffff" stroke-width="6" fill="none"/><rect x="20" y="48" width="12" height="20" rx="4" fill="#ffffff"/><rect x="64" y="48" width="12" height="20" rx="4" fill="#ffffff"/><path d="M70 66 Q68 76 54 76" stroke="#ffffff" stroke-width="4" fill="none"/>';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="${escapeXml(service.nickname)}">
<circle cx="48" cy="48" r="46" fill="${messaging ? '#229ed9' : '#ff8a00'}"/>${glyph}
</svg>`;
}

/** Generic images (appGenericImg) drawn by default: the New Year icon and the recharge-activities entry. */
export const GENERIC_IMAGES: Record<string, () => string> = {
  NewYear_icon: () => `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120" role="img" aria-label="New Year">
<circle cx="60" cy="60" r="58" fill="#b5001c"/><g transform="translate(60 62) scale(0.8)">${(EMBLEMS.lantern as Emblem)('#ffd447', '#5a0010', '')}</g>
</svg>`,
  recharge_activities_entry: () => `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120" role="img" aria-label="Deposit bonus">
<circle cx="60" cy="60" r="58" fill="#0a7d3b"/><g transform="translate(54 64) scale(0.7)">${(EMBLEMS.coin as Emblem)('#ffd447', '#5a4100', '')}</g>
<circle cx="92" cy="30" r="18" fill="#ffd447"/><path d="M92 20 L92 40 M82 30 L102 30" stroke="#0a7d3b" stroke-width="6" stroke-linecap="round"/>
</svg>`,
};
