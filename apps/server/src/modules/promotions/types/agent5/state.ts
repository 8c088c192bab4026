import type { Agent5LogEntry, Agent5Settings, Agent5State, Agent5Tasks } from '@casino/contract';
import type { Queryable } from '../../../../platform/db.ts';
import { nextPhilippineMidnight, philippineDate } from '../../../../platform/philippine-day.ts';
import { qualifyingSince } from '../../referral-rules.ts';
import type { QualifyingRule } from '../../referral-rules.ts';
import type { InviteeFacts, TypeContext, TypedInstance } from '../promotion-type.ts';
import { claimedRefs, logPage, sharedOn, totalsByInvitee } from './agent5-store.ts';
import { commissionStatus, commissionSummary, statusByInvitee, taskViews, tierRef, tierStatus } from './rules.ts';
import type { TodayFacts } from './rules.ts';

/** The newest invitees the page lists. */
const INVITEES_SHOWN = 100;

export const ruleOf = (instance: TypedInstance<Agent5Settings>): QualifyingRule =>
  ({ since: qualifyingSince(instance), qualifyingDeposit: instance.settings.qualifyingDeposit });

/** Today's task facts from the agent's invitees, their deposits credited today (per invitee) and today's share. */
export function todayFacts(invitees: readonly InviteeFacts[], rule: QualifyingRule, depositsToday: ReadonlyMap<number, number>, shared: boolean, day: string): TodayFacts {
  const statuses = statusByInvitee(invitees, rule);
  const valid = invitees.filter((i) => statuses.get(i.playerId) === 'valid');
  return {
    shared,
    validToday: valid.filter((i) => philippineDate(i.registeredAt) === day).length,
    depositsToday: valid.reduce((sum, i) => sum + (depositsToday.get(i.playerId) ?? 0), 0),
  };
}

/** Everything the agent's page and its claims read, in one place (in the caller's transaction when given one). */
export async function readAgent(ctx: TypeContext, instance: TypedInstance<Agent5Settings>, playerId: number, q: Queryable = ctx.db) {
  const now = ctx.clock.now();
  const day = philippineDate(now);
  const invitees = await ctx.invitees(playerId, q);
  const totals = await totalsByInvitee(q, instance.id, playerId, day);
  const refs = await claimedRefs(q, instance.id, playerId);
  const shared = await sharedOn(q, instance.id, playerId, day);
  const rule = ruleOf(instance);
  const statuses = statusByInvitee(invitees, rule);
  const today = todayFacts(invitees, rule, new Map([...totals].map(([id, t]) => [id, t.today])), shared, day);
  return { now, day, invitees, totals, refs, shared, rule, statuses, today };
}

export type AgentFacts = Awaited<ReturnType<typeof readAgent>>;

export function tasksOf(instance: TypedInstance<Agent5Settings>, facts: AgentFacts, mobileBound: boolean): Agent5Tasks {
  return {
    instanceId: instance.id, day: facts.day, resetAt: nextPhilippineMidnight(facts.now).getTime(), mobileBound,
    sharedToday: facts.shared, tasks: taskViews(instance.settings, facts.today, facts.day, facts.refs),
  };
}

export function stateOf(instance: TypedInstance<Agent5Settings>, facts: AgentFacts, mobileBound: boolean): Agent5State {
  const settings = instance.settings;
  const since = facts.rule.since;
  // Invitees from before the programme never count for it: they are not listed.
  const recent = facts.invitees.filter((i) => since === null || i.registeredAt.getTime() >= since.getTime());
  const validInvites = recent.filter((i) => facts.statuses.get(i.playerId) === 'valid').length;
  return {
    instanceId: instance.id, qualifyingDeposit: settings.qualifyingDeposit, validInvites, invited: recent.length,
    invitees: recent.slice(-INVITEES_SHOWN).reverse().map((i) => {
      const totals = facts.totals.get(i.playerId);
      return {
        nickname: i.nickname, registeredAt: i.registeredAt.getTime(), status: facts.statuses.get(i.playerId)!,
        deposits: totals?.deposits ?? 0, commission: (totals?.paid ?? 0) + (totals?.unpaid ?? 0),
      };
    }),
    tiers: settings.tiers.map((tier) => ({
      ...tier, award: tier.award.map((p) => ({ ...p })), status: tierStatus(tier.invites, validInvites, facts.refs.has(tierRef(tier.id))),
    })),
    commission: commissionSummary(settings, facts.totals, facts.statuses),
    tasks: tasksOf(instance, facts, mobileBound),
  };
}

export async function agentState(ctx: TypeContext, instance: TypedInstance<Agent5Settings>, playerId: number): Promise<Agent5State> {
  const [facts, player] = await Promise.all([readAgent(ctx, instance, playerId), ctx.facts(playerId)]);
  return stateOf(instance, facts, player.mobileBound);
}

export async function agentTasks(ctx: TypeContext, instance: TypedInstance<Agent5Settings>, playerId: number): Promise<Agent5Tasks> {
  const [facts, player] = await Promise.all([readAgent(ctx, instance, playerId), ctx.facts(playerId)]);
  return tasksOf(instance, facts, player.mobileBound);
}

/** The refs' words in the log: tier:<id> and task:<id>:<day> carry their id. */
function claimLine(ref: string): Pick<Agent5LogEntry, 'kind' | 'refId'> {
  const [kind, id] = ref.split(':');
  if (kind === 'tier') return { kind: 'tier', refId: Number(id) };
  if (kind === 'task') return { kind: 'task', refId: Number(id) };
  return { kind: 'commissionClaim' };
}

export async function agentLog(ctx: TypeContext, instance: TypedInstance<Agent5Settings>, playerId: number, page: number, pageSize: number) {
  const [{ lines, total }, invitees] = await Promise.all([logPage(ctx.db, instance.id, playerId, page, pageSize), ctx.invitees(playerId)]);
  const statuses = statusByInvitee(invitees, ruleOf(instance));
  const names = new Map(invitees.map((i) => [i.playerId, i.nickname]));
  const list = lines.map((line): Agent5LogEntry => (line.kind === 'commission'
    ? {
      kind: 'commission', at: line.at.getTime(), amount: line.amount, invitee: names.get(line.inviteeId) ?? '', deposit: line.deposit,
      status: commissionStatus(line.claimRef, statuses.get(line.inviteeId)),
    }
    : { ...claimLine(line.ref), at: line.at.getTime(), amount: line.amount, items: line.items }));
  return { list, total, page, pageSize };
}
