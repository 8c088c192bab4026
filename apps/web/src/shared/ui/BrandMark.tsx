/** The brand's logo mark: a gold coin with a spade. */
export function BrandMark({ className, size }: { className?: string; size?: number | string }) {
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 64 64" role="img" aria-label="logo">
      <defs>
        <linearGradient id="brand-coin" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffe08a" /><stop offset=".5" stopColor="#ffc83d" /><stop offset="1" stopColor="#ff9f1c" />
        </linearGradient>
      </defs>
      <circle cx="32" cy="32" r="30" fill="url(#brand-coin)" />
      <circle cx="32" cy="32" r="24" fill="none" stroke="#a35c00" strokeOpacity=".45" strokeWidth="2" strokeDasharray="4 3" />
      <path d="M32 14c6 8 16 12 16 21a8 8 0 0 1-13 6l2 9H27l2-9a8 8 0 0 1-13-6c0-9 10-13 16-21z" fill="#2b1a00" />
    </svg>
  );
}
