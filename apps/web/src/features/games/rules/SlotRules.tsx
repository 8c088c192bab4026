import { useTranslation } from 'react-i18next';
import {
  DRAGON_WAYS, DRAGON_WAYS_SYMBOLS, FORTUNE_GEMS, FORTUNE_GEMS_SYMBOLS, GOLDEN_FREE_SPINS, GOLDEN_FREE_SPINS_SYMBOLS,
  LUCKY_TIGER, LUCKY_TIGER_SYMBOLS,
} from '@casino/games';
import type { Payline } from '@casino/games';
import { SymbolArt } from '../clients/slots/SymbolArt.tsx';
import { symbolName } from '../lib/names.ts';

/** A multiple of the bet for display: 0.2, 2, 12.5. */
const times = (value: number): string => `×${Number(value.toFixed(4))}`;

function SymbolCell({ symbol }: { symbol: string }) {
  return (
    <th scope="row" className="rules__symbol">
      <SymbolArt symbol={symbol} />
      <span>{symbolName(symbol)}</span>
    </th>
  );
}

/** Each payline as a small grid with its cells filled. */
function Lines({ lines, rows }: { lines: readonly Payline[]; rows: number }) {
  const { t } = useTranslation();
  return (
    <section>
      <h3>{t('games.rules.lines', { count: lines.length })}</h3>
      <ol className="rules__lines">
        {lines.map((line, index) => (
          <li key={index} aria-label={t('games.rules.lineNumber', { number: index + 1 })}>
            <span className="rules__line-number">{index + 1}</span>
            <span className="rules__line-grid" style={{ gridTemplateColumns: `repeat(${line.length}, 1fr)` }}>
              {Array.from({ length: rows }, (_, row) => line.map((lineRow, reel) => (
                <i key={`${row}-${reel}`} className={lineRow === row ? 'is-on' : undefined} />
              )))}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function LuckyTigerRules() {
  const { t } = useTranslation();
  const lineCount = LUCKY_TIGER.lines.length;
  return (
    <>
      <p className="game-note">{t('games.rules.luckyTiger')}</p>
      <table className="rules__table">
        <thead><tr><th>{t('games.rules.symbol')}</th><th>{t('games.rules.threeOnLine')}</th></tr></thead>
        <tbody>
          {LUCKY_TIGER_SYMBOLS.map((symbol, index) => (
            <tr key={symbol}>
              <SymbolCell symbol={symbol} />
              <td>{times(LUCKY_TIGER.pays[index]![3]! / lineCount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="game-note">{t('games.rules.luckyTigerMultipliers', { one: LUCKY_TIGER.tigerMultipliers[1], two: LUCKY_TIGER.tigerMultipliers[2], full: LUCKY_TIGER.fullScreenMultiplier })}</p>
      <Lines lines={LUCKY_TIGER.lines} rows={3} />
    </>
  );
}

export function FortuneGemsRules() {
  const { t } = useTranslation();
  const multipliers = [...new Set(FORTUNE_GEMS.multiplierStrip)].sort((a, b) => a - b);
  return (
    <>
      <p className="game-note">{t('games.rules.fortuneGems')}</p>
      <table className="rules__table">
        <thead><tr><th>{t('games.rules.symbol')}</th><th>{t('games.rules.threeOnLine')}</th></tr></thead>
        <tbody>
          {FORTUNE_GEMS_SYMBOLS.map((symbol, index) => (
            <tr key={symbol}><SymbolCell symbol={symbol} /><td>{times(FORTUNE_GEMS.pays[index]![3]!)}</td></tr>
          ))}
        </tbody>
      </table>
      <p className="game-note">{t('games.rules.fortuneGemsMultipliers', { values: multipliers.map((value) => `×${value}`).join(', ') })}</p>
    </>
  );
}

export function DragonWaysRules() {
  const { t } = useTranslation();
  return (
    <>
      <p className="game-note">{t('games.rules.dragonWays')}</p>
      <table className="rules__table">
        <thead><tr><th>{t('games.rules.symbol')}</th><th>3</th><th>4</th><th>5</th></tr></thead>
        <tbody>
          {DRAGON_WAYS_SYMBOLS.map((symbol, index) => index === 0 ? null : (
            <tr key={symbol}>
              <SymbolCell symbol={symbol} />
              {[3, 4, 5].map((reels) => <td key={reels}>{times((DRAGON_WAYS.pays[index]![reels] ?? 0) / DRAGON_WAYS.unitsPerBet)}</td>)}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="game-note">{t('games.rules.perWay')}</p>
    </>
  );
}

export function GoldenFreeSpinsRules() {
  const { t } = useTranslation();
  const math = GOLDEN_FREE_SPINS;
  const lineCount = math.lines.length;
  return (
    <>
      <p className="game-note">
        {t('games.rules.goldenFreeSpins', { trigger: math.freeSpinsTrigger, awarded: math.freeSpinsAwarded, multiplier: math.freeSpinsMultiplier, cap: math.freeSpinsCap })}
      </p>
      <table className="rules__table">
        <thead><tr><th>{t('games.rules.symbol')}</th><th>3</th><th>4</th><th>5</th></tr></thead>
        <tbody>
          <tr>
            <SymbolCell symbol="golden-coin" />
            {[3, 4, 5].map((count) => <td key={count}>{times(math.scatterPays[count] ?? 0)}</td>)}
          </tr>
          {GOLDEN_FREE_SPINS_SYMBOLS.map((symbol, index) => (math.pays[index]?.length ?? 0) === 0 ? null : (
            <tr key={symbol}>
              <SymbolCell symbol={symbol} />
              {[3, 4, 5].map((count) => <td key={count}>{times((math.pays[index]![count] ?? 0) / lineCount)}</td>)}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="game-note">{t('games.rules.goldenScatter')}</p>
      <Lines lines={math.lines} rows={3} />
    </>
  );
}
