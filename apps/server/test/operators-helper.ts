import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { operatorCalls, operatorWirePath } from '@casino/contract/operator';
import type { OperatorCallName, OperatorCalls, OperatorRole } from '@casino/contract/operator';
import type { Envelope } from '@casino/contract';
import type { z } from 'zod';
import { base32Decode, SESSION_COOKIE, totpCode } from '../src/modules/operators/index.ts';
import type { TestApp } from './helper.ts';

/** Shared fixtures of the operator console suites: operators, their codes, and the console's calls. */

export interface TestOperator {
  id: number;
  username: string;
  password: string;
  role: OperatorRole;
  secret: Buffer;
  recoveryCodes: string[];
  /** The last TOTP step this test used, so each sign-in uses a fresh code. */
  lastStep: number;
}

export const operatorPassword = (): string => `Console-${randomBytes(9).toString('base64url')}`;
export const uniqueOperatorName = (prefix = 'op'): string => `${prefix}${randomBytes(5).toString('hex')}`;

const TOTP_STEP_MS = 30_000;

/** An enrolled operator, made as `npm run ops -- operators create` makes one. */
export async function createOperator(app: TestApp, role: OperatorRole, username = uniqueOperatorName(role.slice(0, 3))): Promise<TestOperator> {
  const password = operatorPassword();
  const created = await app.face('operators').access.createEnrolled({ username, role, password, actor: 'cli' });
  const secret = base32Decode(new URL(created.otpauthUri).searchParams.get('secret') as string);
  return { id: created.operator.id, username, password, role, secret, recoveryCodes: created.recoveryCodes, lastStep: 0 };
}

/** The authenticator's code for a step not yet used by this operator (now, or one step ahead when now's was used). */
export function nextCode(app: TestApp, op: TestOperator): string {
  const now = app.clock.now().getTime();
  const step = Math.max(Math.floor(now / TOTP_STEP_MS), op.lastStep + 1);
  if (step > Math.floor(now / TOTP_STEP_MS) + 1) throw new Error('no unused TOTP step within the window: advance the clock');
  op.lastStep = step;
  return totpCode(op.secret, step * TOTP_STEP_MS);
}

export type OpReply<N extends OperatorCallName> = Envelope & Partial<z.infer<OperatorCalls[N]['response']>> & Record<string, unknown>;

export interface OpAnswer<N extends OperatorCallName> {
  status: number;
  body: OpReply<N>;
  /** The session cookie the answer set ('' when it cleared it), or undefined. */
  setCookie: string | undefined;
}

/** POST /admin/api/<name> with the session cookie (or any headers), as the console does. */
export async function opCallRaw<N extends OperatorCallName>(
  app: FastifyInstance, name: N, body: unknown, options: { cookie?: string; headers?: Record<string, string>; rawBody?: string } = {},
): Promise<OpAnswer<N>> {
  const res = await app.inject({
    method: 'POST',
    url: operatorWirePath(operatorCalls[name]),
    headers: { 'content-type': 'application/json', ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers },
    payload: options.rawBody ?? JSON.stringify(body),
  });
  const header = res.headers['set-cookie'];
  const line = Array.isArray(header) ? header[0] : header;
  const match = line ? new RegExp(`^${SESSION_COOKIE}=([^;]*)`).exec(line) : null;
  return { status: res.statusCode, body: res.json() as OpReply<N>, setCookie: match ? match[1] : undefined };
}

export async function opCall<N extends OperatorCallName>(app: FastifyInstance, name: N, body: unknown, cookie?: string): Promise<OpReply<N>> {
  const res = await opCallRaw(app, name, body, { cookie });
  if (res.status !== 200) throw new Error(`${name}: HTTP ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export const cookieOf = (token: string): string => `${SESSION_COOKIE}=${token}`;

/** Password then a fresh TOTP code; answers the session cookie to send. */
export async function signIn(app: TestApp, op: TestOperator): Promise<string> {
  const first = await opCall(app, 'login', { username: op.username, password: op.password });
  if (first.errcode !== 0) throw new Error(`login refused: ${JSON.stringify(first)}`);
  const second = await opCallRaw(app, 'secondFactor', { challenge: first.challenge, code: nextCode(app, op) });
  if (second.body.errcode !== 0 || !second.setCookie) throw new Error(`second factor refused: ${JSON.stringify(second.body)}`);
  return cookieOf(second.setCookie);
}

/** An enrolled operator of a role, signed in. */
export async function signedInOperator(app: TestApp, role: OperatorRole): Promise<TestOperator & { cookie: string }> {
  const op = await createOperator(app, role);
  return { ...op, cookie: await signIn(app, op) };
}

export interface AuditRowSeen {
  id: number; seq: number; operator: string; action: string; subject_kind: string; subject_id: string;
  player_id: number | null; before: Record<string, unknown> | null; after: Record<string, unknown> | null; detail: Record<string, unknown>;
}

export async function auditRows(app: FastifyInstance, where: { action?: string; subjectId?: string } = {}): Promise<AuditRowSeen[]> {
  const { rows } = await app.db.query<AuditRowSeen>(
    `SELECT id, seq, operator, action, subject_kind, subject_id, player_id, before, after, detail FROM ops_audit
      WHERE ($1::text IS NULL OR action = $1::text) AND ($2::text IS NULL OR subject_id = $2::text) ORDER BY id`,
    [where.action ?? null, where.subjectId ?? null],
  );
  return rows.map((r) => ({ ...r, id: Number(r.id), seq: Number(r.seq) }));
}
