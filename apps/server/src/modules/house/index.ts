/**
 * The house module's face: our own game provider (the house games' calls, their rounds and
 * seeds), moving coins only through play's gateway. Nothing else needs it so far.
 */
import type { HouseProvider } from './service.ts';

export type HouseFace = HouseProvider;
