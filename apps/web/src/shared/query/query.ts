import { hashKey, keyStartsWith, replaceEqualDeep } from './key.ts';
import type { QueryKey } from './key.ts';
import { isOnline, withRetries } from './retry.ts';
import type { AnyQueryOptions, InfiniteData, QueryFilters, QueryState } from './types.ts';

const DEFAULT_GC_TIME = 5 * 60_000;

/** What a query tells the screens reading it. */
export interface QueryListener {
  onQueryUpdate(): void;
  /** Whether this reader may fetch (its `enabled`). */
  isEnabled(): boolean;
}

interface Fetching<TData> {
  promise: Promise<TData>;
  controller: AbortController;
  /** Replaced by a newer fetch: its answer is not kept. */
  superseded: boolean;
}

export interface FetchOptions {
  /** Start over when a fetch is already on its way (and the query has data to show meanwhile). */
  cancelRefetch?: boolean;
  /** An infinite query's next page, instead of all its pages again. */
  nextPage?: boolean;
}

/** One cached answer: its state, its readers, and the one fetch of it in flight. */
export class Query<TData = unknown, TError = Error> {
  readonly queryHash: string;
  state: QueryState<TData, TError>;
  options: AnyQueryOptions;
  readonly readers = new Set<QueryListener>();
  #fetching: Fetching<TData> | null = null;
  #gcTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(readonly cache: QueryCache, readonly queryKey: QueryKey, options: AnyQueryOptions) {
    this.queryHash = hashKey(queryKey);
    this.options = options;
    const initial = typeof options.initialData === 'function' ? (options.initialData as () => TData | undefined)() : options.initialData as TData | undefined;
    this.state = {
      data: initial,
      dataUpdatedAt: initial === undefined ? 0 : options.initialDataUpdatedAt ?? Date.now(),
      error: null,
      errorUpdatedAt: 0,
      status: initial === undefined ? 'pending' : 'success',
      fetchStatus: 'idle',
      isInvalidated: false,
      fetchFailureCount: 0,
      fetchingNextPage: false,
    };
    this.#scheduleGc();
  }

  #update(change: Partial<QueryState<TData, TError>>): void {
    this.state = { ...this.state, ...change };
    for (const reader of [...this.readers]) reader.onQueryUpdate();
  }

  addReader(reader: QueryListener): void {
    this.readers.add(reader);
    clearTimeout(this.#gcTimer);
  }

  removeReader(reader: QueryListener): void {
    this.readers.delete(reader);
    if (this.readers.size === 0) this.#scheduleGc();
  }

  /** Read by a mounted screen that may fetch it. */
  isActive(): boolean {
    return [...this.readers].some((reader) => reader.isEnabled());
  }

  isStale(staleTime = 0): boolean {
    const { data, dataUpdatedAt, isInvalidated } = this.state;
    return isInvalidated || data === undefined || Date.now() - dataUpdatedAt >= staleTime;
  }

  #scheduleGc(): void {
    clearTimeout(this.#gcTimer);
    const gcTime = this.options.gcTime ?? DEFAULT_GC_TIME;
    if (gcTime === Infinity) return;
    this.#gcTimer = setTimeout(() => {
      if (this.readers.size === 0 && this.state.fetchStatus === 'idle') this.cache.remove(this);
    }, gcTime);
  }

  setData(data: TData, updatedAt = Date.now()): TData {
    const kept = this.options.structuralSharing === false ? data : replaceEqualDeep(this.state.data, data);
    this.#update({ data: kept, dataUpdatedAt: updatedAt, error: null, status: 'success', isInvalidated: false, fetchFailureCount: 0 });
    return kept;
  }

  invalidate(): void {
    if (!this.state.isInvalidated) this.#update({ isInvalidated: true });
  }

  /** Stops the fetch in flight; the state goes back to what it was before it. */
  cancel(): void {
    const fetching = this.#fetching;
    if (!fetching) return;
    fetching.superseded = true;
    fetching.controller.abort();
    this.#fetching = null;
    this.#update({ fetchStatus: 'idle', fetchingNextPage: false });
  }

  destroy(): void {
    clearTimeout(this.#gcTimer);
    this.cancel();
  }

  /**
   * Fetches the answer (one fetch at a time: a second caller shares the first's), keeps it and
   * tells the readers. Rejects with the last failure once the retries are spent.
   */
  fetch(options?: AnyQueryOptions, { cancelRefetch = false, nextPage = false }: FetchOptions = {}): Promise<TData> {
    if (options) this.options = options;
    const running = this.#fetching;
    if (running) {
      if (!(cancelRefetch && this.state.data !== undefined)) return running.promise;
      running.superseded = true;
      running.controller.abort();
    }
    const queryFn = this.options.queryFn;
    if (!queryFn) return Promise.reject(new Error(`No queryFn for query ${this.queryHash}`));
    const controller = new AbortController();
    const attempt = (): Promise<TData> => {
      const read = (pageParam: unknown) => Promise.resolve(queryFn({ queryKey: this.queryKey, signal: controller.signal, pageParam }));
      return (this.options.getNextPageParam ? readPages(this.options, this.state.data as InfiniteData<unknown> | undefined, read, nextPage) : read(undefined)) as Promise<TData>;
    };
    const fetching: Fetching<TData> = { promise: Promise.resolve() as Promise<never>, controller, superseded: false };
    const retry = this.options.retry as AnyQueryOptions['retry'];
    fetching.promise = withRetries<TData, TError>(attempt, {
      retry, retryDelay: this.options.retryDelay, signal: controller.signal,
      onFailure: (failures) => !fetching.superseded && this.#update({ fetchFailureCount: failures }),
      onPause: () => !fetching.superseded && this.#update({ fetchStatus: 'paused' }),
      onContinue: () => !fetching.superseded && this.#update({ fetchStatus: 'fetching' }),
    }).then(
      (data) => {
        if (fetching.superseded) return this.#fetching?.promise ?? (this.state.data as TData);
        this.#fetching = null;
        this.state = { ...this.state, fetchStatus: 'idle', fetchingNextPage: false };
        const kept = this.setData(data);
        this.#scheduleGcIfUnread();
        return kept;
      },
      (error: TError) => {
        if (fetching.superseded) return this.#fetching?.promise ?? Promise.reject(error);
        this.#fetching = null;
        this.#update({
          error, errorUpdatedAt: Date.now(), status: 'error', fetchStatus: 'idle', fetchingNextPage: nextPage,
          fetchFailureCount: this.state.fetchFailureCount + 1,
        });
        this.#scheduleGcIfUnread();
        throw error;
      },
    );
    this.#fetching = fetching;
    this.#update({ fetchStatus: isOnline() ? 'fetching' : 'paused', fetchingNextPage: nextPage, fetchFailureCount: 0 });
    return fetching.promise;
  }

  #scheduleGcIfUnread(): void {
    if (this.readers.size === 0) this.#scheduleGc();
  }
}

/** An infinite query's pages: the next one, or all of them again from the first. */
async function readPages(options: AnyQueryOptions, old: InfiniteData<unknown> | undefined, read: (param: unknown) => Promise<unknown>, nextPage: boolean): Promise<InfiniteData<unknown>> {
  const next = options.getNextPageParam!;
  if (nextPage && old && old.pages.length > 0) {
    const param = next(old.pages.at(-1), old.pages, old.pageParams.at(-1), old.pageParams);
    if (param === undefined || param === null) return old;
    return { pages: [...old.pages, await read(param)], pageParams: [...old.pageParams, param] };
  }
  const count = Math.max(old?.pages.length ?? 0, 1);
  const pages: unknown[] = [];
  const pageParams: unknown[] = [];
  let param: unknown = old?.pageParams[0] ?? options.initialPageParam;
  for (let index = 0; index < count; index++) {
    if (index > 0) {
      param = next(pages.at(-1), pages, pageParams.at(-1), pageParams);
      if (param === undefined || param === null) break;
    }
    pages.push(await read(param));
    pageParams.push(param);
  }
  return { pages, pageParams };
}

/** Every cached query of one client, by key. */
export class QueryCache {
  readonly #queries = new Map<string, Query<unknown, unknown>>();

  /** The query of `options.queryKey`, made (with its initial data) the first time it is asked for. */
  build(options: AnyQueryOptions): Query<unknown, unknown> {
    const hash = hashKey(options.queryKey);
    let query = this.#queries.get(hash);
    if (!query) {
      query = new Query(this, options.queryKey, options);
      this.#queries.set(hash, query);
    }
    return query;
  }

  get(queryKey: QueryKey): Query<unknown, unknown> | undefined {
    return this.#queries.get(hashKey(queryKey));
  }

  getAll(): Query<unknown, unknown>[] {
    return [...this.#queries.values()];
  }

  findAll(filters: QueryFilters = {}): Query<unknown, unknown>[] {
    return this.getAll().filter((query) => matches(query, filters));
  }

  find(filters: QueryFilters): Query<unknown, unknown> | undefined {
    return this.getAll().find((query) => matches(query, { exact: true, ...filters }));
  }

  remove(query: Query<unknown, unknown>): void {
    if (this.#queries.get(query.queryHash) !== query) return;
    this.#queries.delete(query.queryHash);
    query.destroy();
  }

  clear(): void {
    for (const query of this.getAll()) this.remove(query);
  }
}

function matches(query: Query<unknown, unknown>, { queryKey, exact, type = 'all', predicate }: QueryFilters): boolean {
  if (queryKey && (exact ? query.queryHash !== hashKey(queryKey) : !keyStartsWith(query.queryKey, queryKey))) return false;
  if (type !== 'all' && query.isActive() !== (type === 'active')) return false;
  return !predicate || predicate(query as Query);
}
