import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { WithdrawalStatuses } from '@casino/contract';
import type { WithdrawalStatus } from '@casino/contract';
import { isRefusal } from '../platform/refusal.ts';
import { listAudit, OPERATOR_NAME, OperatorRefusal } from '../modules/audit/index.ts';
import { AUTO_APPROVER, maskAccountNumber, PLAYER_ACTOR_PREFIX } from '../modules/payments/index.ts';
import type { WithdrawalRow } from '../modules/payments/index.ts';
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
  audit list [--subject KIND:ID] [--limit N]`;

export class UsageError extends Error {}

interface Parsed {
  words: string[];
  flags: Map<string, string>;
}

const FLAGS_WITH_VALUE = new Set(['operator', 'reason', 'status', 'limit', 'out', 'subject']);

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

const money = (hundredths: number) => (Number(hundredths) / 100).toFixed(2);
const iso = (d: Date | null) => (d ? new Date(d).toISOString() : '-');
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
      case 'audit list': {
        const subject = p.flags.get('subject');
        const [subjectKind, subjectId] = subject ? subject.split(':', 2) : [undefined, undefined];
        for (const row of await listAudit(ctx.db, { subjectKind, subjectId, limit: limitOf(p) })) {
          out(`${iso(row.at)}  ${row.operator}  ${row.action}  ${row.subject_kind}:${row.subject_id}  ${JSON.stringify(row.before)} -> ${JSON.stringify(row.after)}`);
        }
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
