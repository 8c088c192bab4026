import type { CSSProperties } from 'react';
import { activityTypeOf } from './types/registry.ts';
import './activity-icon.css';

const FALLBACK_LOOK = { from: '#7b61ff', to: '#2b7cff', glyph: '%' };

/**
 * An activity's icon: a round badge in the type's colours with a short glyph, drawn by the page
 * itself. As an SVG picture it was a document of its own for the browser to parse, lay out and
 * paint on the main thread, 10-30 ms per icon when the home opened (decision 100). Its size comes
 * from `className` (width and height); the glyph's size from the font size given there.
 */
export function ActivityIcon({ type, className }: { type: number; className?: string }) {
  const look = activityTypeOf(type)?.icon ?? FALLBACK_LOOK;
  const style = { '--activity-from': look.from, '--activity-to': look.to } as CSSProperties;
  return (
    <span className={className ? `activity-icon ${className}` : 'activity-icon'} style={style} aria-hidden="true">
      {look.glyph}
    </span>
  );
}
