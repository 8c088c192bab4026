import { EXPORT_INTERVAL_SECONDS, EXPORT_LIST_LIMIT } from '@casino/contract';
import type { ExportList, PlayerDataDocument } from '@casino/contract';
import type { Clock } from '../../platform/clock.ts';
import type { Db, Queryable } from '../../platform/db.ts';
import type { RateGuard } from '../../platform/rate-limit.ts';

/**
 * The player's data export (exportMyData, docs/decisions/069), assembled like the user info:
 * accounts writes its own section, and every module that holds data about players registers
 * its section with `accounts.addExportPart(name, part)` in its create. A part reads only its
 * own module's tables, in the export's one read-only snapshot.
 */

type Q = Pick<Queryable, 'query'>;

/** One module's section of the document: plain JSON (see exportRow and exportList). */
export type ExportSection = Record<string, unknown>;
/** Reads one module's section for the player; each list holds at most `listLimit` entries (read listLimit + 1 to know). */
export type ExportPart = (q: Q, playerId: number, listLimit: number) => Promise<ExportSection>;

/** A row as plain JSON: times as ISO 8601 strings, everything else as read. */
export function exportRow(row: object | undefined | null): Record<string, unknown> | null {
  if (!row) return null;
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]));
}

/** A list read newest first with LIMIT listLimit + 1: at most listLimit entries, and whether more existed. */
export function exportList(rows: readonly object[], listLimit: number): ExportList {
  return { items: rows.slice(0, listLimit).map((row) => exportRow(row) as Record<string, unknown>), truncated: rows.length > listLimit };
}

const NOTES = [
  'Each section comes from the part of the platform that keeps that data.',
  'Times are ISO 8601 in UTC. Coins and points are integer hundredths (12345 is 123.45).',
  `Each list holds the newest ${EXPORT_LIST_LIMIT} entries at most; "truncated": true marks a list that had older entries left out.`,
  'Bank and e-wallet account numbers are masked, as everywhere in the app. Passwords and login tokens are never stored in readable form and are not included.',
  'Identity (KYC) images are not included; their details are, as submitted, until they are removed one year after the last visit.',
];

/** accounts' own section: the account and profile, the LINE identity, invite links and the login sessions. */
async function accountSection(q: Q, playerId: number, listLimit: number): Promise<ExportSection> {
  // One after another: q is the export's transaction.
  const player = await q.query(
    `SELECT id, uuid, account, account_type AS "accountType", mobile, country_code AS "countryCode", nickname, avatar,
            invite_code AS "inviteCode", pid AS "inviterId", status, created_at AS "createdAt", last_seen_at AS "lastSeenAt",
            reg_channel AS "registeredChannel", reg_app_id AS "registeredAppId", reg_client_referrer AS "registeredReferrer",
            reg_platform AS "registeredPlatform"
       FROM players WHERE id = $1`, [playerId]);
  const details = await q.query(
    `SELECT real_name AS "realName", email, birthday, gender, updated_at AS "updatedAt" FROM player_details WHERE player_id = $1`, [playerId]);
  const line = await q.query(
    `SELECT subject, display_name AS "displayName", created_at AS "createdAt", last_login_at AS "lastLoginAt"
       FROM line_identities WHERE player_id = $1`, [playerId]);
  const shortLinks = await q.query(
    `SELECT code, target, created_at AS "createdAt" FROM short_links WHERE player_id = $1 ORDER BY created_at DESC, code LIMIT $2`,
    [playerId, listLimit + 1]);
  const sessions = await q.query(
    `SELECT created_at AS "createdAt", last_seen_at AS "lastSeenAt", expires_at AS "expiresAt", revoked_at AS "endedAt",
            ip, device_id AS "deviceId", user_agent AS "userAgent", channel, app_id AS "appId", platform
       FROM sessions WHERE player_id = $1 ORDER BY id DESC LIMIT $2`, [playerId, listLimit + 1]);
  const attribution = await q.query(
    'SELECT attribution, source, created_at AS "createdAt" FROM player_attribution WHERE player_id = $1', [playerId]);
  return {
    player: exportRow(player.rows[0]),
    details: exportRow(details.rows[0]),
    lineIdentity: exportRow(line.rows[0]),
    attribution: exportRow(attribution.rows[0]),
    inviteLinks: exportList(shortLinks.rows, listLimit),
    sessions: exportList(sessions.rows, listLimit),
  };
}

export type PlayerData = ReturnType<typeof createPlayerData>;

export function createPlayerData(deps: { db: Db; clock: Clock; limits: RateGuard }) {
  const { db, clock, limits } = deps;
  const parts = new Map<string, ExportPart>([['account', accountSection]]);
  return {
    /** Adds a module's section to the export; called from that module's create. */
    addExportPart(name: string, part: ExportPart): void {
      if (parts.has(name)) throw new Error(`two export parts are named ${name}`);
      parts.set(name, part);
    },

    /** exportMyData: the whole document, once a minute per player (a fixed rule: it reads a lot). */
    async exportFor(playerId: number): Promise<PlayerDataDocument> {
      const limited = await limits.check([{ key: `export:player:${playerId}`, rule: { limit: 1, windowSeconds: EXPORT_INTERVAL_SECONDS }, fixed: true }]);
      if (limited) throw limited;
      const exportedAt = clock.now();
      const sections = await db.transaction(async (tx) => {
        // One snapshot for every section, so a transfer and its balance never disagree.
        await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
        const out: Record<string, ExportSection> = {};
        // One after another: a transaction runs one statement at a time anyway.
        for (const [name, part] of parts) out[name] = await part(tx, playerId, EXPORT_LIST_LIMIT);
        return out;
      });
      return {
        format: 'player-data', version: 1, playerId, exportedAt: exportedAt.toISOString(), listLimit: EXPORT_LIST_LIMIT, notes: NOTES, sections,
      };
    },
  };
}
