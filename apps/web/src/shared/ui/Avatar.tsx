import './ui.css';

const palettes = [
  ['#ffb347', '#ff6a3d'], ['#6dd5ed', '#2193b0'], ['#c471f5', '#fa71cd'], ['#f7971e', '#ffd200'],
  ['#56ab2f', '#a8e063'], ['#ee0979', '#ff6a00'], ['#4568dc', '#b06ab3'], ['#11998e', '#38ef7d'],
];

interface AvatarProps {
  /** The avatar number of the player (§2); picks the picture. */
  avatar: number;
  size?: number | string;
  label?: string;
}

/** The player's picture, drawn from the avatar number so nothing has to be downloaded. */
export function Avatar({ avatar, size = '1em', label }: AvatarProps) {
  const index = Math.abs(Math.trunc(avatar)) % palettes.length;
  const [from, to] = palettes[index] ?? palettes[0]!;
  const id = `avatar-gradient-${index}`;
  return (
    <svg className="ui-avatar" width={size} height={size} viewBox="0 0 40 40" role="img" aria-label={label ?? 'avatar'}>
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} /><stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      <circle cx="20" cy="20" r="20" fill={`url(#${id})`} />
      <circle cx="20" cy="16" r="7" fill="rgba(255,255,255,.92)" />
      <path d="M7 34a13 11 0 0 1 26 0" fill="rgba(255,255,255,.92)" />
    </svg>
  );
}
