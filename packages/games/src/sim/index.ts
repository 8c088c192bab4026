/** The simulator as a library (the benchmarks drive it). */
export { simulate, simulationSeeds, withinInterval, type PlayRound, type SimulationOptions, type SimulationReport } from './simulate.ts';
export { SIMULATED_GAMES, simulatedGame, type PlayerChoices, type SimulatedGame } from './simulated-games.ts';
