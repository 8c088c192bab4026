import type { Retry, RetryDelay } from './types.ts';

export function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/** Resolves once the browser is online again (at once when it is). */
export function whenOnline(): Promise<void> {
  if (isOnline()) return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true }));
}

function shouldRetry<TError>(retry: Retry<TError> | undefined, failures: number, error: TError): boolean {
  if (typeof retry === 'function') return retry(failures, error);
  if (typeof retry === 'number') return failures <= retry;
  return retry === true;
}

function delayOf<TError>(retryDelay: RetryDelay<TError> | undefined, failures: number, error: TError): number {
  if (typeof retryDelay === 'function') return retryDelay(failures, error);
  return retryDelay ?? Math.min(1000 * 2 ** (failures - 1), 30_000);
}

export interface Attempts<TError> {
  retry?: Retry<TError>;
  retryDelay?: RetryDelay<TError>;
  /** Told of each failure that is retried, and when the run waits for the network. */
  onFailure?: (failures: number, error: TError) => void;
  onPause?: () => void;
  onContinue?: () => void;
  /** Stops retrying (the last failure is thrown). */
  signal?: AbortSignal;
}

/**
 * Runs `attempt`, retrying failures as `retry` allows with a growing delay; offline, it waits for
 * the network before each attempt instead of failing for want of it.
 */
export async function withRetries<T, TError>(attempt: () => Promise<T>, options: Attempts<TError>): Promise<T> {
  for (let failures = 0; ; ) {
    if (!isOnline()) {
      options.onPause?.();
      await whenOnline();
      options.onContinue?.();
    }
    try {
      return await attempt();
    } catch (error) {
      failures += 1;
      if (options.signal?.aborted || !shouldRetry(options.retry, failures, error as TError)) throw error;
      options.onFailure?.(failures, error as TError);
      await new Promise((resolve) => setTimeout(resolve, delayOf(options.retryDelay, failures, error as TError)));
    }
  }
}
