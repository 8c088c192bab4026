import { memo } from 'react';
import type { ReactNode } from 'react';

/**
 * The slot symbols, drawn as small inline pictures (no image requests, crisp at any size). Each
 * symbol keeps its own shape and colour so a screen reads at a glance; names come from the
 * games' symbol lists (@casino/games).
 */
const card = (label: string, from: string, to: string): ReactNode => (
  <>
    <rect x="12" y="10" width="76" height="80" rx="14" fill={`url(#g-${label})`} stroke="rgba(255,255,255,.55)" strokeWidth="3" />
    <defs>
      <linearGradient id={`g-${label}`} x1="0" y1="0" x2="0" y2="1"><stop offset="0" stopColor={from} /><stop offset="1" stopColor={to} /></linearGradient>
    </defs>
    <text x="50" y="66" textAnchor="middle" fontSize={label.length > 1 ? 38 : 48} fontWeight="900" fill="#fff" stroke="rgba(0,0,0,.35)"
      strokeWidth="2" fontFamily="Georgia, 'Times New Roman', serif">{label}</text>
  </>
);

const gem = (light: string, mid: string, dark: string): ReactNode => (
  <>
    <path d="M50 8 L88 38 L50 92 L12 38 Z" fill={mid} stroke="#fff" strokeOpacity=".6" strokeWidth="2" />
    <path d="M50 8 L68 38 L50 92 L32 38 Z" fill={light} opacity=".75" />
    <path d="M12 38 H88 L68 38 L50 8 L32 38 Z" fill={dark} opacity=".35" />
    <path d="M38 22 L46 16" stroke="#fff" strokeWidth="4" strokeLinecap="round" opacity=".8" />
  </>
);

const ART: Readonly<Record<string, ReactNode>> = {
  wild: (
    <>
      <path d="M50 4 L61 36 L95 37 L68 57 L78 90 L50 70 L22 90 L32 57 L5 37 L39 36 Z" fill="#ffc83d" stroke="#fff4c2" strokeWidth="3" />
      <text x="50" y="60" textAnchor="middle" fontSize="19" fontWeight="900" fill="#7a1f00" fontFamily="Arial, sans-serif">WILD</text>
    </>
  ),
  tiger: (
    <>
      <path d="M22 30 L28 10 L42 24 Z M78 30 L72 10 L58 24 Z" fill="#e8731a" stroke="#3b1d00" strokeWidth="3" />
      <circle cx="50" cy="54" r="36" fill="#f28c28" stroke="#3b1d00" strokeWidth="3" />
      <path d="M50 20 v12 M36 24 l4 10 M64 24 l-4 10 M16 50 h12 M84 50 h-12 M18 64 l10 -4 M82 64 l-10 -4" stroke="#2a1300" strokeWidth="4" strokeLinecap="round" />
      <ellipse cx="50" cy="70" rx="16" ry="11" fill="#fff3e0" />
      <circle cx="38" cy="50" r="5" fill="#1d2b1d" /><circle cx="62" cy="50" r="5" fill="#1d2b1d" />
      <path d="M44 64 h12 l-6 6 Z" fill="#3b1d00" />
    </>
  ),
  'gold-ingot': (
    <>
      <path d="M14 62 Q14 50 26 50 L74 50 Q86 50 86 62 L80 80 H20 Z" fill="#f5b50a" stroke="#8a5a00" strokeWidth="3" />
      <ellipse cx="50" cy="48" rx="22" ry="14" fill="#ffd447" stroke="#8a5a00" strokeWidth="3" />
      <path d="M28 60 Q50 70 72 60" stroke="#fff2b3" strokeWidth="4" fill="none" strokeLinecap="round" />
    </>
  ),
  jade: (
    <>
      <circle cx="50" cy="50" r="38" fill="#2fbf71" stroke="#0d5c33" strokeWidth="3" />
      <circle cx="50" cy="50" r="13" fill="#0d1024" stroke="#0d5c33" strokeWidth="3" />
      <circle cx="50" cy="50" r="26" fill="none" stroke="#a7f3c9" strokeWidth="3" strokeDasharray="6 6" />
    </>
  ),
  'red-envelope': (
    <>
      <rect x="22" y="10" width="56" height="80" rx="8" fill="#d7263d" stroke="#7a0d1c" strokeWidth="3" />
      <path d="M22 30 Q50 52 78 30" fill="#b5172c" stroke="#7a0d1c" strokeWidth="3" />
      <circle cx="50" cy="44" r="11" fill="#ffc83d" stroke="#8a5a00" strokeWidth="2" />
    </>
  ),
  firecracker: (
    <>
      <path d="M50 14 Q58 4 66 10" stroke="#ffc83d" strokeWidth="3" fill="none" />
      <circle cx="67" cy="9" r="4" fill="#ff9f1c" />
      <rect x="32" y="18" width="36" height="72" rx="8" fill="#e63946" stroke="#7a0d1c" strokeWidth="3" />
      <rect x="32" y="30" width="36" height="8" fill="#ffc83d" /><rect x="32" y="70" width="36" height="8" fill="#ffc83d" />
    </>
  ),
  orange: (
    <>
      <circle cx="50" cy="56" r="34" fill="#ff9f1c" stroke="#a35400" strokeWidth="3" />
      <path d="M50 22 Q62 6 78 14 Q66 26 50 22 Z" fill="#34d399" stroke="#0d5c33" strokeWidth="2" />
      <circle cx="38" cy="44" r="6" fill="#ffd08a" />
    </>
  ),
  ruby: gem('#ff8fa3', '#e11d48', '#7f0a24'),
  emerald: gem('#8ff0c0', '#10b981', '#065f46'),
  sapphire: gem('#93c5fd', '#2563eb', '#1e3a8a'),
  ace: card('A', '#ff5470', '#b3123a'),
  king: card('K', '#4f8cff', '#1f3fae'),
  queen: card('Q', '#b07cff', '#6b2fd1'),
  jack: card('J', '#34d399', '#0f7a55'),
  ten: card('10', '#ffb347', '#c46a00'),
  nine: card('9', '#2dd4bf', '#0f766e'),
  dragon: (
    <>
      <path d="M50 6 L88 28 V72 L50 94 L12 72 V28 Z" fill="#b91c1c" stroke="#ffc83d" strokeWidth="3" />
      <path d="M30 64 Q30 36 50 36 Q70 36 66 52 Q62 64 48 60 Q40 56 46 50" stroke="#ffc83d" strokeWidth="6" fill="none" strokeLinecap="round" />
      <circle cx="62" cy="30" r="5" fill="#ffc83d" />
    </>
  ),
  phoenix: (
    <>
      <path d="M50 92 Q18 70 26 40 Q34 52 40 50 Q34 28 50 8 Q66 28 60 50 Q66 52 74 40 Q82 70 50 92 Z" fill="#ff6b1a" stroke="#ffd447" strokeWidth="3" />
      <path d="M50 80 Q38 66 44 52 Q50 60 56 52 Q62 66 50 80 Z" fill="#ffd447" />
    </>
  ),
  turtle: (
    <>
      <ellipse cx="50" cy="54" rx="36" ry="30" fill="#15803d" stroke="#052e16" strokeWidth="3" />
      <path d="M50 28 L64 40 L58 58 H42 L36 40 Z" fill="#4ade80" stroke="#052e16" strokeWidth="2" />
      <path d="M14 54 H36 M64 40 L82 34 M58 58 L74 76 M42 58 L26 76 M36 40 L18 34" stroke="#052e16" strokeWidth="2" />
      <circle cx="50" cy="16" r="9" fill="#86efac" stroke="#052e16" strokeWidth="2" />
    </>
  ),
  'golden-coin': (
    <>
      <circle cx="50" cy="50" r="40" fill="#ffc83d" stroke="#fff4c2" strokeWidth="4" />
      <circle cx="50" cy="50" r="30" fill="none" stroke="#a06a00" strokeWidth="3" />
      <rect x="40" y="40" width="20" height="20" fill="#7a4e00" />
      <text x="50" y="88" textAnchor="middle" fontSize="13" fontWeight="900" fill="#7a1f00" fontFamily="Arial, sans-serif">FREE</text>
    </>
  ),
  emperor: (
    <>
      <path d="M14 74 L18 30 L36 50 L50 20 L64 50 L82 30 L86 74 Z" fill="#ffc83d" stroke="#7a4e00" strokeWidth="3" />
      <rect x="14" y="74" width="72" height="12" rx="3" fill="#8b5cff" stroke="#3b1a80" strokeWidth="3" />
      <circle cx="50" cy="58" r="6" fill="#e11d48" />
    </>
  ),
  koi: (
    <>
      <path d="M12 50 Q40 18 72 44 L90 30 L86 50 L90 70 L72 56 Q40 82 12 50 Z" fill="#ff7a1a" stroke="#fff" strokeWidth="3" />
      <circle cx="26" cy="47" r="4" fill="#111" />
      <path d="M40 40 Q48 50 40 60 M54 42 Q60 50 54 58" stroke="#fff" strokeWidth="3" fill="none" />
    </>
  ),
  lantern: (
    <>
      <rect x="42" y="6" width="16" height="10" fill="#ffc83d" />
      <ellipse cx="50" cy="50" rx="32" ry="34" fill="#e11d48" stroke="#ffc83d" strokeWidth="3" />
      <path d="M50 16 V84 M32 22 Q22 50 32 78 M68 22 Q78 50 68 78" stroke="#ffc83d" strokeWidth="2" fill="none" />
      <path d="M46 84 h8 v10 h-8 Z" fill="#ffc83d" />
    </>
  ),
};

export const SymbolArt = memo(function SymbolArt({ symbol }: { symbol: string }) {
  return (
    <svg className="slot-symbol" viewBox="0 0 100 100" aria-hidden="true" focusable="false" data-symbol={symbol}>
      {ART[symbol] ?? <circle cx="50" cy="50" r="36" fill="#6f769f" />}
    </svg>
  );
});
