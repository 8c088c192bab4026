import { CLIENT_CHANNEL, CLIENT_REFERRER, Code, DEFAULT_APP_ID, Limits, PUBLIC_CALLS } from '@casino/contract';
import type { CallBody, CallName, CallResponse, Envelope } from '@casino/contract';
import { getDeviceId } from '../device/device-id.ts';
import { getPlatform } from '../device/platform.ts';
import { StorageKey } from '../storage/keys.ts';
import { readText } from '../storage/storage.ts';
import { clearToken, getToken } from '../session/token.ts';
import { CallError, ClientError, ClientErrorKind } from './errors.ts';
import { inOwnTask } from '../lib/own-task.ts';
import { reportReachable } from './reachability.ts';
// The contract's wirePath() of each call, resolved at build time (see build/contract-runtime.ts).
import wirePath from 'virtual:wire-paths';

export interface CallOptions {
  /** Cancels the request; the call then fails with ClientError kind ERR_CANCELED. */
  signal?: AbortSignal;
  /**
   * On code 401, clear the login but leave the player on the current screen; for callers
   * that fall back to an anonymous path themselves (the start-up session refresh).
   */
  stayOnUnauthorized?: boolean;
}

type UnauthorizedHandler = () => void;

/** Where a 401 sends the player; the app replaces this with its router. */
let unauthorizedHandler: UnauthorizedHandler = () => window.location.assign('/login');

export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  unauthorizedHandler = handler;
}

const publicCalls: ReadonlySet<string> = new Set(PUBLIC_CALLS);
const baseUrl: string = import.meta.env.VITE_API_BASE ?? '';

export function getAppId(): string {
  return readText(StorageKey.appId) || DEFAULT_APP_ID;
}

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null
    && typeof (value as Envelope).code === 'number' && typeof (value as Envelope).errcode === 'number';
}

/**
 * The one way the app talks to the server: POST /app/v1/[anonymous/]<name> with the body
 * enriched per §7. Resolves with the success response; rejects with CallError when the
 * server refused, ClientError when no usable answer came back.
 */
export async function call<N extends CallName>(name: N, body: CallBody<N>, options: CallOptions = {}): Promise<CallResponse<N>> {
  // Each request leaves from a task of its own, not from the render or effects that asked for it.
  await inOwnTask();
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, Limits.requestTimeoutMs);
  const cancel = () => controller.abort();
  if (options.signal?.aborted) controller.abort();
  options.signal?.addEventListener('abort', cancel, { once: true });

  const headers: Record<string, string> = { 'Content-Type': 'application/json', 'X-Device-Id': getDeviceId() };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  const failure = (fallback: ClientErrorKind, status?: number) => {
    if (timedOut) return new ClientError(ClientErrorKind.Timeout, status);
    if (controller.signal.aborted) return new ClientError(ClientErrorKind.Canceled, status);
    return new ClientError(fallback, status);
  };

  let payload: unknown;
  try {
    let response: Response;
    try {
      // Cancelled while waiting for its task: no request at all.
      if (controller.signal.aborted) throw controller.signal.reason;
      response = await fetch(baseUrl + wirePath(name), {
        method: 'POST',
        headers,
        body: JSON.stringify({
          ...body,
          clientReferrer: CLIENT_REFERRER,
          channel: CLIENT_CHANNEL,
          appId: getAppId(),
          platform: getPlatform(),
        }),
        signal: controller.signal,
      });
    } catch {
      const error = failure(ClientErrorKind.Network);
      if (error.kind === ClientErrorKind.Network) reportReachable(false);
      throw error;
    }
    reportReachable(true);
    if (!response.ok) {
      throw new ClientError(response.status < 500 ? ClientErrorKind.BadRequest : ClientErrorKind.BadResponse, response.status);
    }
    try {
      payload = await response.json();
    } catch {
      throw failure(ClientErrorKind.BadResponse, response.status);
    }
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', cancel);
  }
  if (!isEnvelope(payload)) throw new ClientError(ClientErrorKind.BadResponse);

  if (payload.code === Code.Unauthorized && !publicCalls.has(name)) {
    clearToken();
    if (!options.stayOnUnauthorized) unauthorizedHandler();
  }
  if (payload.code !== Code.Ok || payload.errcode !== 0) throw new CallError(name, payload);
  return payload as CallResponse<N>;
}
