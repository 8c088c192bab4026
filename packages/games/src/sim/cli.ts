/**
 * RTP simulator:
 *
 *   npm run sim -- <game|all|list> [--rounds N] [--seed S] [--bet B] [--json]
 *                  [--cashout X] [--target T] [--direction over|under] [--mines M] [--picks K] [--fish F]
 *
 * Prints the measured RTP with its 99% confidence interval, hit frequency and volatility next
 * to the declared (and, where known, exact) figures. The same arguments give the same output
 * apart from the speed line.
 */
import { parseArgs } from 'node:util';
import { volatilityOf } from '../definition.ts';
import { simulate, type SimulationReport } from './simulate.ts';
import { SIMULATED_GAMES, simulatedGame, type PlayerChoices, type SimulatedGame } from './simulated-games.ts';

const USAGE = `usage: npm run sim -- <game|all|list> [options]

  --rounds N          rounds to play (default 1000000)
  --seed S            simulation seed (default 1); same seed, same rounds
  --bet B             bet in hundredths (default 10000 = 100.00)
  --json              print the reports as JSON
  --cashout X         crash: cash-out multiplier, e.g. 2.00
  --target T          dice: target 0.00..99.99, e.g. 50.50
  --direction D       dice: over or under
  --mines M           mines: number of mines (1..24)
  --picks K           mines: tiles revealed before cashing out
  --fish F            ocean-hunter: fish code, or mixed

games: ${SIMULATED_GAMES.map((game) => game.definition.code).join(', ')}`;

function hundredthsOf(text: string, option: string): number {
  if (!/^\d+(\.\d{1,2})?$/.test(text)) throw new RangeError(`--${option} takes a number with at most two decimals, got ${text}`);
  return Math.round(Number(text) * 100);
}

function wholeNumberOf(text: string, option: string): number {
  if (!/^\d+$/.test(text)) throw new RangeError(`--${option} takes a whole number, got ${text}`);
  return Number(text);
}

const percent = (fraction: number, digits = 2): string => `${(fraction * 100).toFixed(digits)}%`;

function report(game: SimulatedGame, choices: PlayerChoices, result: SimulationReport): string {
  const { definition } = game;
  const exact = game.exactRtp(choices, result.bet);
  const low = result.rtp - result.rtpHalfWidth99;
  const high = result.rtp + result.rtpHalfWidth99;
  const covers = (value: number): string => (value >= low && value <= high ? 'inside the interval' : 'OUTSIDE the interval');
  return [
    `${definition.name} (${definition.code}, id ${definition.id}): ${game.describe(choices)}`,
    `  rounds ${result.rounds.toLocaleString('en-US')}, bet ${(result.bet / 100).toFixed(2)}, seed ${result.seed}`,
    `  RTP            ${percent(result.rtp, 3)} ± ${percent(result.rtpHalfWidth99, 3)} (99% CI ${percent(low, 3)} .. ${percent(high, 3)})`,
    `  declared RTP   ${percent(definition.targetRtp)} (${covers(definition.targetRtp)})${definition.rtpNote ? `; ${definition.rtpNote}` : ''}`,
    ...(exact === undefined ? [] : [`  exact RTP      ${percent(exact, 4)} (${covers(exact)})`]),
    `  hit frequency  ${percent(result.hitFrequency)}`,
    `  volatility     sd ${result.standardDeviation.toFixed(2)} x bet (${volatilityOf(result.standardDeviation)}); declared ${definition.volatility}; max win ${result.maxWin.toFixed(2)} x bet`,
    `  speed          ${Math.round(result.roundsPerSecond).toLocaleString('en-US')} rounds/s (${(result.elapsedMs / 1000).toFixed(2)} s)`,
  ].join('\n');
}

function main(argv: readonly string[]): void {
  const { values, positionals } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: {
      rounds: { type: 'string', default: '1000000' },
      seed: { type: 'string', default: '1' },
      bet: { type: 'string', default: '10000' },
      json: { type: 'boolean', default: false },
      cashout: { type: 'string' },
      target: { type: 'string' },
      direction: { type: 'string' },
      mines: { type: 'string' },
      picks: { type: 'string' },
      fish: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const [which] = positionals;
  if (values.help || which === undefined) {
    console.log(USAGE);
    return;
  }
  if (which === 'list') {
    for (const { definition } of SIMULATED_GAMES) {
      console.log(`${String(definition.id).padStart(2)}  ${definition.code.padEnd(18)} ${definition.name.padEnd(18)} category ${definition.category}  RTP ${percent(definition.targetRtp)}  ${definition.volatility}`);
    }
    return;
  }
  const rounds = wholeNumberOf(values.rounds, 'rounds');
  const bet = wholeNumberOf(values.bet, 'bet');
  const given: PlayerChoices = {
    ...(values.cashout !== undefined && { cashOutAt: hundredthsOf(values.cashout, 'cashout') }),
    ...(values.target !== undefined && { target: hundredthsOf(values.target, 'target') }),
    ...(values.direction !== undefined && { direction: values.direction as PlayerChoices['direction'] }),
    ...(values.mines !== undefined && { mines: wholeNumberOf(values.mines, 'mines') }),
    ...(values.picks !== undefined && { picks: wholeNumberOf(values.picks, 'picks') }),
    ...(values.fish !== undefined && { fish: values.fish }),
  };
  const games = which === 'all' ? SIMULATED_GAMES : [simulatedGame(which)];
  const results = games.map((game) => {
    const choices = { ...game.defaults, ...given };
    const result = simulate(game.round(choices), { rounds, bet, seed: values.seed, stream: game.definition.code });
    return { game, choices, result };
  });
  if (values.json) {
    console.log(
      JSON.stringify(
        results.map(({ game, choices, result }) => ({ ...game.definition, choices, exactRtp: game.exactRtp(choices, bet) ?? null, ...result })),
        null,
        2,
      ),
    );
    return;
  }
  console.log(results.map(({ game, choices, result }) => report(game, choices, result)).join('\n\n'));
}

try {
  main(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
