import { PushEndReasons, PushSignalTypes } from '@casino/contract';
import type { PushMessage } from '@casino/contract';

const KNOWN: ReadonlySet<string> = new Set<string>([...PushSignalTypes, 'ready', 'resync', 'end']);

/**
 * A stream event's data as a message, or null for one this app does not know (a newer server
 * may send more kinds; they are skipped). The app checks the shape by hand: the schema library
 * stays out of the player's download (build/contract-runtime.ts).
 */
export function parsePushMessage(data: string): PushMessage | null {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const message = value as Record<string, unknown>;
  if (typeof message.type !== 'string' || !KNOWN.has(message.type)) return null;
  if ((message.type === 'deposit' || message.type === 'withdrawal') && typeof message.orderId !== 'string') return null;
  if (message.type === 'end' && !(PushEndReasons as readonly unknown[]).includes(message.reason)) return null;
  return message as unknown as PushMessage;
}
