import { GameCategory, HomeTab } from '@casino/contract';

/** Each home tab's own icon (§2): Home, Collect and the six game categories. */
export function TabIcon({ tab }: { tab: number }) {
  return (
    <svg className="tab-icon" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8}
      strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {paths(tab)}
    </svg>
  );
}

function paths(tab: number) {
  switch (tab) {
    case HomeTab.Home:
      return <path d="M3 10.5L12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z" />;
    case HomeTab.Collect:
      return <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8 3.6 4.5 7.1 4.5c2 0 3.5 1.1 4.9 2.9 1.4-1.8 2.9-2.9 4.9-2.9 3.5 0 5.6 3.5 4.4 6.8-1.8 4.6-9.3 9.2-9.3 9.2z" />;
    case GameCategory.Slots:
      return (<><rect x="3" y="4" width="18" height="16" rx="2" /><path d="M8 4v16M16 4v16" /><path d="M4.5 12h2M10.5 12h3M17.5 12h2" /></>);
    case GameCategory.Fish:
      return (<><path d="M2 12c3-4.5 7-6 11-6 4 0 7 3 8 6-1 3-4 6-8 6-4 0-8-1.5-11-6z" /><path d="M2 12l-1-3M2 12l-1 3" /><circle cx="16" cy="11" r="1" /></>);
    case GameCategory.Poker:
      return (<><rect x="5" y="3" width="14" height="18" rx="2" /><path d="M12 8c1.7 2.2 4 3.3 4 5.3a2 2 0 0 1-3.3 1.5l.6 2.2h-2.6l.6-2.2A2 2 0 0 1 8 13.3C8 11.3 10.3 10.2 12 8z" /></>);
    case GameCategory.Sports:
      return (<><circle cx="12" cy="12" r="9" /><path d="M12 7l4 3-1.5 5h-5L8 10z" /><path d="M12 3v4M21 10.5l-5-.5M17.5 19.5L14.5 15M6.5 19.5l3-4.5M3 10.5l5-.5" /></>);
    case GameCategory.Live:
      return (<><rect x="2" y="6" width="14" height="12" rx="2" /><path d="M16 10l6-3v10l-6-3" /><circle cx="6" cy="10" r="1" /></>);
    case GameCategory.Games:
      return (<><rect x="2" y="7" width="20" height="11" rx="5" /><path d="M7 11v3M5.5 12.5h3" /><circle cx="16" cy="11.5" r="1" /><circle cx="18" cy="13.5" r="1" /></>);
    default:
      return (<><rect x="4" y="4" width="7" height="7" rx="1.5" /><rect x="13" y="4" width="7" height="7" rx="1.5" /><rect x="4" y="13" width="7" height="7" rx="1.5" /><rect x="13" y="13" width="7" height="7" rx="1.5" /></>);
  }
}
