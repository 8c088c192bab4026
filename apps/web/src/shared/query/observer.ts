import type { QueryClient } from './client.ts';
import type { Query, QueryListener } from './query.ts';
import { isOnline } from './retry.ts';
import type { AnyQueryOptions, InfiniteData, InfiniteQueryResult, QueryOptions, QueryResult, QueryStatus } from './types.ts';

type AnyQuery = Query<unknown, unknown>;

/**
 * One screen's reading of a query: fetches it when mounted and stale, on focus, on reconnect and
 * on an interval as its options say, and gives the result to render.
 */
export class QueryObserver<TData = unknown, TError = Error> implements QueryListener {
  options: AnyQueryOptions;
  #attached: AnyQuery | null = null;
  #attachedEnabled = false;
  readonly #listeners = new Set<() => void>();
  #version = 0;
  #result: QueryResult<TData, TError> | null = null;
  #select: { fn: (data: unknown) => unknown; input: unknown; output: unknown } | null = null;
  /** The last query this reader saw with data: placeholderData's previous answer. */
  #lastWithData: AnyQuery | null = null;
  #interval: { ms: number | false; timer?: ReturnType<typeof setInterval> } = { ms: false };
  #unlistenWindow: (() => void) | null = null;

  constructor(readonly client: QueryClient, options: QueryOptions<never, TError, TData, never> | AnyQueryOptions) {
    this.options = client.defaultQueryOptions(options as AnyQueryOptions);
    this.subscribe = this.subscribe.bind(this);
    this.getVersion = this.getVersion.bind(this);
    this.refetch = this.refetch.bind(this);
  }

  /** Takes new options without side effects (during render); `sync` acts on them after commit. */
  setOptions(options: AnyQueryOptions): void {
    this.options = this.client.defaultQueryOptions(options);
  }

  /** The query the current options name. */
  current(): AnyQuery {
    return this.client.getQueryCache().build(this.options);
  }

  isEnabled(query: AnyQuery = this.current()): boolean {
    const { enabled, queryFn } = this.options;
    if (!queryFn) return false;
    return typeof enabled === 'function' ? enabled(query) : enabled !== false;
  }

  #staleTime(query: AnyQuery): number {
    const { staleTime } = this.options;
    return (typeof staleTime === 'function' ? staleTime(query) : staleTime) ?? 0;
  }

  #fetchesOn(query: AnyQuery, when: boolean | 'always' | undefined): boolean {
    return this.isEnabled(query) && (when === 'always' || (when !== false && query.isStale(this.#staleTime(query))));
  }

  #shouldFetchOnMount(query: AnyQuery): boolean {
    if (query.state.data === undefined) return this.isEnabled(query);
    return this.#fetchesOn(query, this.options.refetchOnMount ?? true);
  }

  /** Whether sync() is about to fetch: the query changed under this reader, or it became enabled. */
  #aboutToFetch(query: AnyQuery): boolean {
    if (query.state.fetchStatus !== 'idle') return false;
    if (this.#attached !== query) return this.#shouldFetchOnMount(query);
    return !this.#attachedEnabled && this.isEnabled(query) && query.isStale(this.#staleTime(query));
  }

  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    if (this.#listeners.size === 1) {
      this.#unlistenWindow = this.client.listenToWindow({
        onFocus: () => this.#fetchIf(this.options.refetchOnWindowFocus ?? true),
        onOnline: () => this.#fetchIf(this.options.refetchOnReconnect ?? true),
      });
      this.sync();
    }
    return () => {
      this.#listeners.delete(listener);
      if (this.#listeners.size > 0) return;
      this.#unlistenWindow?.();
      this.#unlistenWindow = null;
      this.#setInterval(false);
      this.#attached?.removeReader(this);
      this.#attached = null;
    };
  }

  getVersion(): number {
    return this.#version;
  }

  /** After a commit: follows the options to their query, fetching when it should. */
  sync(): void {
    if (this.#listeners.size === 0) return;
    const query = this.current();
    query.options = { ...query.options, ...this.options };
    const fetch = this.#aboutToFetch(query);
    if (this.#attached !== query) {
      this.#attached?.removeReader(this);
      query.addReader(this);
      this.#attached = query;
    }
    this.#attachedEnabled = this.isEnabled(query);
    if (fetch) this.#fetch();
    this.#updateInterval();
  }

  onQueryUpdate(): void {
    this.#version += 1;
    this.#updateInterval();
    for (const listener of [...this.#listeners]) listener();
  }

  #fetchIf(when: boolean | 'always' | undefined): void {
    const query = this.#attached;
    if (query && this.#fetchesOn(query, when)) this.#fetch();
  }

  #fetch(cancelRefetch = false): Promise<unknown> {
    return this.current().fetch(this.options, { cancelRefetch }).catch(() => undefined);
  }

  #updateInterval(): void {
    const { refetchInterval } = this.options;
    const query = this.#attached;
    const ms = query && this.isEnabled(query) ? (typeof refetchInterval === 'function' ? refetchInterval(query) : refetchInterval) ?? false : false;
    this.#setInterval(ms);
  }

  #setInterval(ms: number | false): void {
    if (ms === this.#interval.ms) return;
    clearInterval(this.#interval.timer);
    this.#interval = { ms };
    if (ms === false || ms <= 0) return;
    this.#interval.timer = setInterval(() => {
      if (this.options.refetchIntervalInBackground || document.visibilityState !== 'hidden') void this.#fetch();
    }, ms);
  }

  async refetch(): Promise<QueryResult<TData, TError>> {
    await this.#fetch(true);
    return this.getResult();
  }

  /** The result to render for the current options: the same object while nothing in it changed. */
  getResult(): QueryResult<TData, TError> {
    const query = this.current();
    const { state } = query;
    let { data, status, fetchStatus } = state;
    const { error } = state;
    if (this.#aboutToFetch(query)) {
      fetchStatus = isOnline() ? 'fetching' : 'paused';
      if (data === undefined) status = 'pending';
    }
    let isPlaceholderData = false;
    if (data !== undefined) this.#lastWithData = query;
    else if (status === 'pending' && this.options.placeholderData !== undefined) {
      const { placeholderData } = this.options;
      const previous = this.#lastWithData?.state.data;
      const placeholder = typeof placeholderData === 'function' ? (placeholderData as (previous: unknown) => unknown)(previous) : placeholderData;
      if (placeholder !== undefined) {
        data = placeholder;
        status = 'success';
        isPlaceholderData = true;
      }
    }
    const shown = data === undefined ? undefined : this.#selected(data);
    const finalStatus: QueryStatus = status;
    const isFetching = fetchStatus === 'fetching';
    const next = {
      status: finalStatus,
      data: shown,
      error: finalStatus === 'error' ? error : null,
      isPending: finalStatus === 'pending',
      isError: finalStatus === 'error',
      isSuccess: finalStatus === 'success',
      fetchStatus,
      isFetching,
      isPaused: fetchStatus === 'paused',
      isLoading: finalStatus === 'pending' && isFetching,
      isRefetching: isFetching && finalStatus !== 'pending',
      isPlaceholderData,
      isStale: query.isStale(this.#staleTime(query)),
      isEnabled: this.isEnabled(query),
      dataUpdatedAt: state.dataUpdatedAt,
      errorUpdatedAt: state.errorUpdatedAt,
      failureCount: state.fetchFailureCount,
      refetch: this.refetch,
      ...this.extraResult(query),
    } as QueryResult<TData, TError>;
    const previous = this.#result as unknown as Record<string, unknown> | null;
    if (previous && Object.keys(next).every((name) => Object.is(previous[name], (next as unknown as Record<string, unknown>)[name]))) return this.#result!;
    this.#result = next;
    return next;
  }

  /** @internal What an infinite reader adds to the result. */
  protected extraResult(_query: AnyQuery): Record<string, unknown> {
    return {};
  }

  #selected(data: unknown): unknown {
    const { select } = this.options;
    if (!select) return data;
    const memo = this.#select;
    if (memo && memo.fn === select && memo.input === data) return memo.output;
    const output = select(data);
    this.#select = { fn: select, input: data, output };
    return output;
  }
}

/** A reader of an infinite query: its pages, and the way to read the next one. */
export class InfiniteQueryObserver<TData = unknown, TError = Error> extends QueryObserver<TData, TError> {
  constructor(client: QueryClient, options: AnyQueryOptions) {
    super(client, options);
    this.fetchNextPage = this.fetchNextPage.bind(this);
  }

  async fetchNextPage(): Promise<InfiniteQueryResult<TData, TError>> {
    await this.current().fetch(this.options, { nextPage: true }).catch(() => undefined);
    return this.getResult() as InfiniteQueryResult<TData, TError>;
  }

  protected override extraResult(query: AnyQuery): Record<string, unknown> {
    const data = query.state.data as InfiniteData<unknown> | undefined;
    const next = this.options.getNextPageParam;
    const param = data && data.pages.length > 0 && next ? next(data.pages.at(-1), data.pages, data.pageParams.at(-1), data.pageParams) : undefined;
    return {
      hasNextPage: param !== undefined && param !== null,
      isFetchingNextPage: query.state.fetchStatus === 'fetching' && query.state.fetchingNextPage,
      isFetchNextPageError: query.state.status === 'error' && query.state.fetchingNextPage,
      fetchNextPage: this.fetchNextPage,
    };
  }
}
