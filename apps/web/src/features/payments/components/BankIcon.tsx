/** Brand-like colours for the generated bank marks; a bank keeps its colour because it is picked from its short name. */
const COLORS = ['#0a7cff', '#1aa260', '#7b3fe4', '#e8710a', '#c0392b', '#00838f', '#6d4c41', '#3949ab'];

function colorOf(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return COLORS[hash % COLORS.length] as string;
}

/**
 * The bank's mark from its short name (§3: shortBankName picks the bank icon): drawn inline, so
 * the deposit and account screens need no image request and every bank has one.
 */
export function BankIcon({ shortBankName, size = '0.9rem' }: { shortBankName: string; size?: number | string }) {
  const label = shortBankName.slice(0, 5).toUpperCase();
  return (
    <svg className="pay-bank-icon" width={size} height={size} viewBox="0 0 48 48" role="img" aria-label={shortBankName} data-testid="bank-icon">
      <rect width="48" height="48" rx="11" fill={colorOf(shortBankName.toUpperCase())} />
      <text x="24" y="29" fill="#fff" fontSize={label.length > 3 ? 11 : 14} fontWeight="700" textAnchor="middle"
        fontFamily="system-ui, sans-serif">{label}</text>
    </svg>
  );
}
