import { z } from 'zod';
import { defineCall } from '../../call.ts';
import { Balances } from '../../models.ts';
import { RewardItem } from '../wallet.ts';

/**
 * Agent5 (activity type 41, /activity/agent5): the deposit-based referral programme. An agent's
 * valid invitees (the qualified-invitee rule of decision 082) unlock tiers of rewards, each
 * claimed once; the agent earns a share of every credited deposit of a valid invitee while the
 * instance runs, claimed in one go above a minimum; and daily agent tasks (share the invite
 * link, invite a valid friend, invitees' deposits) pay once per Philippine day.
 * Decisions: docs/decisions/085-agent5-and-agent-tasks.md.
 */

const Hundredths = z.number().int().min(1).max(1_000_000_000);

/** One prize: a §3 reward item (coins with their turnover multiplier, points, bag items). */
export const Agent5Prize = z.object({
  id: z.number().int().min(1).max(99_999),
  count: z.number().int().min(1).max(1_000_000_000),
  betRate: z.number().int().min(0).max(100).optional(),
});
export type Agent5Prize = z.infer<typeof Agent5Prize>;

const Award = z.array(Agent5Prize).min(1).max(4);

/** A reward for reaching a number of valid invitees. */
export const Agent5Tier = z.object({
  id: z.number().int().min(1).max(999),
  invites: z.number().int().min(1).max(100_000),
  award: Award,
});
export type Agent5Tier = z.infer<typeof Agent5Tier>;

/**
 * What a daily agent task asks of today (Philippine day): share the invite link (target 1), this
 * many valid invitees who registered today, or valid invitees' deposits credited today of this
 * many hundredths.
 */
export const Agent5TaskKind = z.enum(['share', 'inviteValid', 'inviteeDeposits']);
export type Agent5TaskKind = z.infer<typeof Agent5TaskKind>;

export const Agent5Task = z.object({
  id: z.number().int().min(1).max(999),
  kind: Agent5TaskKind,
  target: z.number().int().min(1).max(1_000_000_000),
  award: Award,
});
export type Agent5Task = z.infer<typeof Agent5Task>;

/** The settings of an agent5 instance (validated on every write and read). */
export const Agent5Settings = z.object({
  /** Credited deposits (hundredths) an invitee needs to be valid (decision 082). */
  qualifyingDeposit: z.number().int().min(0).max(1_000_000_000),
  /** Ascending by invites, each count once. */
  tiers: z.array(Agent5Tier).max(20),
  /** The agent's share of a valid invitee's credited deposits, in hundredths of a percent (500 = 5%). */
  commissionBasisPoints: z.number().int().min(0).max(5_000),
  /** The smallest commission claim, in hundredths. */
  minCommissionClaim: Hundredths,
  /** Turnover the commission coins add, as a multiple of them (§3 betRate). */
  commissionBetRate: z.number().int().min(0).max(100),
  tasks: z.array(Agent5Task).max(10),
}).superRefine((settings, ctx) => {
  const unique = (values: number[]) => new Set(values).size === values.length;
  if (!unique(settings.tiers.map((t) => t.id))) ctx.addIssue({ code: 'custom', path: ['tiers'], message: 'tier ids must be unique' });
  settings.tiers.forEach((tier, index) => {
    if (index > 0 && tier.invites <= settings.tiers[index - 1]!.invites) {
      ctx.addIssue({ code: 'custom', path: ['tiers', index, 'invites'], message: 'invites must be ascending, each count once' });
    }
    if (!unique(tier.award.map((p) => p.id))) ctx.addIssue({ code: 'custom', path: ['tiers', index, 'award'], message: 'one prize per item id' });
  });
  if (!unique(settings.tasks.map((t) => t.id))) ctx.addIssue({ code: 'custom', path: ['tasks'], message: 'task ids must be unique' });
  settings.tasks.forEach((task, index) => {
    if (task.kind === 'share' && task.target !== 1) ctx.addIssue({ code: 'custom', path: ['tasks', index, 'target'], message: 'a share task has target 1' });
    if (!unique(task.award.map((p) => p.id))) ctx.addIssue({ code: 'custom', path: ['tasks', index, 'award'], message: 'one prize per item id' });
  });
});
export type Agent5Settings = z.infer<typeof Agent5Settings>;

/**
 * Why an invitee is not valid yet, as the agent may see it: no mobile bound, deposits below the
 * qualifying amount, or not eligible (registered before the programme, inactive, or not a new
 * player by the one-account rule; the exact reason is not shown).
 */
export const Agent5InviteeStatus = z.enum(['valid', 'noMobile', 'depositShort', 'notEligible']);
export type Agent5InviteeStatus = z.infer<typeof Agent5InviteeStatus>;

export const Agent5Invitee = z.object({
  nickname: z.string(),
  registeredAt: z.number().int(),
  status: Agent5InviteeStatus,
  /** Their deposits credited while the instance ran, in hundredths. */
  deposits: z.number().int(),
  /** The commission they earned the agent (claimable, claimed or waiting for them to be valid), in hundredths. */
  commission: z.number().int(),
});
export type Agent5Invitee = z.infer<typeof Agent5Invitee>;

/** A tier for the agent: its reward can be claimed, was claimed, or needs more valid invitees. */
export const Agent5TierStatus = z.enum(['locked', 'claimable', 'claimed']);
export type Agent5TierStatus = z.infer<typeof Agent5TierStatus>;

export const Agent5TierView = Agent5Tier.extend({ award: z.array(RewardItem), status: Agent5TierStatus });

export const Agent5Commission = z.object({
  basisPoints: z.number().int(),
  /** Earned from valid invitees and not claimed yet: what a claim pays now. */
  claimable: z.number().int(),
  /** Earned from invitees not valid yet: paid once they are. */
  waiting: z.number().int(),
  /** Claimed so far in this instance. */
  claimed: z.number().int(),
  minClaim: z.number().int(),
  betRate: z.number().int(),
  canClaim: z.boolean(),
});
export type Agent5Commission = z.infer<typeof Agent5Commission>;

export const Agent5TaskStatus = z.enum(['open', 'claimable', 'claimed']);
export type Agent5TaskStatus = z.infer<typeof Agent5TaskStatus>;

export const Agent5TaskView = Agent5Task.extend({ award: z.array(RewardItem), progress: z.number().int(), status: Agent5TaskStatus });
export type Agent5TaskView = z.infer<typeof Agent5TaskView>;

/** The agent tasks of today (appProxyUser4TaskUser). */
export const Agent5Tasks = z.object({
  instanceId: z.number().int(),
  /** Today's Philippine date, YYYY-MM-DD. */
  day: z.string(),
  /** When today's tasks start again (the next Philippine midnight), ms since epoch. */
  resetAt: z.number().int(),
  /** Sharing needs a bound mobile (§5): without one the app leads to /bind. */
  mobileBound: z.boolean(),
  sharedToday: z.boolean(),
  tasks: z.array(Agent5TaskView),
});
export type Agent5Tasks = z.infer<typeof Agent5Tasks>;

/** The agent's state (appAgent5User). */
export const Agent5State = z.object({
  instanceId: z.number().int(),
  qualifyingDeposit: z.number().int(),
  /** Valid invitees (decision 082), and all invitees since the programme began. */
  validInvites: z.number().int(),
  invited: z.number().int(),
  /** The newest invitees since the programme began (at most 100). */
  invitees: z.array(Agent5Invitee),
  tiers: z.array(Agent5TierView),
  commission: Agent5Commission,
  tasks: Agent5Tasks,
});
export type Agent5State = z.infer<typeof Agent5State>;

/**
 * One line of the agent's earnings log: a deposit's commission (pending while the invitee is not
 * valid, claimable, claimed, or excluded when they can no longer count), or a claim (commission,
 * tier, task).
 */
export const Agent5LogKind = z.enum(['commission', 'commissionClaim', 'tier', 'task']);
export const Agent5LogStatus = z.enum(['waiting', 'claimable', 'claimed', 'excluded']);
export const Agent5LogEntry = z.object({
  kind: Agent5LogKind,
  at: z.number().int(),
  /** Coins in hundredths: the commission earned, or the coins a claim paid. */
  amount: z.number().int(),
  /** For a commission: the invitee and their deposit (hundredths). */
  invitee: z.string().optional(),
  deposit: z.number().int().optional(),
  status: Agent5LogStatus.optional(),
  /** For a claim: what was paid (coins, points, bag items). */
  items: z.array(RewardItem).optional(),
  /** For a tier or task claim: its id. */
  refId: z.number().int().optional(),
});
export type Agent5LogEntry = z.infer<typeof Agent5LogEntry>;

const InstanceIdField = z.number().int().min(1).max(2_147_483_647).optional()
  .describe('the instance (activityMap[41].instanceId); the running one when left out');

export const appAgent5User = defineCall({
  name: 'appAgent5User', anonymous: false,
  summary: "Agent5 (41): the agent's valid invitees, the tiers, the deposit commission and today's agent tasks.",
  body: z.object({ instanceId: InstanceIdField }),
  response: Agent5State,
});

export const appAgent5UserLog = defineCall({
  name: 'appAgent5UserLog', anonymous: false,
  summary: "Agent5 (41): the agent's earnings (each valid invitee deposit's commission) and claims, newest first, paged.",
  body: z.object({
    instanceId: InstanceIdField,
    page: z.number().int().min(1).max(100_000).default(1),
    pageSize: z.number().int().min(1).max(50).default(20),
  }),
  response: z.object({ list: z.array(Agent5LogEntry), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() }),
});

export const appAgent5UserReceive = defineCall({
  name: 'appAgent5UserReceive', anonymous: false,
  summary: 'Agent5 (41): claims all the commission earned from valid invitees so far: 1005 nothing or less than the minimum to claim.',
  body: z.object({ instanceId: InstanceIdField }),
  response: Balances.extend({ state: Agent5State, amount: z.number().int(), propList: z.array(RewardItem) }),
});

export const appAgent5UserInviteValidReceive = defineCall({
  name: 'appAgent5UserInviteValidReceive', anonymous: false,
  summary: 'Agent5 (41): claims a tier once: 1006 claimed, 1007 no such tier, 1005 fewer valid invitees than it needs.',
  body: z.object({ instanceId: InstanceIdField, tierId: z.number().int().min(1).max(999) }),
  response: Balances.extend({ state: Agent5State, propList: z.array(RewardItem) }),
});

export const appProxyUser4TaskUser = defineCall({
  name: 'appProxyUser4TaskUser', anonymous: false,
  summary: "Agent tasks (41): today's tasks with their progress and status.",
  body: z.object({ instanceId: InstanceIdField }),
  response: Agent5Tasks,
});

export const appProxyUser4TaskUserShare = defineCall({
  name: 'appProxyUser4TaskUserShare', anonymous: false,
  summary: "Agent tasks (41): records today's share of the invite link (once a day counts): 1005 no mobile bound.",
  body: z.object({
    instanceId: InstanceIdField,
    /** How it was shared: the device's share sheet or a copied link (not `channel`, which every request carries). */
    via: z.enum(['share', 'copy']).optional(),
  }),
  response: Agent5Tasks,
});

export const appProxyUser4TaskUserReceive = defineCall({
  name: 'appProxyUser4TaskUserReceive', anonymous: false,
  summary: "Agent tasks (41): claims a task's reward once per Philippine day: 1006 claimed today, 1007 no such task, 1005 not done yet.",
  body: z.object({ instanceId: InstanceIdField, taskId: z.number().int().min(1).max(999) }),
  response: Balances.extend({ tasks: Agent5Tasks, propList: z.array(RewardItem) }),
});

export const agent5Calls = {
  appAgent5User, appAgent5UserLog, appAgent5UserReceive, appAgent5UserInviteValidReceive,
  appProxyUser4TaskUser, appProxyUser4TaskUserShare, appProxyUser4TaskUserReceive,
} as const;
