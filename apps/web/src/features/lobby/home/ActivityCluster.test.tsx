import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from '../../../shared/router/index.ts';
import { ActivityCluster, CLUSTER_COLLAPSED_COUNT } from './ActivityCluster.tsx';
import type { FloatingActivity } from './ActivityCluster.tsx';

const activities = (count: number): FloatingActivity[] =>
  Array.from({ length: count }, (_, i) => ({ id: 100 + i, to: `/activity/a${i}`, label: `Activity ${i}` }));

const icons = () => screen.queryAllByTestId(/^floating-/).map((icon) => icon.getAttribute('data-testid'));

function renderCluster(count: number) {
  render(<MemoryRouter><ActivityCluster activities={activities(count)} /></MemoryRouter>);
}

describe('the floating activity cluster (§2)', () => {
  it('shows the first icons and a "+N" for the others, all of them once expanded, and folds again', () => {
    renderCluster(9);
    expect(icons()).toEqual(['floating-100', 'floating-101', 'floating-102'].slice(0, CLUSTER_COLLAPSED_COUNT));
    const more = screen.getByTestId('activity-cluster-more');
    expect(more.textContent).toBe('+6');
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(more.getAttribute('aria-label')).toBe('6 more activities');
    fireEvent.click(more);
    expect(icons()).toHaveLength(9);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByTestId('activity-cluster').className).toContain('activity-cluster--expanded');
    fireEvent.click(more);
    expect(icons()).toHaveLength(CLUSTER_COLLAPSED_COUNT);
  });

  it('shows a short list whole, without the toggle (one extra icon is not hidden behind a "+1")', () => {
    renderCluster(CLUSTER_COLLAPSED_COUNT + 1);
    expect(icons()).toHaveLength(CLUSTER_COLLAPSED_COUNT + 1);
    expect(screen.queryByTestId('activity-cluster-more')).toBeNull();
  });

  it('renders nothing without activities', () => {
    renderCluster(0);
    expect(screen.queryByTestId('activity-cluster')).toBeNull();
  });
});
