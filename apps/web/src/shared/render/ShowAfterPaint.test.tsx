import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ShowAfterPaint, afterNextPaint } from './ShowAfterPaint.tsx';

describe('ShowAfterPaint', () => {
  it('leaves its part out of the first commit and puts it in after the next paint', async () => {
    render(<main><p>above</p><ShowAfterPaint name="test-below"><p>below</p></ShowAfterPaint></main>);
    expect(screen.getByText('above')).toBeTruthy();
    expect(screen.queryByText('below')).toBeNull();
    expect(await screen.findByText('below')).toBeTruthy();
  });

  it('shows nested parts one after another, the inner one only once the outer one is in', async () => {
    const seen: string[] = [];
    const Record = ({ label }: { label: string }) => {
      seen.push(label);
      return <p>{label}</p>;
    };
    render(
      <ShowAfterPaint name="test-outer">
        <Record label="outer" />
        <ShowAfterPaint name="test-inner"><Record label="inner" /></ShowAfterPaint>
      </ShowAfterPaint>,
    );
    await screen.findByText('outer');
    expect(screen.queryByText('inner')).toBeNull();
    await screen.findByText('inner');
    expect(seen.indexOf('outer')).toBeLessThan(seen.indexOf('inner'));
  });

  it('shows a part at once when the page shows it again', async () => {
    const first = render(<ShowAfterPaint name="test-again"><p>again</p></ShowAfterPaint>);
    await screen.findByText('again');
    first.unmount();
    render(<ShowAfterPaint name="test-again"><p>again</p></ShowAfterPaint>);
    expect(screen.getByText('again')).toBeTruthy();
  });

  it('calls back after a frame, and not at all once cancelled', async () => {
    const calls: string[] = [];
    const cancel = afterNextPaint(() => calls.push('cancelled'));
    cancel();
    await new Promise<void>((done) => afterNextPaint(() => {
      calls.push('called');
      done();
    }));
    expect(calls).toEqual(['called']);
  });
});
