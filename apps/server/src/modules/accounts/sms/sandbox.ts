import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db.ts';
import { phoneTail } from '../phone.ts';
import type { SmsProvider } from './provider.ts';

export interface SandboxMessage {
  mobile: string;
  body: string;
  code: string | null;
  createdAt: string;
}

export interface SandboxSms extends SmsProvider {
  /** The last message sent to a number, for test tooling. */
  latest(phone: string): Promise<SandboxMessage | null>;
}

/** Delivers nothing: records each message in sms_messages so tests and demos can read the code. */
export function createSandboxSms(deps: { db: Db; clock: Clock; log: FastifyBaseLogger; countryCode: string }): SandboxSms {
  const { db, clock, log, countryCode } = deps;
  return {
    name: 'sandbox',
    async send(phone, text) {
      await db.query(
        'INSERT INTO sms_messages (phone, country_code, body, provider, created_at) VALUES ($1, $2, $3, $4, $5)',
        [phone, countryCode, text, 'sandbox', clock.now()],
      );
      log.info({ to: phoneTail(phone) }, `sandbox sms to ${phoneTail(phone)}`);
    },
    async latest(phone) {
      const { rows } = await db.query<{ phone: string; body: string; created_at: Date }>(
        'SELECT phone, body, created_at FROM sms_messages WHERE phone = $1 ORDER BY created_at DESC, id DESC LIMIT 1',
        [phone],
      );
      const row = rows[0];
      if (!row) return null;
      return { mobile: row.phone, body: row.body, code: /\b(\d{6})\b/.exec(row.body)?.[1] ?? null, createdAt: row.created_at.toISOString() };
    },
  };
}
