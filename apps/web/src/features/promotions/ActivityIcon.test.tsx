import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { ActivityIcon } from './ActivityIcon.tsx';
import { ACTIVITY_TYPES } from './types/registry.ts';

describe('an activity\'s icon', () => {
  it('is drawn by the page in its type\'s colours with its glyph, no picture to fetch', () => {
    const entry = ACTIVITY_TYPES.find((candidate) => candidate.icon.glyph === '1st')!;
    const { container } = render(<ActivityIcon type={entry.type} className="promo-card__icon" />);
    const icon = container.firstElementChild as HTMLElement;
    expect(icon.tagName).toBe('SPAN');
    expect(icon.className).toBe('activity-icon promo-card__icon');
    expect(icon.textContent).toBe('1st');
    expect(icon.style.getPropertyValue('--activity-from')).toBe(entry.icon.from);
    expect(icon.style.getPropertyValue('--activity-to')).toBe(entry.icon.to);
    expect(icon.getAttribute('aria-hidden')).toBe('true');
    expect(container.querySelector('img, svg')).toBeNull();
  });

  it('has a look of its own for a type the app does not know', () => {
    const { container } = render(<ActivityIcon type={99_999} />);
    const icon = container.firstElementChild as HTMLElement;
    expect(icon.className).toBe('activity-icon');
    expect(icon.textContent).toBe('%');
    expect(icon.style.getPropertyValue('--activity-from')).toBe('#7b61ff');
  });
});
