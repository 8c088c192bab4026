import { useEffect, useRef } from 'react';
import type { InviteSpinSegment } from '@casino/contract';
import { formatMoney } from '../../../../shared/format/money.ts';
import { prefersReducedMotion, segmentAngle, segmentPath } from './wheel-geometry.ts';

const COLOURS = ['#ff6b3d', '#ffc23d', '#3dbbff', '#7b61ff', '#2ecc71', '#ff3d7f', '#00b8a9', '#f08a24'];
const RADIUS = 96;
export const SPIN_MS = 4_000;

interface WheelProps {
  segments: readonly InviteSpinSegment[];
  /** Degrees, growing clockwise; a new value turns the wheel there. */
  rotation: number;
  /** The wheel reached `rotation` (at once under reduced motion). */
  onStop(): void;
  spinning: boolean;
}

/** The wheel in SVG: equal segments with their amounts, a pointer at the top; it turns with a CSS transition. */
export function Wheel({ segments, rotation, onStop, spinning }: WheelProps) {
  const angle = segmentAngle(segments.length);
  const reduced = prefersReducedMotion();
  const stopRef = useRef(onStop);
  stopRef.current = onStop;

  useEffect(() => {
    if (!spinning) return undefined;
    // Under reduced motion there is no transition to end; a timer covers a transition that never reports its end.
    const timer = setTimeout(() => stopRef.current(), reduced ? 0 : SPIN_MS + 300);
    return () => clearTimeout(timer);
  }, [spinning, rotation, reduced]);

  return (
    <div className="spin-wheel" data-testid="spin-wheel" data-rotation={rotation}>
      <span className="spin-wheel__pointer" aria-hidden="true" />
      <svg viewBox="-100 -100 200 200" role="img" aria-hidden="true" className="spin-wheel__svg"
        style={{ transform: `rotate(${rotation}deg)`, transition: spinning && !reduced ? `transform ${SPIN_MS}ms cubic-bezier(0.15, 0.85, 0.2, 1)` : 'none' }}
        onTransitionEnd={() => { if (spinning) stopRef.current(); }}>
        <circle r="99" fill="#2a1b4d" />
        {segments.map((segment, index) => (
          <g key={index} data-testid="spin-segment" data-index={index}>
            <path d={segmentPath(index, segments.length, RADIUS)} fill={COLOURS[index % COLOURS.length]} stroke="#fff" strokeWidth="1" />
            <text transform={`rotate(${index * angle}) translate(0 -62)`} textAnchor="middle" dominantBaseline="middle" className="spin-wheel__label">
              {formatMoney(segment.amount)}
            </text>
          </g>
        ))}
        <circle r="16" fill="#fff" />
      </svg>
    </div>
  );
}
