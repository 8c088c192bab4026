import { Limits } from '@casino/contract';

/** The round "21+" mark shown beside agreements and in the age notice. */
export function AgeBadge({ className, size = '1em' }: { className?: string; size?: number | string }) {
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 64 64" role="img" aria-label={`${Limits.minimumAge}+`}>
      <circle cx="32" cy="32" r="29" fill="#1a1330" stroke="#ff5470" strokeWidth="5" />
      <text x="32" y="40" textAnchor="middle" fontWeight="700" fontSize="22" fill="#fff">
        {Limits.minimumAge}+
      </text>
    </svg>
  );
}
