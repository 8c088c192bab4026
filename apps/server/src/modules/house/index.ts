/**
 * The house module's face: our own game provider (the house games' calls, their rounds and
 * seeds), moving coins only through play's gateway. Promotions draw on a player's seed pair
 * (`fairDraw`: the spin wheel, scratch cards, lotteries).
 */
import type { HouseProvider } from './service.ts';

export type HouseFace = HouseProvider;
export type { FairDraw } from './service.ts';
