import { activityTypeOf } from './types/registry.ts';

/** A floating icon's picture: a round badge in the type's colours with a short glyph, as an SVG data address (no request). */
export function activityIcon(type: number): string {
  const look = activityTypeOf(type)?.icon ?? { from: '#7b61ff', to: '#2b7cff', glyph: '%' };
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">`
    + `<stop offset="0" stop-color="${look.from}"/><stop offset="1" stop-color="${look.to}"/></linearGradient></defs>`
    + `<circle cx="32" cy="32" r="30" fill="url(#g)" stroke="#fff" stroke-width="3"/>`
    + `<text x="32" y="39" font-family="Arial,sans-serif" font-size="20" font-weight="700" fill="#fff" text-anchor="middle">${look.glyph}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
