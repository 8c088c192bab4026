import { useId } from 'react';

/**
 * A small bar chart in plain SVG (no chart library: the console's bundle stays as it is). One
 * group of bars per day, one bar per series, negative values below the zero line; the y axis has
 * a few round ticks, the x axis a thinned set of dates. Screen readers get the chart's title and
 * a description, and each bar's value through its own title.
 */

export interface Series {
  label: string;
  color: string;
  values: readonly number[];
}

export interface BarChartProps {
  title: string;
  /** What the chart shows, for screen readers. */
  description: string;
  /** YYYY-MM-DD, one per group of bars. */
  days: readonly string[];
  series: readonly Series[];
  /** How a value reads on the axis and in each bar's title. */
  format: (value: number) => string;
  testId?: string;
}

const WIDTH = 640;
const HEIGHT = 220;
const PAD = { top: 12, right: 8, bottom: 28, left: 72 };
const MAX_X_LABELS = 10;

/** A round step near span / 4: 1, 2 or 5 times a power of ten, at least 1 (every figure is a whole number of hundredths or players). */
export function niceStep(span: number): number {
  if (span <= 4) return 1;
  const rough = span / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const scaled = rough / power;
  return (scaled <= 1 ? 1 : scaled <= 2 ? 2 : scaled <= 5 ? 5 : 10) * power;
}

/** The y axis: from a round number at or below the lowest value (and 0) to one at or above the highest. */
export function yTicks(values: readonly number[]): number[] {
  const low = Math.min(0, ...values);
  const high = Math.max(0, ...values);
  const step = niceStep(high - low);
  const first = Math.floor(low / step) * step;
  const last = Math.max(first + step, Math.ceil(high / step) * step);
  const ticks: number[] = [];
  for (let v = first; v <= last + step / 2; v += step) ticks.push(Math.round(v * 1e6) / 1e6);
  return ticks;
}

export function BarChart({ title, description, days, series, format, testId }: BarChartProps) {
  const id = useId();
  const ticks = yTicks(series.flatMap((s) => s.values));
  const low = ticks[0] ?? 0;
  const high = ticks[ticks.length - 1] ?? 1;
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const y = (v: number) => PAD.top + ((high - v) / (high - low)) * plotHeight;
  const groupWidth = plotWidth / Math.max(1, days.length);
  const barWidth = Math.max(1, (groupWidth * 0.8) / Math.max(1, series.length));
  const labelEvery = Math.ceil(days.length / MAX_X_LABELS);

  return (
    <figure style={{ margin: 0 }} data-testid={testId}>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" role="img" aria-labelledby={`${id}-title ${id}-desc`}>
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} stroke={tick === 0 ? '#757575' : '#e0e0e0'} />
            <text x={PAD.left - 6} y={y(tick)} textAnchor="end" dominantBaseline="middle" fontSize="11" fill="#616161">{format(tick)}</text>
          </g>
        ))}
        {days.map((day, i) => (
          <g key={day}>
            {series.map((s, j) => {
              const value = s.values[i] ?? 0;
              const top = y(Math.max(0, value));
              return (
                <rect
                  key={s.label} x={PAD.left + i * groupWidth + groupWidth * 0.1 + j * barWidth} y={top} width={barWidth}
                  height={Math.max(value === 0 ? 0 : 1, Math.abs(y(value) - y(0)))} fill={s.color}
                >
                  <title>{`${day} ${s.label}: ${format(value)}`}</title>
                </rect>
              );
            })}
            {i % labelEvery === 0 && (
              <text x={PAD.left + (i + 0.5) * groupWidth} y={HEIGHT - 10} textAnchor="middle" fontSize="11" fill="#616161">{day.slice(5)}</text>
            )}
          </g>
        ))}
      </svg>
      <figcaption style={{ display: 'flex', gap: 16, fontSize: 13, justifyContent: 'center' }}>
        <strong>{title}</strong>
        {series.map((s) => (
          <span key={s.label}>
            <span aria-hidden="true" style={{ display: 'inline-block', width: 10, height: 10, marginRight: 4, background: s.color }} />
            {s.label}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
