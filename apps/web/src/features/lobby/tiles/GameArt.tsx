const palettes = [
  ['#ff6a3d', '#ffb347'], ['#2193b0', '#6dd5ed'], ['#8e2de2', '#fa71cd'], ['#f7971e', '#ffd200'],
  ['#11998e', '#38ef7d'], ['#ee0979', '#ff6a00'], ['#4568dc', '#b06ab3'], ['#c31432', '#f0cb35'],
];

/** A drawn cover for a game without a picture (or whose picture failed): its initials on a colour of its own. */
export function GameArt({ id, name }: { id: number; name: string }) {
  const [from, to] = palettes[Math.abs(id) % palettes.length] ?? palettes[0]!;
  const initials = name.split(/\s+/).filter(Boolean).slice(0, 2).map((word) => word[0]!.toUpperCase()).join('');
  return (
    <svg className="game-art" viewBox="0 0 100 100" preserveAspectRatio="xMidYMid slice" aria-hidden="true">
      <defs>
        <linearGradient id={`game-art-${id}`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} /><stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      <rect width="100" height="100" fill={`url(#game-art-${id})`} />
      <circle cx="78" cy="22" r="30" fill="rgba(255,255,255,.12)" />
      <circle cx="18" cy="88" r="26" fill="rgba(0,0,0,.12)" />
      <text x="50" y="60" textAnchor="middle" fontWeight="700" fontSize="30" fill="#fff" fillOpacity=".92">
        {initials}
      </text>
    </svg>
  );
}
