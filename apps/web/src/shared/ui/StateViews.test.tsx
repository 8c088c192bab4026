import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../test/render.tsx';
import { Notice } from './Notice.tsx';
import { EmptyState, ErrorState, Skeleton } from './StateViews.tsx';

describe('the shared state views', () => {
  it('shows loading as busy placeholder lines, named for assistive technology', () => {
    renderRoute(<Skeleton lines={4} testId="thing-loading" />);
    const skeleton = screen.getByTestId('thing-loading');
    expect(skeleton.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByLabelText('Loading...')).toBe(skeleton);
    expect(skeleton.children).toHaveLength(4);
  });

  it('announces a failed load and retries from `${testId}-retry`', async () => {
    const onRetry = vi.fn();
    renderRoute(<ErrorState message="Could not load." onRetry={onRetry} testId="thing-error" />);
    expect(screen.getByRole('alert').textContent).toContain('Could not load.');
    await userEvent.click(screen.getByTestId('thing-error-retry'));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows an empty state with its way forward', () => {
    renderRoute(<EmptyState testId="thing-empty" action={<button type="button">Add one</button>}>Nothing yet.</EmptyState>);
    expect(screen.getByTestId('thing-empty').textContent).toBe('Nothing yet.Add one');
  });
});

describe('the notice', () => {
  it('is an alert when it is bad news and a status otherwise', () => {
    renderRoute(<><Notice tone="danger" testId="bad">Failed.</Notice><Notice tone="ok" testId="good">Done.</Notice></>);
    expect(screen.getByRole('alert')).toBe(screen.getByTestId('bad'));
    expect(screen.getByRole('status')).toBe(screen.getByTestId('good'));
  });

  it('resolves by a link to another page or by an action on this one', async () => {
    const onClick = vi.fn();
    renderRoute(
      <>
        <Notice tone="warn" action={{ to: '/kyc', label: 'Verify', testId: 'go' }}>Verify first.</Notice>
        <Notice tone="danger" action={{ onClick, label: 'Retry', testId: 'again' }}>Failed.</Notice>
      </>,
      { path: '/here', at: '/here' },
    );
    expect(screen.getByTestId('go').getAttribute('href')).toBe('/kyc');
    await userEvent.click(screen.getByTestId('again'));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
