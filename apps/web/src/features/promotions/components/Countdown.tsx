import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countdownParts } from '../lobby-rules.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/** The time left to `endTime` (-1: none, nothing drawn); `onEnd` runs once when it reaches zero. */
export function Countdown({ endTime, onEnd }: { endTime: number; onEnd?: () => void }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  const ended = useRef(false);
  const parts = countdownParts(endTime, now);
  useEffect(() => {
    if (!parts || parts.ended) return undefined;
    const timer = setTimeout(() => setNow(Date.now()), 1000);
    return () => clearTimeout(timer);
  }, [parts, now]);
  useEffect(() => {
    if (parts?.ended && !ended.current) {
      ended.current = true;
      onEnd?.();
    }
  }, [parts?.ended, onEnd]);
  if (!parts) return null;
  if (parts.ended) return <p className="promo-countdown is-ended" data-testid="promo-countdown">{t('promotions.ended')}</p>;
  const time = t('promotions.countdown', { days: parts.days, hours: pad(parts.hours), minutes: pad(parts.minutes), seconds: pad(parts.seconds) });
  return <p className="promo-countdown" data-testid="promo-countdown">{t('promotions.endsIn', { time })}</p>;
}
