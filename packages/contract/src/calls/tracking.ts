import { z } from 'zod';
import { defineCall } from '../call.ts';
import { Limits } from '../constants.ts';

/**
 * The client event log (§3 event log entry, §7 appEventLogClient and actionLog; docs/decisions/071).
 * The ad parameters and the attribution string are in attribution-rules.ts.
 */

/** Most bytes one event may take as JSON; a bigger one is refused as bad input, naming it. */
export const EVENT_MAX_BYTES = 2048;
/** Most parameters one event or action may carry. */
export const EVENT_PARAMS_MAX = 16;

/** The tracking events of §7 the player app sends. */
export const TrackingEvent = {
  /** The login screen was entered for the first time on this device (§4; once, with a stored timestamp). */
  FirstEnterLoginMenu: 'first_enter_loginmenu',
  /** An activity interface was shown: params interfaceId and showType (ShowType). */
  ActiveInterfaceShow: 'active_interface_show',
} as const;

/** active_interface_show: how the interface came up. */
export const InterfaceShowType = {
  /** It popped up by itself (the home notice pop-up). */
  Popup: 1,
  /** The player opened it. */
  Opened: 2,
} as const;

const Name = z.string().min(1).max(64).regex(/^[A-Za-z0-9_.:-]+$/, 'must be letters, digits, _ . : or -');
const ParamKey = /^[A-Za-z0-9_]{1,32}$/;
const EventParams = z.record(z.string(), z.union([z.string().max(256), z.number().finite(), z.boolean()]))
  .superRefine((params, ctx) => {
    const keys = Object.keys(params);
    if (keys.length > EVENT_PARAMS_MAX) ctx.addIssue({ code: 'custom', message: `at most ${EVENT_PARAMS_MAX} parameters` });
    const bad = keys.find((key) => !ParamKey.test(key));
    if (bad !== undefined) ctx.addIssue({ code: 'custom', path: [bad], message: 'parameter names are 1 to 32 letters, digits or _' });
  });

/** One entry of the event log (§3): what happened, when (seconds), to whom, from which client. */
export const ClientEvent = z.object({
  eventName: Name,
  eventTime: z.number().int().min(0).max(4_102_444_800).describe('seconds since epoch, by the client\'s clock'),
  eventUserId: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).describe('the logged-in player\'s id; 0 for a guest'),
  channel: z.string().max(32).optional(),
  appId: z.string().max(64).optional(),
  version: z.string().max(32).optional(),
  params: EventParams.optional(),
}).superRefine((event, ctx) => {
  // Each field is capped already; this bounds the whole entry, whatever mix of fields it uses.
  if (JSON.stringify(event).length > EVENT_MAX_BYTES) ctx.addIssue({ code: 'custom', message: `an event takes at most ${EVENT_MAX_BYTES} bytes` });
});
export type ClientEvent = z.infer<typeof ClientEvent>;

export const appEventLogClient = defineCall({
  name: 'appEventLogClient', anonymous: true,
  summary: `Stores a batch of at most ${Limits.eventLogBatch} client events (sent by beacon; guests too). Limited per address, device and player: code 429 with retryAfter, nothing stored.`,
  body: z.object({
    eventList: z.array(ClientEvent).min(1).max(Limits.eventLogBatch),
    /** A beacon carries no headers: the device fingerprint (X-Device-Id) travels in the body. */
    deviceId: z.string().max(128).optional(),
  }),
  response: z.object({ stored: z.number().int() }),
});

export const actionLog = defineCall({
  name: 'actionLog', anonymous: false,
  summary: 'Stores one action of the logged-in player (what, on which page, with a few parameters) in the event log.',
  body: z.object({
    action: Name,
    page: z.string().max(256).optional(),
    params: EventParams.optional(),
  }),
  response: z.object({}),
});

/** The tracking calls, in the order of the call list (calls/index.ts). */
export const trackingCalls = {
  appEventLogClient,
  actionLog,
} as const;
