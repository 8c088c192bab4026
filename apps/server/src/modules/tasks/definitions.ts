import { HouseGame, ItemId, TaskType } from '@casino/contract';
import type { RewardItem } from '@casino/contract';
import type { Queryable } from '../../platform/db.ts';

export type TaskPeriodKind = 'once' | 'daily';

/** Settings a task type needs: the game to play (PlayTiger), the address to open (follow, share). */
export interface TaskParams {
  gameId?: number;
  /** `{link}` stands for the app's own address, URL-encoded (the app fills it in). */
  url?: string;
}

/** One task on offer (a task_definitions row). */
export interface TaskDefinition {
  id: number;
  type: number;
  title: string;
  /** A count, or for TodayPay an amount in hundredths. */
  target: number;
  items: RewardItem[];
  period: TaskPeriodKind;
  sort: number;
  enabled: boolean;
  params: TaskParams;
}

/** Follow and share tasks: completed by the player opening the address through the app (taskVisit). */
export const VISITED_TYPES: ReadonlySet<number> = new Set([
  TaskType.FollowFacebook, TaskType.FollowTelegram, TaskType.FollowInstagram, TaskType.FollowWhatsapp,
  TaskType.ShareFacebook, TaskType.ShareTelegram, TaskType.ShareYouTube, TaskType.ShareInstagram, TaskType.ShareTwitter,
  TaskType.TodayShareSpin,
]);

/** Seeded tasks take the id 100 + type, so FirstPay is 105 (§3: key 105 of taskData). */
export const seededTaskId = (type: number): number => 100 + type;

const COINS = 100;
const coins = (amount: number): RewardItem[] => [{ id: ItemId.Coin, count: amount * COINS, betRate: 1 }];
const points = (amount: number): RewardItem[] => [{ id: ItemId.Points, count: amount * COINS }];

type Seed = Omit<TaskDefinition, 'id' | 'enabled'>;

/**
 * One task per §9 type, as a fresh database starts (operators change them in the database).
 * Written only when missing, so an operator's edit survives restarts.
 */
const SEEDS: readonly Seed[] = [
  { type: TaskType.Login, title: 'Log in today', target: 1, items: coins(1), period: 'daily', sort: 10, params: {} },
  { type: TaskType.PlayTiger, title: 'Spin Lucky Tiger today', target: 1, items: coins(2), period: 'daily', sort: 20, params: { gameId: HouseGame.LuckyTiger } },
  { type: TaskType.PlayGame, title: 'Play 10 rounds of any game today', target: 10, items: coins(3), period: 'daily', sort: 30, params: {} },
  { type: TaskType.TodayPay, title: 'Deposit 500.00 today', target: 500 * COINS, items: coins(10), period: 'daily', sort: 40, params: {} },
  { type: TaskType.Shop, title: 'Exchange points in the shop today', target: 1, items: coins(1), period: 'daily', sort: 50, params: {} },
  { type: TaskType.TodayShareSpin, title: 'Share the spin wheel today', target: 1, items: points(10), period: 'daily', sort: 60, params: { url: 'https://t.me/share/url?url={link}' } },
  { type: TaskType.FirstPay, title: 'Make your first deposit', target: 1, items: coins(10), period: 'once', sort: 70, params: {} },
  { type: TaskType.Bind, title: 'Bind your phone number', target: 1, items: coins(5), period: 'once', sort: 80, params: {} },
  { type: TaskType.FollowFacebook, title: 'Follow us on Facebook', target: 1, items: coins(2), period: 'once', sort: 90, params: { url: 'https://www.facebook.com/' } },
  { type: TaskType.FollowTelegram, title: 'Join our Telegram channel', target: 1, items: coins(2), period: 'once', sort: 91, params: { url: 'https://t.me/' } },
  { type: TaskType.FollowInstagram, title: 'Follow us on Instagram', target: 1, items: coins(2), period: 'once', sort: 92, params: { url: 'https://www.instagram.com/' } },
  { type: TaskType.FollowWhatsapp, title: 'Follow our WhatsApp channel', target: 1, items: coins(2), period: 'once', sort: 93, params: { url: 'https://www.whatsapp.com/' } },
  { type: TaskType.ShareFacebook, title: 'Share us on Facebook', target: 1, items: points(10), period: 'daily', sort: 100, params: { url: 'https://www.facebook.com/sharer/sharer.php?u={link}' } },
  { type: TaskType.ShareTelegram, title: 'Share us on Telegram', target: 1, items: points(10), period: 'daily', sort: 101, params: { url: 'https://t.me/share/url?url={link}' } },
  { type: TaskType.ShareYouTube, title: 'Share us on YouTube', target: 1, items: points(10), period: 'daily', sort: 102, params: { url: 'https://www.youtube.com/' } },
  { type: TaskType.ShareInstagram, title: 'Share us on Instagram', target: 1, items: points(10), period: 'daily', sort: 103, params: { url: 'https://www.instagram.com/' } },
  { type: TaskType.ShareTwitter, title: 'Share us on X (Twitter)', target: 1, items: points(10), period: 'daily', sort: 104, params: { url: 'https://twitter.com/intent/tweet?url={link}' } },
];

export const DEFAULT_TASKS: readonly TaskDefinition[] = SEEDS.map((seed) => ({ ...seed, id: seededTaskId(seed.type), enabled: true }));

export async function seedTasks(q: Queryable): Promise<void> {
  for (const t of DEFAULT_TASKS) {
    await q.query(
      `INSERT INTO task_definitions (id, type, title, target, reward_items, period, sort, enabled, params)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (id) DO NOTHING`,
      [t.id, t.type, t.title, t.target, JSON.stringify(t.items), t.period, t.sort, t.enabled, JSON.stringify(t.params)],
    );
  }
}
