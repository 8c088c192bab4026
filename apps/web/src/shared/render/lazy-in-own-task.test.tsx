import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { lazyInOwnTask } from './lazy-in-own-task.ts';

describe('lazyInOwnTask', () => {
  it('asks for the code after the render that first shows the component, then shows it', async () => {
    const load = vi.fn(async () => ({ default: ({ label }: { label: string }) => <p>{label}</p> }));
    const Part = lazyInOwnTask(load);
    act(() => {
      render(<Suspense fallback={<p>waiting</p>}><Part label="loaded" /></Suspense>);
    });
    // The render (and its act) is over, and the code has not been asked for yet.
    expect(screen.getByText('waiting')).toBeTruthy();
    expect(load).not.toHaveBeenCalled();
    expect(await screen.findByText('loaded')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
