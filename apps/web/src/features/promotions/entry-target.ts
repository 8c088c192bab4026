import type { ActivityRecord } from '@casino/contract';
import { activityTypeOf } from './types/registry.ts';

/** Where an activity's entry leads: a screen of the app, or an outside address (a new window). */
export type EntryTarget = { kind: 'route'; to: string } | { kind: 'url'; href: string };

/**
 * A link activity's address (Notice 25, OutLink 29; activityMap url) as a banner of click type 3
 * opens it: an address of the app as a screen (the desktop keeps notices inside its layout, under
 * /lobby), any other in a new window. Null when the record has none.
 */
export function linkTarget(record: Pick<ActivityRecord, 'url'> | undefined, desktop: boolean): EntryTarget | null {
  const url = record?.url;
  if (!url) return null;
  if (!url.startsWith('/') || url.startsWith('//')) return { kind: 'url', href: url };
  return { kind: 'route', to: desktop && url.startsWith('/notice/detail/') ? `/lobby${url}` : url };
}

/** An entry's target: the link activity's address, else the type's page, else null (the caller's fallback). */
export function entryTarget(type: number, record: Pick<ActivityRecord, 'url'> | undefined, desktop: boolean): EntryTarget | null {
  const link = linkTarget(record, desktop);
  if (link) return link;
  const path = activityTypeOf(type)?.path;
  return path ? { kind: 'route', to: path } : null;
}
