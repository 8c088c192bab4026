import type { ReactNode } from 'react';
import { TaskType } from '@casino/contract';

/** The look of a task type: its colour and a line glyph (24-unit box). */
interface IconLook {
  colour: string;
  glyph: ReactNode;
}

const LOGIN: ReactNode = <path d="M10 17l5-5-5-5M15 12H3M14 3h5a2 2 0 012 2v14a2 2 0 01-2 2h-5" />;
const PHONE: ReactNode = <><rect x="7" y="2" width="10" height="20" rx="2" /><path d="M11 18h2" /></>;
const SPIN: ReactNode = <><rect x="3" y="5" width="18" height="14" rx="2" /><path d="M9 5v14M15 5v14" /><circle cx="6" cy="12" r="1" /><circle cx="12" cy="12" r="1" /><circle cx="18" cy="12" r="1" /></>;
const PAD: ReactNode = <><rect x="2" y="7" width="20" height="11" rx="4" /><path d="M7 11v3M5.5 12.5h3" /><circle cx="16" cy="12" r="1" /><circle cx="18.5" cy="14" r="1" /></>;
const COIN: ReactNode = <><circle cx="12" cy="12" r="9" /><path d="M14.5 9.5c-.5-1-1.5-1.5-2.5-1.5-1.5 0-2.5.8-2.5 2s1 1.6 2.5 2 2.5.8 2.5 2-1 2-2.5 2c-1 0-2-.5-2.5-1.5M12 6.5V8M12 16v1.5" /></>;
const BAG: ReactNode = <><path d="M5 8h14l-1 13H6L5 8z" /><path d="M9 8V6a3 3 0 016 0v2" /></>;
const FOLLOW: ReactNode = <><circle cx="9" cy="8" r="4" /><path d="M2 21v-1a7 7 0 0114 0v1M19 8v6M16 11h6" /></>;
const SHARE: ReactNode = <><circle cx="18" cy="5" r="3" /><circle cx="6" cy="12" r="3" /><circle cx="18" cy="19" r="3" /><path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" /></>;

const LOOKS: Record<number, IconLook> = {
  [TaskType.Login]: { colour: '#8b5cff', glyph: LOGIN },
  [TaskType.Bind]: { colour: '#34d399', glyph: PHONE },
  [TaskType.PlayTiger]: { colour: '#ff9f1c', glyph: SPIN },
  [TaskType.PlayGame]: { colour: '#f472b6', glyph: PAD },
  [TaskType.FirstPay]: { colour: '#ffc83d', glyph: COIN },
  [TaskType.TodayPay]: { colour: '#ffc83d', glyph: COIN },
  [TaskType.Shop]: { colour: '#38bdf8', glyph: BAG },
  [TaskType.FollowFacebook]: { colour: '#1877f2', glyph: FOLLOW },
  [TaskType.FollowTelegram]: { colour: '#229ed9', glyph: FOLLOW },
  [TaskType.FollowInstagram]: { colour: '#e1306c', glyph: FOLLOW },
  [TaskType.FollowWhatsapp]: { colour: '#25d366', glyph: FOLLOW },
  [TaskType.ShareFacebook]: { colour: '#1877f2', glyph: SHARE },
  [TaskType.ShareTelegram]: { colour: '#229ed9', glyph: SHARE },
  [TaskType.ShareYouTube]: { colour: '#ff0000', glyph: SHARE },
  [TaskType.ShareInstagram]: { colour: '#e1306c', glyph: SHARE },
  [TaskType.ShareTwitter]: { colour: '#9ca3af', glyph: SHARE },
  [TaskType.TodayShareSpin]: { colour: '#8b5cff', glyph: SHARE },
};

const FALLBACK: IconLook = { colour: '#6f769f', glyph: <circle cx="12" cy="12" r="8" /> };

/** The icon of a task type (§9): a glyph for what to do, in the colour of the network or activity. */
export function TaskIcon({ type }: { type: number }) {
  const look = LOOKS[type] ?? FALLBACK;
  return (
    <span className="task-icon" style={{ background: look.colour }} data-type={type} aria-hidden="true">
      <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" focusable="false">
        {look.glyph}
      </svg>
    </span>
  );
}
