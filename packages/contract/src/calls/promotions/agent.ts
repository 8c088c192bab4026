import { z } from 'zod';
import { defineCall } from '../../call.ts';
import { Balances } from '../../models.ts';
import { RewardItem } from '../wallet.ts';

/**
 * The agent activities. Agent (26, /activity/agent): a commission on the valid bets of the
 * players a player invited (level 1) and of the players those invited (level 2), counted per
 * Philippine day, settled after the day and moved into coins by the agent (agent3Exchange).
 * AgentCount (31, /activity/agentCount): scratch cards and lottery chances earned per qualified
 * invitee, and awards by the number of qualified invitees. An invitee on the agent's device, or
 * whose account is linked to another by a device, never counts for either.
 * Decisions: docs/decisions/084-agents-and-commissions.md.
 */

const Hundredths = z.number().int().min(0).max(1_000_000_000);
const BasisPoints = z.number().int().min(0).max(2_000).describe('hundredths of a percent: 30 pays 0.30%');

/** A prize as granted: a §3 reward item (coins with an optional turnover multiple, points, bag items). */
export const AgentPrizeItem = z.object({
  id: z.number().int().min(1).max(99_999),
  count: z.number().int().min(1).max(1_000_000_000),
  betRate: z.number().int().min(0).max(100).optional(),
});
export type AgentPrizeItem = z.infer<typeof AgentPrizeItem>;

/** The settings of an Agent (26) instance. */
export const AgentSettings = z.object({
  /** Commission on the valid bets of the agent's own invitees. */
  level1BasisPoints: BasisPoints,
  /** Commission on the valid bets of the invitees' invitees. */
  level2BasisPoints: BasisPoints,
  /** The smallest exchange into coins, in hundredths. */
  minExchange: z.number().int().min(1).max(100_000_000),
  /** The largest commission of one agent and one day, in hundredths; null for no cap. */
  maxDailyCommission: z.number().int().min(1).max(1_000_000_000).nullable(),
  /** Turnover exchanged coins add, as a multiple of them (§3 betRate). */
  betRate: z.number().int().min(0).max(100),
});
export type AgentSettings = z.infer<typeof AgentSettings>;

/** A prize a scratch card or the lottery may reveal, and its weight in the draw (its chance is weight / total). */
export const AgentDrawPrize = z.object({
  items: z.array(AgentPrizeItem).min(1).max(4),
  weight: z.number().int().min(0).max(1_000_000),
});
export type AgentDrawPrize = z.infer<typeof AgentDrawPrize>;

export const AgentAwardTier = z.object({
  id: z.number().int().min(1).max(999),
  /** Qualified invitees needed. */
  inviteCount: z.number().int().min(1).max(100_000),
  award: z.array(AgentPrizeItem).min(1).max(4),
});
export type AgentAwardTier = z.infer<typeof AgentAwardTier>;

const drawPrizes = z.array(AgentDrawPrize).min(1).max(12)
  .refine((prizes) => prizes.some((p) => p.weight > 0), 'at least one prize must have a weight above 0');

/** The settings of an AgentCount (31) instance. */
export const AgentCountSettings = z.object({
  /** Credited deposits an invitee needs to count, in hundredths (decision 082's qualified invitee). */
  qualifyingDeposit: Hundredths,
  /** Qualified invitees per scratch card. */
  invitesPerCard: z.number().int().min(1).max(1_000),
  /** Qualified invitees per lottery chance. */
  invitesPerChance: z.number().int().min(1).max(1_000),
  scratchPrizes: drawPrizes,
  lotteryPrizes: drawPrizes,
  /** Ascending by inviteCount, each id once. */
  awards: z.array(AgentAwardTier).max(20),
}).superRefine((settings, ctx) => {
  settings.awards.forEach((tier, index) => {
    const before = settings.awards[index - 1];
    if (before && tier.inviteCount <= before.inviteCount) ctx.addIssue({ code: 'custom', path: ['awards', index, 'inviteCount'], message: 'must be ascending' });
    if (settings.awards.findIndex((t) => t.id === tier.id) !== index) ctx.addIssue({ code: 'custom', path: ['awards', index, 'id'], message: 'each id once' });
  });
});
export type AgentCountSettings = z.infer<typeof AgentCountSettings>;

const InstanceIdField = z.number().int().min(1).max(2_147_483_647).optional()
  .describe('the instance (activityMap[type].instanceId); the running one when left out');

// ---- Agent (26) ----

/** One settled day of the agent's commission. */
export const AgentDay = z.object({
  day: z.string(),
  /** Valid bets that counted, in hundredths, by level. */
  level1Bets: z.number().int(),
  level2Bets: z.number().int(),
  commission: z.number().int(),
});
export type AgentDay = z.infer<typeof AgentDay>;

/**
 * Why an invitee's bets do not count: sameDevice (on the agent's device, or, at level 2, the
 * level-1 invitee's), linked (an account linked to another by a device), inactive (banned or
 * closed), upline (level 2: the invitee in between does not count).
 */
export const AgentExclusion = z.enum(['sameDevice', 'linked', 'inactive', 'upline']);
export type AgentExclusion = z.infer<typeof AgentExclusion>;

/** One of the agent's own invitees with their valid bets in this instance. */
export const AgentInvitee = z.object({
  playerId: z.number().int(),
  nickname: z.string(),
  registeredAt: z.number().int(),
  /** Valid bets today so far and in the instance in all (settled days and today), in hundredths. */
  todayBets: z.number().int(),
  totalBets: z.number().int(),
  /** Null when their bets count; else why not. */
  excluded: AgentExclusion.nullable(),
});
export type AgentInvitee = z.infer<typeof AgentInvitee>;

export const AgentState = z.object({
  instanceId: z.number().int(),
  level1BasisPoints: z.number().int(),
  level2BasisPoints: z.number().int(),
  minExchange: z.number().int(),
  maxDailyCommission: z.number().int().nullable(),
  betRate: z.number().int(),
  /** Invitees at each level, and how many of the level-1 ones count. */
  team: z.object({ level1: z.number().int(), level2: z.number().int(), counted: z.number().int() }),
  /** Today's valid bets so far by level, and the commission they would earn (settled after midnight). */
  today: z.object({ day: z.string(), level1Bets: z.number().int(), level2Bets: z.number().int(), commission: z.number().int() }),
  /** Commission settled in all, exchanged in all, and what can be exchanged now. */
  commission: z.object({ settled: z.number().int(), exchanged: z.number().int(), available: z.number().int() }),
  /** The latest settled days, newest first. */
  days: z.array(AgentDay),
  /** The agent's own invitees, those with the most valid bets first (at most 100). */
  invitees: z.array(AgentInvitee),
});
export type AgentState = z.infer<typeof AgentState>;

export const agentData = defineCall({
  name: 'agentData', anonymous: false,
  summary: "Agent (26): the agent's team, today's valid bets and commission so far, the commission settled, exchanged and available, the latest settled days and the invitees' valid bets.",
  body: z.object({ instanceId: InstanceIdField }),
  response: AgentState,
});

export const agent3Exchange = defineCall({
  name: 'agent3Exchange', anonymous: false,
  summary: 'Agent (26): moves all the settled commission not exchanged yet into coins: 1005 below the minimum exchange.',
  body: z.object({ instanceId: InstanceIdField }),
  response: Balances.extend({ state: AgentState, propList: z.array(RewardItem) }),
});

// ---- AgentCount (31) ----

/** A scratch card or lottery draw, with what verifies it on the verify page once the seed pair is revealed. */
export const AgentDraw = z.object({
  kind: z.enum(['scratch', 'lottery']),
  /** 1 for the player's first card (or chance) in the instance. */
  ordinal: z.number().int(),
  prize: z.array(RewardItem),
  seedId: z.number().int(),
  nonce: z.number().int(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  weights: z.array(z.number().int()),
  index: z.number().int(),
  at: z.number().int(),
});
export type AgentDraw = z.infer<typeof AgentDraw>;

/** locked: not enough qualified invitees; ready: can be claimed; claimed. */
export const AgentAwardStatus = z.enum(['locked', 'ready', 'claimed']);

export const AgentCountState = z.object({
  instanceId: z.number().int(),
  qualifyingDeposit: z.number().int(),
  invitesPerCard: z.number().int(),
  invitesPerChance: z.number().int(),
  /** Invitees in all and those who qualify for this instance. */
  inviteCount: z.number().int(),
  qualifiedCount: z.number().int(),
  cards: z.object({ earned: z.number().int(), scratched: z.number().int(), left: z.number().int() }),
  chances: z.object({ earned: z.number().int(), used: z.number().int(), left: z.number().int() }),
  /** What a card or the lottery may reveal, with its chance in basis points of 10,000. */
  scratchPrizes: z.array(z.object({ items: z.array(RewardItem), chance: z.number().int() })),
  lotteryPrizes: z.array(z.object({ items: z.array(RewardItem), chance: z.number().int() })),
  awards: z.array(z.object({ id: z.number().int(), inviteCount: z.number().int(), award: z.array(RewardItem), status: AgentAwardStatus })),
  /** The player's draws, newest first (at most 50). */
  draws: z.array(AgentDraw),
});
export type AgentCountState = z.infer<typeof AgentCountState>;

export const agent4Data = defineCall({
  name: 'agent4Data', anonymous: false,
  summary: "AgentCount (31): the player's invite count, qualified invitees, scratch cards and lottery chances earned and left, award tiers and draws.",
  body: z.object({ instanceId: InstanceIdField }),
  response: AgentCountState,
});

const DrawAnswer = Balances.extend({ state: AgentCountState, draw: AgentDraw, propList: z.array(RewardItem) });

export const agent4Scratch = defineCall({
  name: 'agent4Scratch', anonymous: false,
  summary: 'AgentCount (31): scratches the next card, a provably fair draw of its prize: 1005 no card left.',
  body: z.object({ instanceId: InstanceIdField }),
  response: DrawAnswer,
});

export const agent4Lottery = defineCall({
  name: 'agent4Lottery', anonymous: false,
  summary: 'AgentCount (31): uses one lottery chance, a provably fair draw of one prize: 1005 no chance left.',
  body: z.object({ instanceId: InstanceIdField }),
  response: DrawAnswer,
});

export const agent4Award = defineCall({
  name: 'agent4Award', anonymous: false,
  summary: 'AgentCount (31): claims an award tier: 1005 too few qualified invitees, 1006 claimed, 1007 no such tier.',
  body: z.object({ id: z.number().int().min(1).max(999), instanceId: InstanceIdField }),
  response: Balances.extend({ state: AgentCountState, propList: z.array(RewardItem) }),
});

/** One invitee with the figures that decide whether they count. */
export const AgentInviteRow = z.object({
  playerId: z.number().int(),
  nickname: z.string(),
  registeredAt: z.number().int(),
  mobileBound: z.boolean(),
  totalRecharge: z.number().int(),
  /** Valid bets counted for the agent's commission (level 1, all instances), in hundredths. */
  validBets: z.number().int(),
  qualified: z.boolean(),
  /** Why not, when not: before the instance, no mobile, deposits short, inactive, same device, linked. */
  reason: z.enum(['beforeStart', 'noMobile', 'deposit', 'inactive', 'sameDevice', 'linked']).nullable(),
});
export type AgentInviteRow = z.infer<typeof AgentInviteRow>;

export const agent4InviteRows = defineCall({
  name: 'agent4InviteRows', anonymous: false,
  summary: "AgentCount (31): the player's invitees, newest first, a page at a time, with their deposits, valid bets and whether they qualify.",
  body: z.object({
    page: z.number().int().min(1).max(10_000).default(1),
    pageSize: z.number().int().min(1).max(100).default(20),
    instanceId: InstanceIdField,
  }),
  response: z.object({ rows: z.array(AgentInviteRow), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() }),
});

export const agentCalls = { agentData, agent3Exchange } as const;
export const agentCountCalls = { agent4Data, agent4Scratch, agent4InviteRows, agent4Lottery, agent4Award } as const;
