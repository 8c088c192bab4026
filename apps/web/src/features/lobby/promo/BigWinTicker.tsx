import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Limits } from '@casino/contract';
import { formatMoney } from '../../../shared/format/money.ts';
import { useBigWins } from '../api/lobby-tips.ts';
import { useTickerTrades } from '../api/trade-info.ts';
import { useGameCatalog } from '../games/catalog.ts';
import './BigWinTicker.css';

/**
 * The big-win ticker (§2): one line at a time, sliding up every 2500 ms and starting over at the
 * end. The big wins come first, then the trade information (deposits, withdrawals, bonuses), which
 * is asked for once the big wins have answered. Its height is kept while anything is still coming,
 * so lines arriving never push the page down.
 */
export function BigWinTicker() {
  const { t } = useTranslation();
  const { byId } = useGameCatalog();
  const bigWins = useBigWins(true);
  const { trades, pending } = useTickerTrades(!bigWins.isPending);
  const [step, setStep] = useState(0);
  const entries = [
    ...(bigWins.data ?? []).map((win, index) => ({
      key: `win-${win.timestamp}-${index}`,
      text: t('lobby.bigWinLine', { player: win.phone, amount: formatMoney(win.amount), game: byId.get(win.gameId)?.name ?? t('lobby.aGame') }),
    })),
    ...trades.map((trade) => ({
      key: `trade-${trade.id}`,
      text: t(`lobby.tradeLine_${trade.kind as 'deposit' | 'withdrawal' | 'bonus'}`, { player: trade.player, amount: formatMoney(trade.amount) }),
    })),
  ];
  const count = entries.length;

  useEffect(() => {
    if (count < 2) return undefined;
    const timer = setInterval(() => {
      if (!document.hidden) setStep((current) => current + 1);
    }, Limits.bigWinTickerAutoplayMs);
    return () => clearInterval(timer);
  }, [count]);

  if (count === 0 && !bigWins.isPending && !pending) return null;
  // The first line is repeated after the last, so the loop slides on instead of jumping back.
  const lines = count > 1 ? [...entries, entries[0]!] : entries;
  const position = step % (count + 1);
  const onTransitionEnd = () => {
    if (position === count) setStep(0);
  };
  return (
    <section className="ticker" data-testid="big-win-ticker" aria-label={t('lobby.bigWins')}>
      <span className="ticker__label">{t('lobby.bigWins')}</span>
      <div className="ticker__window" aria-live="off">
        <ul className="ticker__list" onTransitionEnd={onTransitionEnd}
          style={{ transform: `translateY(calc(var(--ticker-line) * ${-position}))`, transition: position === 0 ? 'none' : undefined }}>
          {lines.map((line, index) => (
            <li key={index === count ? `again-${line.key}` : line.key} className="ticker__line" aria-hidden={index === count ? true : undefined}>
              {line.text}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
