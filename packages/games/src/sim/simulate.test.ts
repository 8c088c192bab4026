import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { HOUSE_GAMES } from '../catalog.ts';
import { simulate, withinInterval } from './simulate.ts';
import { SIMULATED_GAMES, simulatedGame } from './simulated-games.ts';
import { RunningStatistics } from './statistics.ts';

describe('RunningStatistics', () => {
  it('computes the mean, standard deviation and 99% half-width of what it is given', () => {
    const statistics = new RunningStatistics();
    for (const value of [0, 0, 2, 4, 4]) statistics.add(value);
    expect(statistics.mean).toBe(2);
    expect(statistics.standardDeviation).toBeCloseTo(Math.sqrt(16 / 5), 12);
    expect(statistics.halfWidth99).toBeCloseTo((2.576 * Math.sqrt(16 / 5)) / Math.sqrt(5), 12);
    expect(statistics.nonZero).toBe(3);
    expect(statistics.max).toBe(4);
  });
});

describe('simulate', () => {
  it('is repeatable for a seed and differs between seeds', () => {
    const round = simulatedGame('lucky-tiger').round({});
    const strip = ({ elapsedMs: _elapsed, roundsPerSecond: _speed, ...rest }: ReturnType<typeof simulate>) => rest;
    const first = strip(simulate(round, { rounds: 5_000, bet: 100, seed: 'same' }));
    expect(strip(simulate(round, { rounds: 5_000, bet: 100, seed: 'same' }))).toEqual(first);
    expect(strip(simulate(round, { rounds: 5_000, bet: 100, seed: 'other' })).rtp).not.toBe(first.rtp);
    expect(() => simulate(round, { rounds: 0, bet: 100, seed: 'x' })).toThrow(/rounds/);
  });

  it('knows every house game, with choices that pass its own validation', () => {
    expect(SIMULATED_GAMES.map((game) => game.definition)).toEqual(HOUSE_GAMES);
    for (const game of SIMULATED_GAMES) {
      const report = simulate(game.round(game.defaults), { rounds: 500, bet: 10_000, seed: 'smoke' });
      expect(report.rounds).toBe(500);
      expect(game.exactRtp(game.defaults, 10_000)).toBeGreaterThan(0.9);
    }
    expect(() => simulatedGame('roulette')).toThrow(/unknown game/);
    expect(() => simulatedGame('mines').round({ mines: 24, picks: 2 })).toThrow(/pick 1 to 1/);
    expect(() => simulatedGame('dice').round({ target: 9999, direction: 'over' })).toThrow(/win chance/);
    expect(() => simulatedGame('crash').round({ cashOutAt: 100 })).toThrow(/cash-out target/);
    expect(() => simulatedGame('ocean-hunter').round({ fish: 'mermaid' })).toThrow(/unknown fish/);
  });

  it('says whether a value lies in the 99% interval', () => {
    const report = simulate(simulatedGame('dice').round({ target: 5050, direction: 'over' }), { rounds: 10_000, bet: 10_000, seed: 'x' });
    expect(withinInterval(report, report.rtp + report.rtpHalfWidth99 * 0.99)).toBe(true);
    expect(withinInterval(report, report.rtp + report.rtpHalfWidth99 * 1.01)).toBe(false);
  });
});

describe('the sim command', () => {
  const cli = fileURLToPath(new URL('./cli.ts', import.meta.url));
  const tsx = fileURLToPath(new URL('../../../../node_modules/.bin/tsx', import.meta.url));
  const run = (...args: string[]): string => execFileSync(tsx, [cli, ...args], { encoding: 'utf8' });

  it('prints measured and declared figures, the same for the same seed', () => {
    const output = run('dice', '--rounds', '20000', '--seed', '7', '--target', '25.00', '--direction', 'under');
    expect(output).toContain('Dice (dice, id 8): roll under 25.00');
    expect(output).toMatch(/RTP +\d+\.\d{3}% ± \d+\.\d{3}% \(99% CI/);
    expect(output).toContain('declared RTP   99.00%');
    expect(output).toMatch(/hit frequency +\d+\.\d+%/);
    expect(output).toMatch(/volatility +sd \d+\.\d+ x bet/);
    expect(output).toMatch(/speed +[\d,]+ rounds\/s/);
    const withoutSpeed = (text: string): string => text.replace(/speed.*/, '');
    expect(withoutSpeed(run('dice', '--rounds', '20000', '--seed', '7', '--target', '25.00', '--direction', 'under'))).toBe(withoutSpeed(output));
  });

  it('reports bad arguments without a stack trace', () => {
    const failure = (() => {
      try {
        execFileSync(tsx, [cli, 'roulette'], { encoding: 'utf8', stdio: 'pipe' });
      } catch (error) {
        return error as { status: number; stderr: string };
      }
      throw new Error('the command succeeded');
    })();
    expect(failure.status).toBe(1);
    expect(failure.stderr).toContain('unknown game "roulette"');
    expect(failure.stderr).not.toMatch(/^\s+at /m);
  });
});
