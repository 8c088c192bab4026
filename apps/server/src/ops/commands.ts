import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { OPERATOR_ROLES } from '@casino/contract/operator';
import type { OperatorRole } from '@casino/contract/operator';
import { ItemId, WithdrawalStatuses } from '@casino/contract';
import type { RewardItem, WithdrawalStatus } from '@casino/contract';
import { isRefusal } from '../platform/refusal.ts';
import { listAudit, OPERATOR_NAME, OperatorRefusal, verifyAuditChain } from '../modules/audit/index.ts';
import { AUTO_APPROVER, maskAccountNumber, PLAYER_ACTOR_PREFIX } from '../modules/payments/index.ts';
import type { WithdrawalRow } from '../modules/payments/index.ts';
import { WELCOME_BET_RATE } from '../modules/mail/index.ts';
import { countPlayersBySource } from '../modules/accounts/index.ts';
import { philippineDays } from '../platform/philippine-day.ts';
import type { MailRow } from '../modules/mail/index.ts';
import type { OpsContext } from './context.ts';

/**
 * The operator commands (npm run ops -- <area> <verb> ...). Every change names its operator
 * (--operator) and writes an audit row in the same transaction as the change.
 */

export const USAGE = `usage: npm run ops -- <command> [options]

  withdrawals list [--status pending|processing|paid|rejected|failed|cancelled] [--limit N]
  withdrawals approve <orderId> --operator NAME        approve and send the payout
  withdrawals reject <orderId> --reason TEXT --operator NAME   give the coins back
  kyc list [--status pending|approved|rejected] [--limit N]
  kyc show <submissionId> --operator NAME              identity details (the read is audited)
  kyc file <fileId> --out PATH --operator NAME         copy an image out (the read is audited)
  kyc approve <submissionId> --operator NAME
  kyc reject <submissionId> --reason TEXT --operator NAME
  payments run                                         deliver due callbacks, check open orders
  mail send --to PLAYER_ID|ID,ID,...|all --title T --body B [--coin 12.34 [--bet-rate N]] [--points 5.00]
            [--expire-days N] --operator NAME          coins turn over bet-rate times (default 1); "all": every active player now
  mail list --player ID [--limit N]                    a player's mail, deleted included
  audit list [--subject KIND:ID] [--limit N]
  audit verify                                         check the hash chain; names the first broken row
  operators create USERNAME --role support|finance|marketing|admin [--operator NAME]
                                                       the password comes from OPERATOR_PASSWORD or stdin;
                                                       prints the TOTP URI and 10 recovery codes, once
  operators reset-2fa USERNAME [--operator NAME]       a new TOTP secret and recovery codes; password kept
  operators list
  players sources --from YYYY-MM-DD --to YYYY-MM-DD    players registered on those Philippine days (both included),
                                                       counted per source of their attribution (docs/decisions/071)`;

export class UsageError extends Error {}

interface Parsed {
  words: string[];
  flags: Map<string, string>;
}

const FLAGS_WITH_VALUE = new Set(['from', 'operator', 'reason', 'status', 'limit', 'out', 'subject', 'to', 'title', 'body', 'coin', 'bet-rate', 'points', 'expire-days', 'player', 'role']);

export function parseArgs(argv: readonly string[]): Parsed {
  const words: string[] = [];
  const flags = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (!arg.startsWith('--')) {
      words.push(arg);
      continue;
    }
    const [name, inline] = arg.slice(2).split('=', 2) as [string, string | undefined];
    if (!FLAGS_WITH_VALUE.has(name)) throw new UsageError(`unknown option --${name}`);
    const value = inline ?? argv[++i];
    if (value === undefined || value.startsWith('--')) throw new UsageError(`--${name} needs a value`);
    flags.set(name, value);
  }
  return { words, flags };
}

const operatorOf = (p: Parsed): string => {
  const name = p.flags.get('operator');
  if (name === undefined) throw new UsageError('--operator NAME is required: every change records who made it');
  if (!OPERATOR_NAME.test(name)) throw new UsageError('--operator: 1-64 letters, digits, . _ @ or -');
  // Reserved: the audit log names automatic approvals and players' own actions so.
  if (name.toLowerCase() === AUTO_APPROVER || name.toLowerCase().startsWith(PLAYER_ACTOR_PREFIX)) {
    throw new UsageError(`--operator: "${AUTO_APPROVER}" and names starting "${PLAYER_ACTOR_PREFIX}" are reserved for automatic approvals and players' own actions`);
  }
  return name;
};
const reasonOf = (p: Parsed): string => {
  const reason = p.flags.get('reason')?.trim() ?? '';
  if (reason === '') throw new UsageError('--reason TEXT is required to reject');
  if (reason.length > 500) throw new UsageError('--reason: at most 500 characters');
  return reason;
};
const limitOf = (p: Parsed): number => {
  const raw = p.flags.get('limit') ?? '50';
  if (!/^\d{1,4}$/.test(raw) || Number(raw) < 1) throw new UsageError('--limit: a number from 1 to 9999');
  return Number(raw);
};
const idOf = (p: Parsed, what: string): string => {
  const id = p.words[2];
  if (id === undefined) throw new UsageError(`${what} is required`);
  return id;
};
const submissionIdOf = (p: Parsed): number => {
  const id = idOf(p, 'submissionId');
  if (!/^\d{1,15}$/.test(id)) throw new UsageError('submissionId: a number');
  return Number(id);
};

/** --from / --to of players sources: a calendar date (a Philippine day). */
const dayOf = (p: Parsed, name: 'from' | 'to'): string => {
  const value = p.flags.get(name);
  if (value === undefined) throw new UsageError(`--${name} YYYY-MM-DD is required`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) throw new UsageError(`--${name}: a date, YYYY-MM-DD`);
  return value;
};
/** --to: one player id, a comma-separated list, or all. */
const recipientsOf = (p: Parsed): number[] | 'all' => {
  const to = p.flags.get('to');
  if (to === undefined) throw new UsageError('--to PLAYER_ID|ID,ID,...|all is required');
  if (to === 'all') return 'all';
  const ids = to.split(',').map((id) => id.trim());
  if (ids.some((id) => !/^\d{1,15}$/.test(id))) throw new UsageError('--to: player ids separated by commas, or all');
  return ids.map(Number);
};
const textOf = (p: Parsed, name: 'title' | 'body'): string => {
  const value = p.flags.get(name);
  if (value === undefined || value.trim() === '') throw new UsageError(`--${name} is required`);
  return value;
};
/** An amount in coins with at most two decimals, as hundredths; undefined when the flag is absent. */
const hundredthsOf = (p: Parsed, name: 'coin' | 'points'): number | undefined => {
  const raw = p.flags.get(name);
  if (raw === undefined) return undefined;
  if (!/^\d{1,10}(\.\d{1,2})?$/.test(raw) || Number(raw) <= 0) throw new UsageError(`--${name}: an amount above 0 with at most two decimals, e.g. 12.34`);
  return Math.round(Number(raw) * 100);
};
const attachmentsOf = (p: Parsed): RewardItem[] => {
  const coin = hundredthsOf(p, 'coin');
  const points = hundredthsOf(p, 'points');
  const rawRate = p.flags.get('bet-rate');
  if (rawRate !== undefined && coin === undefined) throw new UsageError('--bet-rate goes with --coin');
  if (rawRate !== undefined && (!/^\d{1,4}(\.\d{1,2})?$/.test(rawRate) || Number(rawRate) > 1000)) throw new UsageError('--bet-rate: 0 to 1000, at most two decimals');
  const items: RewardItem[] = [];
  if (coin !== undefined) items.push({ id: ItemId.Coin, count: coin, betRate: rawRate === undefined ? WELCOME_BET_RATE : Number(rawRate) });
  if (points !== undefined) items.push({ id: ItemId.Points, count: points });
  return items;
};
const expireDaysOf = (p: Parsed): number | null => {
  const raw = p.flags.get('expire-days');
  if (raw === undefined) return null;
  if (!/^\d{1,4}$/.test(raw) || Number(raw) < 1) throw new UsageError('--expire-days: a number of days from 1');
  return Number(raw);
};
const playerOf = (p: Parsed): number => {
  const raw = p.flags.get('player');
  if (raw === undefined || !/^\d{1,15}$/.test(raw)) throw new UsageError('--player ID is required');
  return Number(raw);
};

/** Who an operator-account command is recorded as: --operator when given, else the command line itself. */
const actorOf = (p: Parsed): string => (p.flags.has('operator') ? operatorOf(p) : 'cli');
const roleOf = (p: Parsed): OperatorRole => {
  const role = p.flags.get('role');
  if (!role || !(OPERATOR_ROLES as readonly string[]).includes(role)) throw new UsageError(`--role: one of ${OPERATOR_ROLES.join(', ')}`);
  return role as OperatorRole;
};
const operatorAccessOf = (ctx: OpsContext) => {
  if (!ctx.operators) throw new OperatorRefusal('operator accounts need the server\'s password key, which this command line was not given');
  return ctx.operators;
};

/**
 * An operator's password: OPERATOR_PASSWORD, or the first line of stdin (typed without echo on a
 * terminal). Never a flag, which would land in the shell's history.
 */
async function readOperatorPassword(): Promise<string> {
  const fromEnv = process.env.OPERATOR_PASSWORD;
  if (fromEnv !== undefined && fromEnv !== '') return fromEnv;
  const terminal = process.stdin.isTTY === true;
  if (terminal) process.stderr.write('password (not shown): ');
  const rl = createInterface({ input: process.stdin, output: terminal ? process.stderr : undefined, terminal });
  // Keystrokes are not echoed back.
  if (terminal) (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = () => undefined;
  try {
    for await (const line of rl) return line;
    return '';
  } finally {
    rl.close();
    if (terminal) process.stderr.write('\n');
  }
}

const money = (hundredths: number) => (Number(hundredths) / 100).toFixed(2);
const iso = (d: Date | null) => (d ? new Date(d).toISOString() : '-');
const attachmentText = (items: readonly RewardItem[]) => items
  .map((i) => (i.id === ItemId.Coin ? `${money(i.count)} coins x${i.betRate ?? 0}` : i.id === ItemId.Points ? `${money(i.count)} points` : `item ${i.id} x${i.count}`))
  .join(', ');
const mailLine = (m: MailRow, now: Date) => {
  const claim = m.attachments.length === 0 ? '' : `  [${attachmentText(m.attachments)}: ${m.receivedAt ? `received ${iso(m.receivedAt)}` : m.expiresAt && m.expiresAt <= now ? 'expired' : 'unclaimed'}]`;
  return `${m.id}  ${m.kind.padEnd(8)}  ${iso(m.createdAt)}  ${m.readAt ? 'read  ' : 'unread'}${m.deletedAt ? '  deleted' : ''}  ${m.sender ? `from ${m.sender}  ` : ''}${m.title}${claim}`;
};
const withdrawalLine = (w: WithdrawalRow) =>
  `${w.id}  ${w.status.padEnd(10)}  player ${w.player_id}  amount ${money(w.amount)}  fee ${money(w.fee)}  bank ${w.bank_id} ${maskAccountNumber(w.account_number)}  ${iso(w.created_at)}${w.reason ? `  reason: ${w.reason}` : ''}`;

/** Runs one command; answers the exit status (0 done, 1 refused, 2 usage). */
export async function runOps(argv: readonly string[], ctx: OpsContext): Promise<number> {
  const { out } = ctx;
  try {
    const p = parseArgs(argv);
    const [area, verb] = p.words;
    const command = `${area ?? ''} ${verb ?? ''}`.trim();
    switch (command) {
      case 'withdrawals list': {
        const status = p.flags.get('status') ?? 'pending';
        if (!(WithdrawalStatuses as readonly string[]).includes(status)) throw new UsageError(`--status: one of ${WithdrawalStatuses.join(', ')}`);
        const { rows, total } = await ctx.payments.withdrawals.listForReview([status as WithdrawalStatus], limitOf(p));
        out(`${total} ${status} withdrawal(s)`);
        for (const w of rows) out(withdrawalLine(w));
        return 0;
      }
      case 'withdrawals approve': {
        const operator = operatorOf(p);
        const order = await ctx.payments.withdrawals.approve(idOf(p, 'orderId'), operator);
        // The sandbox confirms by callback: deliver it now rather than on the server's next tick.
        await ctx.payments.providers.sandbox?.outbox.drain();
        out(`approved: ${withdrawalLine(await reread(ctx, order))}`);
        return 0;
      }
      case 'withdrawals reject': {
        const operator = operatorOf(p);
        const order = await ctx.payments.withdrawals.reject(idOf(p, 'orderId'), operator, reasonOf(p));
        out(`rejected, coins returned: ${withdrawalLine(order)}`);
        return 0;
      }
      case 'kyc list': {
        const status = p.flags.get('status') ?? 'pending';
        if (!['pending', 'approved', 'rejected'].includes(status)) throw new UsageError('--status: pending, approved or rejected');
        const rows = await ctx.kyc.listSubmissions(status as 'pending', limitOf(p));
        out(`${rows.length} ${status} KYC submission(s)`);
        for (const s of rows) out(`${s.id}  ${s.status.padEnd(8)}  player ${s.player_id}  ${s.id_type}  submitted ${iso(s.created_at)}${s.reason ? `  reason: ${s.reason}` : ''}`);
        return 0;
      }
      case 'kyc show': {
        const operator = operatorOf(p);
        const s = await ctx.kyc.showSubmission(submissionIdOf(p), operator);
        out(`submission ${s.id} of player ${s.player_id}: ${s.status}${s.reason ? ` (${s.reason})` : ''}`);
        out(`  name: ${s.first_name} ${s.middle_name ? `${s.middle_name} ` : ''}${s.last_name}   born ${s.birth_date}`);
        out(`  ID: ${s.id_type} ${s.id_number}`);
        out(`  files: ID photo ${s.photo_file_id}, selfie ${s.selfie_file_id}`);
        return 0;
      }
      case 'kyc file': {
        const operator = operatorOf(p);
        const target = p.flags.get('out');
        if (target === undefined) throw new UsageError('--out PATH is required');
        // Checked before the read, so a refused copy is not logged as a read.
        if (existsSync(resolve(target))) throw new OperatorRefusal(`${target} exists; choose a new path`);
        const { file, bytes } = await ctx.kyc.readFile(idOf(p, 'fileId'), operator);
        try {
          // Owner-only, and never over an existing file.
          await writeFile(resolve(target), bytes, { mode: 0o600, flag: 'wx' });
        } catch (err) {
          throw new OperatorRefusal(`could not write ${target}: ${(err as NodeJS.ErrnoException).code ?? 'error'}`);
        }
        out(`wrote ${file.kind} of player ${file.player_id} (${file.mime}, ${file.size} bytes) to ${target}`);
        return 0;
      }
      case 'kyc approve': {
        const s = await ctx.kyc.approve(submissionIdOf(p), operatorOf(p));
        out(`approved KYC submission ${s.id} of player ${s.player_id}`);
        return 0;
      }
      case 'kyc reject': {
        const operator = operatorOf(p);
        const s = await ctx.kyc.reject(submissionIdOf(p), operator, reasonOf(p));
        out(`rejected KYC submission ${s.id} of player ${s.player_id}: ${s.reason}`);
        return 0;
      }
      case 'payments run': {
        await ctx.payments.runJobs();
        out('delivered due callbacks and checked open orders with the provider');
        return 0;
      }
      case 'mail send': {
        const operator = operatorOf(p);
        const to = recipientsOf(p);
        const sent = await ctx.mail.send({
          operator, to, title: textOf(p, 'title'), body: textOf(p, 'body'), attachments: attachmentsOf(p), expireDays: expireDaysOf(p),
        });
        out(`sent mail ${sent.sendId} to ${sent.recipients} player(s)`);
        return 0;
      }
      case 'mail list': {
        const playerId = playerOf(p);
        const mails = await ctx.mail.mailsOf(playerId, limitOf(p));
        out(`${mails.length} mail(s) of player ${playerId}`);
        for (const m of mails) out(mailLine(m, ctx.clock.now()));
        return 0;
      }
      case 'audit list': {
        const subject = p.flags.get('subject');
        const [subjectKind, subjectId] = subject ? subject.split(':', 2) : [undefined, undefined];
        for (const row of await listAudit(ctx.db, { subjectKind, subjectId, limit: limitOf(p) })) {
          out(`${iso(row.at)}  ${row.operator}  ${row.action}  ${row.subject_kind}:${row.subject_id}  ${JSON.stringify(row.before)} -> ${JSON.stringify(row.after)}`);
        }
        return 0;
      }
      case 'audit verify': {
        const report = await verifyAuditChain(ctx.db);
        if (report.intact) {
          out(`audit chain intact: ${report.rows} row(s), head ${report.headHash ?? '(empty)'}`);
          return 0;
        }
        const at = report.brokenAt;
        out(`audit chain BROKEN at row ${at?.id ?? '?'} (seq ${at?.seq ?? '?'}): ${at?.problem ?? 'unknown'}`);
        return 1;
      }
      case 'operators create': {
        const username = idOf(p, 'USERNAME').toLowerCase();
        const role = roleOf(p);
        const actor = actorOf(p);
        const access = operatorAccessOf(ctx);
        const password = await readOperatorPassword();
        if (password === '') throw new UsageError('no password: set OPERATOR_PASSWORD or write it to stdin');
        const created = await access.createEnrolled({ username, role, password, actor });
        out(`created operator ${created.operator.username} (${created.operator.role}), id ${created.operator.id}`);
        out(`TOTP (add to an authenticator app, shown once): ${created.otpauthUri}`);
        out(`recovery codes (each works once, shown once): ${created.recoveryCodes.join(' ')}`);
        return 0;
      }
      case 'operators reset-2fa': {
        const username = idOf(p, 'USERNAME').toLowerCase();
        const shown = await operatorAccessOf(ctx).resetSecondFactor({ username, actor: actorOf(p) });
        out(`new second factor for ${shown.username}; their sessions ended`);
        out(`TOTP (add to an authenticator app, shown once): ${shown.otpauthUri}`);
        out(`recovery codes (each works once, shown once): ${shown.recoveryCodes.join(' ')}`);
        return 0;
      }
      case 'operators list': {
        const list = await operatorAccessOf(ctx).list();
        out(`${list.length} operator(s)`);
        for (const o of list) {
          out(`${o.id}  ${o.username.padEnd(20)}  ${o.role.padEnd(9)}  ${o.active ? 'active' : 'deactivated'}${o.enrolled ? '' : '  (not enrolled)'}  last sign-in ${o.lastLoginAt ? new Date(o.lastLoginAt).toISOString() : '-'}`);
        }
        return 0;
      }
      case 'players sources': {
        const from = dayOf(p, 'from');
        const to = dayOf(p, 'to');
        if (to < from) throw new UsageError('--to: on or after --from');
        const { start, end } = philippineDays(from, to);
        const counts = await countPlayersBySource(ctx.db, start, end);
        out(`${counts.reduce((sum, c) => sum + c.players, 0)} player(s) registered ${from} to ${to}`);
        for (const c of counts) out(`${String(c.players).padStart(8)}  ${c.source}`);
        return 0;
      }
      case 'help':
      case '':
        out(USAGE);
        return command === '' ? 2 : 0;
      default:
        throw new UsageError(`unknown command: ${command}`);
    }
  } catch (err) {
    if (err instanceof UsageError) {
      out(`${err.message}\n\n${USAGE}`);
      return 2;
    }
    if (err instanceof OperatorRefusal) {
      out(`refused: ${err.message}`);
      return 1;
    }
    // A service's rule refused, as it would a player: its message, and its errcode to look it up.
    if (isRefusal(err)) {
      out(`refused: ${err.message} (errcode ${err.errcode})`);
      return 1;
    }
    throw err;
  }
}

async function reread(ctx: OpsContext, order: WithdrawalRow): Promise<WithdrawalRow> {
  const { rows } = await ctx.db.query<WithdrawalRow>('SELECT * FROM withdrawal_orders WHERE id = $1', [order.id]);
  return rows[0] ?? order;
}
