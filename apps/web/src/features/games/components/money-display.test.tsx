import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { registerGameTexts } from '../texts.ts';
import { GameTopBar } from './GameTopBar.tsx';
import { WinDisplay } from './WinDisplay.tsx';

registerGameTexts();

describe('money on the game screens (integer hundredths, shown as coins)', () => {
  it('shows the balance grouped with two decimals, the exact hundredths kept for machines', () => {
    render(<GameTopBar name="Lucky Tiger" balance={123_456_789} onBack={vi.fn()} onOpen={vi.fn()} />);
    const balance = screen.getByTestId('game-balance');
    expect(balance.textContent).toBe('1,234,567.89');
    expect(balance.dataset.amount).toBe('123456789');
  });

  it('shows the last win, a zero win, and nothing before the first round', () => {
    const { rerender } = render(<WinDisplay amount={null} />);
    expect(screen.getByTestId('game-win').textContent).toBe('—');
    rerender(<WinDisplay amount={0} roundKey="a" />);
    expect(screen.getByTestId('game-win').textContent).toBe('0.00');
    rerender(<WinDisplay amount={1_005} roundKey="b" />);
    expect(screen.getByTestId('game-win').textContent).toBe('10.05');
    expect(screen.getByTestId('game-win').dataset.amount).toBe('1005');
  });
});
