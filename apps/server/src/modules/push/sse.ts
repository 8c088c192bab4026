import type { PushMessage } from '@casino/contract';

/**
 * The text/event-stream framing of the push stream. A message that moves the player's position
 * carries it as its `id:` (what the app sends back as Last-Event-ID); the stream's own messages
 * after `ready` carry none, so they leave the position where it was.
 */
export function sseEvent(message: PushMessage, id?: number): string {
  return `${id === undefined ? '' : `id: ${id}\n`}data: ${JSON.stringify(message)}\n\n`;
}

/** A comment line: keeps proxies and load balancers from closing an idle stream. */
export const SSE_HEARTBEAT = ':\n\n';

/** Positions are microseconds since 1970: up to 16 digits, safe integers. */
const POSITION = /^\d{1,16}$/;

/**
 * The Last-Event-ID header: undefined when absent (a new stream), the position it names, or
 * null when it names none of ours (garbled, or from another server's format): the stream then
 * tells the app to read everything again, which is always safe.
 */
export function parseLastEventId(header: string | string[] | undefined): number | null | undefined {
  if (header === undefined) return undefined;
  const value = (Array.isArray(header) ? header[0] ?? '' : header).trim();
  if (value === '') return undefined;
  if (!POSITION.test(value)) return null;
  const position = Number(value);
  return Number.isSafeInteger(position) ? position : null;
}
