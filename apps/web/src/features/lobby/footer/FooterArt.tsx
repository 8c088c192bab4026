import type { SocialNetwork } from './social.ts';

/**
 * Small marks for the footer, drawn inline: social networks, store badges, wallets, responsible
 * gaming. Their text is in the page's own font: a named font is one more font lookup on the first
 * layout (decision 096).
 */
export function SocialIcon({ network }: { network: SocialNetwork }) {
  const letter: Record<SocialNetwork, string> = {
    facebook: 'f', telegram: '➤', youtube: '▶', instagram: '◎', twitter: '𝕏', whatsapp: '✆', tiktok: '♪', link: '↗',
  };
  const colour: Record<SocialNetwork, string> = {
    facebook: '#1877f2', telegram: '#229ed9', youtube: '#ff0000', instagram: '#d62976', twitter: '#111',
    whatsapp: '#25d366', tiktok: '#111', link: '#4b5280',
  };
  return (
    <svg viewBox="0 0 32 32" width="1em" height="1em" aria-hidden="true">
      <circle cx="16" cy="16" r="16" fill={colour[network]} />
      <text x="16" y="21.5" textAnchor="middle" fontWeight="700" fontSize="15" fill="#fff">{letter[network]}</text>
    </svg>
  );
}

export function StoreBadge({ store, label }: { store: 'google' | 'apple'; label: string }) {
  return (
    <svg className="store-badge" viewBox="0 0 150 44" role="img" aria-label={label}>
      <rect x=".5" y=".5" width="149" height="43" rx="8" fill="#000" stroke="#8a8fb3" />
      {store === 'google' ? (
        <g transform="translate(12 10)">
          <path d="M0 0l14 12L0 24z" fill="#00d7fe" /><path d="M0 0l18 10-4 2z" fill="#00f076" /><path d="M0 24l18-10-4-2z" fill="#ff3a44" /><path d="M14 12l4-2 5 2-5 2z" fill="#ffd400" />
        </g>
      ) : (
        <path transform="translate(13 9)" d="M15 13c0-3 2-4 2-4-1-2-3-2-4-2-2 0-3 1-4 1s-2-1-4-1c-2 0-5 2-5 6 0 5 3 11 5 11 1 0 2-1 4-1s2 1 4 1c2 0 4-4 4-5-1 0-2-2-2-6zM12 5c1-1 2-3 1-5-1 0-3 1-3 2-1 1-1 3-1 4 1 0 2 0 3-1z" fill="#fff" />
      )}
      <text x="44" y="18" fontSize="8" fill="#fff">{store === 'google' ? 'GET IT ON' : 'Download on the'}</text>
      <text x="44" y="33" fontSize="14" fontWeight="700" fill="#fff">{store === 'google' ? 'Google Play' : 'App Store'}</text>
    </svg>
  );
}

/** The two mobile-wallet brands of the Philippine payment methods (§2 green footer). */
export function WalletBadge({ brand }: { brand: 'gcash' | 'maya' }) {
  return brand === 'gcash' ? (
    <svg className="wallet-badge" viewBox="0 0 110 36" role="img" aria-label="GCash">
      <rect width="110" height="36" rx="8" fill="#007dfe" />
      <circle cx="20" cy="18" r="10" fill="#fff" /><text x="20" y="23" textAnchor="middle" fontWeight="700" fontSize="13" fill="#007dfe">G</text>
      <text x="38" y="24" fontWeight="700" fontSize="17" fill="#fff">GCash</text>
    </svg>
  ) : (
    <svg className="wallet-badge" viewBox="0 0 110 36" role="img" aria-label="Maya">
      <rect width="110" height="36" rx="8" fill="#0b0b0b" />
      <text x="55" y="25" textAnchor="middle" fontWeight="700" fontSize="19" fill="#00d26a">maya</text>
    </svg>
  );
}

export function ResponsibleGamingMark() {
  return (
    <svg className="responsible-mark" viewBox="0 0 120 44" role="img" aria-label="Responsible gaming">
      <rect x="1" y="1" width="118" height="42" rx="8" fill="none" stroke="#34d399" strokeWidth="2" />
      <path d="M20 10l10 4v7c0 6-4 10-10 13-6-3-10-7-10-13v-7z" fill="#34d399" />
      <path d="M15 21l4 4 6-7" stroke="#06281d" strokeWidth="2.5" fill="none" strokeLinecap="round" strokeLinejoin="round" />
      <text x="38" y="20" fontWeight="700" fontSize="10" fill="#fff">RESPONSIBLE</text>
      <text x="38" y="33" fontWeight="700" fontSize="10" fill="#34d399">GAMING</text>
    </svg>
  );
}
