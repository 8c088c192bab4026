import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyInOwnTask } from '../../../shared/render/lazy-in-own-task.ts';

/**
 * Each house game's client, loaded only when its game opens: the lobby and the other games
 * never download it. The four slots share one client driven by per-game configuration.
 */
const SlotClient = lazyInOwnTask(() => import('../clients/slots/SlotClient.tsx'));
const VideoPokerClient = lazyInOwnTask(() => import('../clients/poker/VideoPokerClient.tsx'));
const CrashClient = lazyInOwnTask(() => import('../clients/crash/CrashClient.tsx'));
const MinesClient = lazyInOwnTask(() => import('../clients/mines/MinesClient.tsx'));
const DiceClient = lazyInOwnTask(() => import('../clients/dice/DiceClient.tsx'));
const FishClient = lazyInOwnTask(() => import('../clients/fish/FishClient.tsx'));

const CLIENTS: Readonly<Record<string, LazyExoticComponent<ComponentType>>> = {
  'lucky-tiger': SlotClient,
  'fortune-gems': SlotClient,
  'dragon-ways': SlotClient,
  'golden-free-spins': SlotClient,
  'jacks-or-better': VideoPokerClient,
  crash: CrashClient,
  mines: MinesClient,
  dice: DiceClient,
  'ocean-hunter': FishClient,
};

export function gameClientFor(gameCode: string): LazyExoticComponent<ComponentType> | undefined {
  return CLIENTS[gameCode];
}
