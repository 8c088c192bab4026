import type { z } from 'zod';

/** Longest field path and reason a refusal repeats: a 30,000-deep body must not echo 60 KB back. */
const PATH_SEGMENTS_SHOWN = 8;
const PART_MAX_CHARS = 200;

const clip = (text: string): string => (text.length > PART_MAX_CHARS ? `${text.slice(0, PART_MAX_CHARS - 1)}…` : text);

/** A field path as refusals name it ("phoneinfoJsonModel.os"), shortened in the middle when deep. */
export function fieldPath(path: ReadonlyArray<PropertyKey>): string {
  if (path.length === 0) return 'body';
  const names = path.map(String);
  if (names.length <= PATH_SEGMENTS_SHOWN) return clip(names.join('.'));
  const head = names.slice(0, PATH_SEGMENTS_SHOWN - 2).join('.');
  const tail = names.slice(-2).join('.');
  return clip(`${head}.…(${names.length - PATH_SEGMENTS_SHOWN} more).${tail}`);
}

/** The first problem of a failed parse as "<field.path>: <reason>", both parts bounded. */
export function describeFirstIssue(error: z.ZodError): { field: string; reason: string } {
  const issue = error.issues[0];
  return { field: fieldPath(issue?.path ?? []), reason: clip(issue?.message ?? 'invalid') };
}

/** describeFirstIssue as one line, for answers that carry a message rather than an envelope. */
export function issueText(error: z.ZodError): string {
  const { field, reason } = describeFirstIssue(error);
  return `${field}: ${reason}`;
}
