import { memo } from 'react';
import type { CSSProperties } from 'react';
import { symbolName } from '../../lib/names.ts';
import { isCellWinning } from './slot-configs.ts';
import type { SlotConfig, SlotFrame } from './slot-configs.ts';
import { SymbolArt } from './SymbolArt.tsx';

export type ReelState = 'resting' | 'spinning' | 'landed';

interface SlotReelsProps {
  config: SlotConfig;
  /** view[reel][row]: the symbols the reels that are not spinning show. */
  view: string[][];
  states: readonly ReelState[];
  /** The screen whose wins are highlighted, once every reel has landed. */
  frame: SlotFrame | null;
  /** Bumped for every spin, so each landing animates again. */
  spinKey: number;
}

/** How many symbols run past while a reel spins (twice over, for a seamless loop). */
const BLUR_LENGTH = 8;

function blurSymbols(config: SlotConfig, reel: number): string[] {
  const strip = config.strips[reel] ?? [];
  const names = Array.from({ length: BLUR_LENGTH }, (_, i) => config.symbols[strip[(i * 3 + reel * 5) % strip.length]!] ?? 'wild');
  return [...names, ...names];
}

/** The reels: spinning blurs, landing columns (reel by reel, as the client sets them), wins lit and lines drawn. */
export const SlotReels = memo(function SlotReels({ config, view, states, frame, spinKey }: SlotReelsProps) {
  const settled = states.every((state) => state !== 'spinning');
  const shownFrame = settled ? frame : null;
  return (
    <div className="slot-reels" style={{ '--reels': config.reels, '--rows': config.rows } as CSSProperties} data-testid="slot-reels">
      {view.map((column, reel) => (
        <div key={reel} className={`slot-reel is-${states[reel] ?? 'resting'}`} data-testid="slot-reel" data-state={states[reel]}>
          {states[reel] === 'spinning' ? (
            <div className="slot-reel__blur" style={{ animationDelay: `${-reel * 70}ms` }}>
              {blurSymbols(config, reel).map((symbol, index) => (
                <div key={index} className="slot-cell"><SymbolArt symbol={symbol} /></div>
              ))}
            </div>
          ) : (
            <div key={`${spinKey}-${states[reel]}`} className="slot-reel__column">
              {column.map((symbol, row) => (
                <div key={row} className={isCellWinning(shownFrame, reel, row) ? 'slot-cell is-winning' : 'slot-cell'}
                  role="img" aria-label={symbolName(symbol)} data-testid="slot-cell" data-symbol={symbol}>
                  <SymbolArt symbol={symbol} />
                </div>
              ))}
            </div>
          )}
        </div>
      ))}
      {shownFrame && shownFrame.paidLines.length > 0 && (
        <svg className="slot-lines" viewBox={`0 0 ${config.reels * 100} ${config.rows * 100}`} preserveAspectRatio="none" aria-hidden="true">
          {shownFrame.paidLines.map((line, index) => (
            <polyline key={index} points={line.map((row, reel) => `${reel * 100 + 50},${row * 100 + 50}`).join(' ')} />
          ))}
        </svg>
      )}
    </div>
  );
});

interface MultiplierReelProps {
  strip: readonly number[];
  stop: number;
  spinning: boolean;
  lit: boolean;
  spinKey: number;
}

/** Fortune Gems' fourth reel: three multipliers in view, the middle one applies. */
export function MultiplierReel({ strip, stop, spinning, lit, spinKey }: MultiplierReelProps) {
  const values = [0, 1, 2].map((row) => strip[(stop + row) % strip.length]!);
  return (
    <div className={`slot-reel slot-reel--multiplier ${spinning ? 'is-spinning' : 'is-landed'}`} data-testid="multiplier-reel">
      {spinning ? (
        <div className="slot-reel__blur">
          {[...strip.slice(0, 8), ...strip.slice(0, 8)].map((value, index) => <div key={index} className="slot-cell slot-cell--multiplier">×{value}</div>)}
        </div>
      ) : (
        <div key={spinKey} className="slot-reel__column">
          {values.map((value, row) => (
            <div key={row} className={row === 1 ? `slot-cell slot-cell--multiplier is-payline${lit ? ' is-winning' : ''}` : 'slot-cell slot-cell--multiplier'}
              data-testid={row === 1 ? 'multiplier-value' : undefined}>
              ×{value}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
