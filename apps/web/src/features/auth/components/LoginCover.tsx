/** The cover art above the auth forms: cards, chips and a coin, drawn as vector art. */
export function LoginCover() {
  return (
    <svg className="auth-cover__art" viewBox="0 0 375 220" preserveAspectRatio="xMidYMid slice" aria-hidden="true">
      <defs>
        <radialGradient id="cover-glow" cx="50%" cy="30%" r="70%">
          <stop offset="0" stopColor="#5b3cc4" /><stop offset=".55" stopColor="#21194f" /><stop offset="1" stopColor="#0d1024" />
        </radialGradient>
        <linearGradient id="cover-gold" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffe08a" /><stop offset=".5" stopColor="#ffc83d" /><stop offset="1" stopColor="#ff9f1c" />
        </linearGradient>
        <linearGradient id="cover-card" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffffff" /><stop offset="1" stopColor="#e7e9f7" />
        </linearGradient>
        <linearGradient id="cover-fade" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#0d1024" stopOpacity="0" /><stop offset="1" stopColor="#0d1024" />
        </linearGradient>
      </defs>
      <rect width="375" height="220" fill="url(#cover-glow)" />
      {[[40, 30], [330, 48], [300, 150], [70, 170], [190, 20], [250, 90]].map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="1.6" fill="#ffe08a" opacity=".8" />
      ))}
      <g transform="translate(128 62) rotate(-14)">
        <rect width="64" height="92" rx="8" fill="url(#cover-card)" />
        <text x="10" y="24" fontFamily="Georgia, serif" fontSize="20" fontWeight="700" fill="#d61f45">A</text>
        <path d="M32 38c-7 9-16 12-16 22a8 8 0 0 0 14 5c-2 6-4 8-7 10h18c-3-2-5-4-7-10a8 8 0 0 0 14-5c0-10-9-13-16-22z" fill="#d61f45" />
      </g>
      <g transform="translate(184 58) rotate(12)">
        <rect width="64" height="92" rx="8" fill="url(#cover-card)" />
        <text x="10" y="24" fontFamily="Georgia, serif" fontSize="20" fontWeight="700" fill="#1b1f3b">K</text>
        <path d="M32 36c-8 10-18 14-18 24a8 8 0 0 0 13 6l-3 10h16l-3-10a8 8 0 0 0 13-6c0-10-10-14-18-24z" fill="#1b1f3b" />
      </g>
      <g transform="translate(92 150)">
        <ellipse cx="0" cy="6" rx="26" ry="8" fill="#9b1230" />
        <ellipse cx="0" cy="0" rx="26" ry="8" fill="#e3284c" />
        <ellipse cx="0" cy="0" rx="15" ry="4.5" fill="none" stroke="#fff" strokeWidth="2" strokeDasharray="4 4" />
      </g>
      <g transform="translate(292 118)">
        <circle r="30" fill="url(#cover-gold)" />
        <circle r="23" fill="none" stroke="#a35c00" strokeOpacity=".5" strokeWidth="2" strokeDasharray="4 3" />
        <text y="9" textAnchor="middle" fontFamily="Arial, sans-serif" fontSize="26" fontWeight="800" fill="#7a4300">$</text>
      </g>
      <rect y="170" width="375" height="50" fill="url(#cover-fade)" />
    </svg>
  );
}
