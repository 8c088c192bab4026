import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerGameTexts } from '../texts.ts';
import { BetSelector, initialBet } from './BetSelector.tsx';

registerGameTexts();

function Harness({ options, start, disabled }: { options: number[]; start: number; disabled?: boolean }) {
  const [bet, setBet] = useState(start);
  return <BetSelector options={options} value={bet} onChange={setBet} disabled={disabled} />;
}

const OPTIONS = [100, 200, 500, 1_000, 250_000];

describe('the bet selector', () => {
  it('steps down and up through the bet options, and stops at either end', async () => {
    render(<Harness options={OPTIONS} start={200} />);
    const value = screen.getByTestId('game-bet');
    expect(value).toHaveProperty('textContent', '2.00');
    await userEvent.click(screen.getByRole('button', { name: 'Higher bet' }));
    expect(value.textContent).toBe('5.00');
    expect(value.dataset.amount).toBe('500');
    await userEvent.click(screen.getByRole('button', { name: 'Lower bet' }));
    await userEvent.click(screen.getByRole('button', { name: 'Lower bet' }));
    expect(value.textContent).toBe('1.00');
    expect(screen.getByRole('button', { name: 'Lower bet' })).toHaveProperty('disabled', true);
  });

  it('lists every option when the amount is tapped, grouped as money', async () => {
    render(<Harness options={OPTIONS} start={100} />);
    await userEvent.click(screen.getByTestId('game-bet'));
    const options = screen.getAllByTestId('bet-option').map((option) => option.textContent);
    expect(options).toEqual(['1.00', '2.00', '5.00', '10.00', '2,500.00']);
    await userEvent.click(screen.getByRole('button', { name: '2,500.00' }));
    expect(screen.getByTestId('game-bet').textContent).toBe('2,500.00');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByRole('button', { name: 'Higher bet' })).toHaveProperty('disabled', true);
  });

  it('cannot be changed while a round is being played', async () => {
    render(<Harness options={OPTIONS} start={500} disabled />);
    for (const button of screen.getAllByRole('button')) expect(button).toHaveProperty('disabled', true);
  });

  it('opens at the house default when it is an option, else at the smallest', () => {
    expect(initialBet(OPTIONS, 500)).toBe(500);
    expect(initialBet(OPTIONS, 300)).toBe(100);
  });
});
