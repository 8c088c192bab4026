import { randomInt } from 'node:crypto';
import { INVITE_LINK_PARAMS, isOfAge, isRealDate, SHORT_LINK_PREFIX } from '@casino/contract';
import type { calls, UserOther } from '@casino/contract';
import type { AuthSession } from '../../platform/auth.ts';
import type { CallInput } from '../../platform/call-route.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { isUniqueViolation } from '../../platform/db.ts';
import type { EventPublisher } from '../../platform/events.ts';
import { badInputRefusal } from '../../platform/refusal.ts';
import type { RequestMeta } from '../../platform/request-meta.ts';
import { profileRefusal } from './profile-refusals.ts';
import * as store from './profile-store.ts';
import { shareDevice } from './referrals.ts';

type UpdateProfileInput = CallInput<typeof calls.updateProfile>;
type AgentFillInput = CallInput<typeof calls.agentFill>;
type UserOtherInput = CallInput<typeof calls.updateAppUserOther>;

/** Philippine time (UTC+8, no DST): the calendar a birthday is judged by. */
const PH_OFFSET_MS = 8 * 3600 * 1000;
const phToday = (now: Date) => new Date(now.getTime() + PH_OFFSET_MS).toISOString().slice(0, 10);

/** Short link codes: 8 characters without look-alikes (0/O, 1/l/I). */
const CODE_ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;
export const SHORT_LINK_CODE = /^[A-Za-z0-9]{8}$/;
const newCode = () => Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

const NO_DETAILS: UserOther = { realName: '', email: '', birthday: '', gender: '', hasUserOther: false, updatedAt: null };

export interface ProfileDeps {
  db: Db;
  clock: Clock;
  /** playerInviterBound is published inside the binding's transaction. */
  events: EventPublisher;
}

export type ProfileService = ReturnType<typeof createProfileService>;

/** The profile rules: nickname and avatar, the inviter, the other details, and invite links (docs/decisions/059). */
export function createProfileService(deps: ProfileDeps) {
  const { db, clock, events } = deps;

  /** The inviter a code or id names: an invite code first, then (digits only) a player id. */
  async function findInviter(pid: number | string): Promise<store.InviterCandidate | null> {
    if (typeof pid === 'number') return store.findPlayerStatus(db, pid);
    const byCode = await store.findPlayerByInviteCode(db, pid.toUpperCase());
    if (byCode) return byCode;
    return /^\d{1,15}$/.test(pid) ? store.findPlayerStatus(db, Number(pid)) : null;
  }

  return {
    /** updateProfile: a new nickname, avatar, or both. */
    async updateLooks(session: AuthSession, input: UpdateProfileInput): Promise<{ nickname: string; avatar: number }> {
      if (input.nickname === undefined && input.avatar === undefined) throw badInputRefusal('nickname', 'give a nickname, an avatar or both');
      return store.updateLooks(db, session.playerId, input.nickname ?? null, input.avatar ?? null);
    },

    /** agentFill: binds the inviter once; never oneself, never one's own invitee, only an active player. */
    async bindInviter(session: AuthSession, input: AgentFillInput, meta: RequestMeta): Promise<{ pid: number }> {
      const playerId = session.playerId;
      const inviter = await findInviter(input.pid);
      if (!inviter) throw profileRefusal('inviterNotFound');
      const inviterId = Number(inviter.id);
      if (inviterId === playerId) throw profileRefusal('inviterIsSelf');
      if (inviter.status !== 'active') throw profileRefusal('inviterInactive');
      return db.transaction(async (tx) => {
        const { pid } = await store.lockForBinding(tx, playerId, inviterId);
        if (pid !== null) throw profileRefusal('inviterAlreadyBound');
        if (await store.isAboveInChain(tx, playerId, inviterId)) throw profileRefusal('inviterIsInvitee');
        if (await shareDevice(tx, playerId, inviterId)) throw profileRefusal('inviterSameDevice');
        if (!(await store.setSuperior(tx, playerId, inviterId))) throw profileRefusal('inviterAlreadyBound');
        await events.publish(tx, 'playerInviterBound', {
          playerId, at: clock.now(), meta,
          enrichment: { clientReferrer: input.clientReferrer, channel: input.channel, appId: input.appId, platform: input.platform },
          payload: { invitedBy: inviterId },
        });
        return { pid: inviterId };
      });
    },

    /** appUserOther: the saved details, or empty ones. */
    async userOther(session: AuthSession): Promise<UserOther> {
      const details = await store.findDetails(db, session.playerId);
      return details ? { ...details, hasUserOther: true, updatedAt: details.updatedAt.getTime() } : NO_DETAILS;
    },

    /** updateAppUserOther: all four details; the birthday a real past day, 21 years ago or more. */
    async saveUserOther(session: AuthSession, input: UserOtherInput): Promise<UserOther> {
      const now = clock.now();
      const today = phToday(now);
      if (!isRealDate(input.birthday)) throw badInputRefusal('birthday', 'must be a real date from 1900 on');
      if (input.birthday > today) throw badInputRefusal('birthday', 'must not be in the future');
      if (!isOfAge(input.birthday, today)) throw profileRefusal('underAge');
      const details = { realName: input.realName, email: input.email, birthday: input.birthday, gender: input.gender, updatedAt: now };
      await store.saveDetails(db, session.playerId, details);
      return { ...details, hasUserOther: true, updatedAt: now.getTime() };
    },

    /** shortUrl: the player's invite link to a path of the app, as /s/{code}; one code per link. */
    async shortLink(session: AuthSession, path: string): Promise<{ shortCode: string; shortUrl: string; target: string }> {
      const { inviteCode, aid } = await store.findInviteParams(db, session.playerId);
      // §9 parameter order: outValue, install_referrer, aid, share_referrer.
      const query = new URLSearchParams({ outValue: inviteCode, install_referrer: INVITE_LINK_PARAMS.install_referrer, aid, share_referrer: INVITE_LINK_PARAMS.share_referrer });
      const target = `${path}?${query.toString()}`;
      for (let attempt = 0; ; attempt++) {
        const existing = await store.findShortLinkByTarget(db, target);
        if (existing) return { shortCode: existing, shortUrl: `${SHORT_LINK_PREFIX}${existing}`, target };
        try {
          const code = await store.insertShortLink(db, { code: newCode(), playerId: session.playerId, target, at: clock.now() });
          // null: a concurrent request made this link first; the next turn finds it.
          if (code) return { shortCode: code, shortUrl: `${SHORT_LINK_PREFIX}${code}`, target };
        } catch (err) {
          if (!isUniqueViolation(err, store.SHORT_LINK_CODE_KEY) || attempt >= 3) throw err;
        }
        if (attempt >= 3) throw new Error('short link: no code after several attempts');
      }
    },

    /** Where /s/{code} leads; null for a code no link has. */
    async shortLinkTarget(code: string): Promise<string | null> {
      return SHORT_LINK_CODE.test(code) ? store.findShortLinkTarget(db, code) : null;
    },
  };
}
