import type { QueryKey } from './key.ts';
import type { Query} from './query.ts';
import { QueryCache } from './query.ts';
import type { AnyQueryOptions, DefaultOptions, QueryFilters, QueryOptions, QueryState } from './types.ts';

type Updater<T> = T | undefined | ((old: T | undefined) => T | undefined);

/** Readers that refetch on focus and on reconnect, told by the client it lives in. */
export interface WindowListener {
  onFocus(): void;
  onOnline(): void;
}

/**
 * The app's cache of server answers: each query's answer by key, fetched once however many
 * screens read it, refetched when marked stale; mutations' defaults.
 */
export class QueryClient {
  readonly #cache = new QueryCache();
  readonly #defaults: DefaultOptions;
  readonly #windowListeners = new Set<WindowListener>();
  #mounts = 0;
  #unlisten: (() => void) | null = null;

  constructor(config: { defaultOptions?: DefaultOptions } = {}) {
    this.#defaults = config.defaultOptions ?? {};
  }

  /** Starts listening for focus and the network (the provider mounts the client). */
  mount(): void {
    if (this.#mounts++ > 0 || typeof window === 'undefined') return;
    const onVisible = () => {
      if (document.visibilityState === 'visible') for (const listener of [...this.#windowListeners]) listener.onFocus();
    };
    const onOnline = () => {
      for (const listener of [...this.#windowListeners]) listener.onOnline();
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('online', onOnline);
    this.#unlisten = () => {
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('online', onOnline);
    };
  }

  unmount(): void {
    if (--this.#mounts > 0) return;
    this.#unlisten?.();
    this.#unlisten = null;
  }

  /** @internal A mounted reader asks to hear of focus and reconnection. */
  listenToWindow(listener: WindowListener): () => void {
    this.#windowListeners.add(listener);
    return () => this.#windowListeners.delete(listener);
  }

  getQueryCache(): QueryCache {
    return this.#cache;
  }

  getDefaultOptions(): DefaultOptions {
    return this.#defaults;
  }

  defaultQueryOptions(options: AnyQueryOptions): AnyQueryOptions {
    return { ...this.#defaults.queries, ...options };
  }

  getQueryData<TData = unknown>(queryKey: QueryKey): TData | undefined {
    return this.#cache.get(queryKey)?.state.data as TData | undefined;
  }

  /** Each matching query's key and data. */
  getQueriesData<TData = unknown>(filters: QueryFilters): [QueryKey, TData | undefined][] {
    return this.#cache.findAll(filters).map((query) => [query.queryKey, query.state.data as TData | undefined]);
  }

  getQueryState<TData = unknown, TError = Error>(queryKey: QueryKey): QueryState<TData, TError> | undefined {
    return this.#cache.get(queryKey)?.state as QueryState<TData, TError> | undefined;
  }

  /** Puts an answer in the cache as fresh; an updater returning undefined changes nothing. */
  setQueryData<TData = unknown>(queryKey: QueryKey, updater: Updater<TData>): TData | undefined {
    const old = this.getQueryData<TData>(queryKey);
    const data = typeof updater === 'function' ? (updater as (old: TData | undefined) => TData | undefined)(old) : updater;
    if (data === undefined) return undefined;
    return this.#cache.build(this.defaultQueryOptions({ queryKey })).setData(data) as TData;
  }

  /**
   * Marks the matching queries stale and refetches those a mounted screen reads; resolves when
   * those refetches are done (their failures stay on the queries).
   */
  async invalidateQueries(filters: QueryFilters & { refetchType?: 'active' | 'all' | 'none' } = {}, options: { cancelRefetch?: boolean } = {}): Promise<void> {
    const { refetchType = 'active', ...match } = filters;
    const queries = this.#cache.findAll(match);
    for (const query of queries) query.invalidate();
    if (refetchType === 'none') return;
    await this.#refetch(queries.filter((query) => refetchType === 'all' || query.isActive()), options.cancelRefetch ?? true);
  }

  refetchQueries(filters: QueryFilters = {}, options: { cancelRefetch?: boolean } = {}): Promise<void> {
    return this.#refetch(this.#cache.findAll(filters).filter((query) => query.isActive() || filters.type === 'all'), options.cancelRefetch ?? true);
  }

  async #refetch(queries: Query<unknown, unknown>[], cancelRefetch: boolean): Promise<void> {
    await Promise.all(queries.filter((query) => query.options.queryFn).map((query) => query.fetch(undefined, { cancelRefetch }).catch(() => undefined)));
  }

  cancelQueries(filters: QueryFilters = {}): Promise<void> {
    for (const query of this.#cache.findAll(filters)) query.cancel();
    return Promise.resolve();
  }

  removeQueries(filters: QueryFilters = {}): void {
    for (const query of this.#cache.findAll(filters)) this.#cache.remove(query);
  }

  clear(): void {
    this.#cache.clear();
  }

  /** The cached answer while it is fresh, else a fetch of it (not retried unless asked). */
  fetchQuery<TQueryFnData, TError = Error, TData = TQueryFnData, TKey extends QueryKey = QueryKey>(options: QueryOptions<TQueryFnData, TError, TData, TKey>): Promise<TQueryFnData> {
    const defaulted = this.defaultQueryOptions(options as AnyQueryOptions);
    defaulted.retry ??= false;
    const query = this.#cache.build(defaulted) as Query<TQueryFnData, TError>;
    const staleTime = typeof defaulted.staleTime === 'function' ? defaulted.staleTime(query as Query<unknown, unknown>) : defaulted.staleTime;
    if (!query.isStale(staleTime)) return Promise.resolve(query.state.data as TQueryFnData);
    return query.fetch(defaulted);
  }

  async prefetchQuery<TQueryFnData, TError = Error, TData = TQueryFnData, TKey extends QueryKey = QueryKey>(options: QueryOptions<TQueryFnData, TError, TData, TKey>): Promise<void> {
    await this.fetchQuery(options).catch(() => undefined);
  }
}
