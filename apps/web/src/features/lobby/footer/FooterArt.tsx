import type { SocialNetwork } from './social.ts';

/**
 * Small marks for the footer: social networks, store badges, wallets, responsible gaming. The
 * social and store marks set their text as the page's own text, at sizes of the footer's
 * stylesheet: SVG text is set at a size scaled by its picture, a font of its own that the first
 * layout would make (decisions 096, 100).
 */
export function SocialIcon({ network }: { network: SocialNetwork }) {
  const letter: Record<SocialNetwork, string> = {
    facebook: 'f', telegram: '➤', youtube: '▶', instagram: '◎', twitter: '𝕏', whatsapp: '✆', tiktok: '♪', link: '↗',
  };
  const colour: Record<SocialNetwork, string> = {
    facebook: '#1877f2', telegram: '#229ed9', youtube: '#ff0000', instagram: '#d62976', twitter: '#111',
    whatsapp: '#25d366', tiktok: '#111', link: '#4b5280',
  };
  return <span className="social-icon" style={{ background: colour[network] }} aria-hidden="true">{letter[network]}</span>;
}

export function StoreBadge({ store, label }: { store: 'google' | 'apple'; label: string }) {
  return (
    <span className="store-badge" role="img" aria-label={label}>
      <svg className="store-badge__logo" viewBox="0 0 24 24" aria-hidden="true">
        {store === 'google' ? (
          <>
            <path d="M0 0l14 12L0 24z" fill="#00d7fe" /><path d="M0 0l18 10-4 2z" fill="#00f076" /><path d="M0 24l18-10-4-2z" fill="#ff3a44" /><path d="M14 12l4-2 5 2-5 2z" fill="#ffd400" />
          </>
        ) : (
          <path transform="translate(2 0)" d="M15 13c0-3 2-4 2-4-1-2-3-2-4-2-2 0-3 1-4 1s-2-1-4-1c-2 0-5 2-5 6 0 5 3 11 5 11 1 0 2-1 4-1s2 1 4 1c2 0 4-4 4-5-1 0-2-2-2-6zM12 5c1-1 2-3 1-5-1 0-3 1-3 2-1 1-1 3-1 4 1 0 2 0 3-1z" fill="#fff" />
        )}
      </svg>
      <span className="store-badge__text" aria-hidden="true">
        <small>{store === 'google' ? 'GET IT ON' : 'Download on the'}</small>
        <b>{store === 'google' ? 'Google Play' : 'App Store'}</b>
      </span>
    </span>
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
