import type { QueryKey } from './key.ts';
import type { Query } from './query.ts';

export type FetchStatus = 'fetching' | 'paused' | 'idle';
export type QueryStatus = 'pending' | 'error' | 'success';

export interface QueryState<TData = unknown, TError = Error> {
  data: TData | undefined;
  dataUpdatedAt: number;
  error: TError | null;
  errorUpdatedAt: number;
  status: QueryStatus;
  fetchStatus: FetchStatus;
  /** Marked stale on purpose (invalidateQueries): refetched when next read, whatever its age. */
  isInvalidated: boolean;
  fetchFailureCount: number;
  /** Set while an infinite query reads its next page, and after that read failed. */
  fetchingNextPage: boolean;
}

export interface QueryFunctionContext<TKey extends QueryKey = QueryKey, TPageParam = never> {
  queryKey: TKey;
  signal: AbortSignal;
  pageParam: TPageParam;
}

export type Retry<TError> = boolean | number | ((failureCount: number, error: TError) => boolean);
export type RetryDelay<TError> = number | ((failureCount: number, error: TError) => number);
type WhenStale = boolean | 'always';

export interface InfiniteData<TPage, TPageParam = unknown> {
  pages: TPage[];
  pageParams: TPageParam[];
}

export interface QueryOptions<TQueryFnData = unknown, TError = Error, TData = TQueryFnData, TKey extends QueryKey = QueryKey, TPageParam = never> {
  queryKey: TKey;
  queryFn?: (context: QueryFunctionContext<TKey, TPageParam>) => TQueryFnData | Promise<TQueryFnData>;
  enabled?: boolean | ((query: Query<TQueryFnData, TError>) => boolean);
  /** How long an answer counts as fresh, in ms (Infinity: until invalidated). */
  staleTime?: number | ((query: Query<TQueryFnData, TError>) => number);
  /** How long an answer no screen reads stays cached, in ms. */
  gcTime?: number;
  retry?: Retry<TError>;
  retryDelay?: RetryDelay<TError>;
  refetchOnWindowFocus?: WhenStale;
  refetchOnReconnect?: WhenStale;
  refetchOnMount?: WhenStale;
  refetchInterval?: number | false | ((query: Query<TQueryFnData, TError>) => number | false | undefined);
  refetchIntervalInBackground?: boolean;
  select?: (data: TQueryFnData) => TData;
  placeholderData?: NoInfer<TQueryFnData> | ((previousData: NoInfer<TQueryFnData> | undefined) => NoInfer<TQueryFnData> | undefined);
  initialData?: TQueryFnData | (() => TQueryFnData | undefined);
  initialDataUpdatedAt?: number;
  /** Keep equal parts of a new answer as the old answer's objects (default true). */
  structuralSharing?: boolean;
  meta?: Record<string, unknown>;
}

/** An infinite query reads pages: TQueryFnData is one page, its data all pages read so far. */
export interface InfiniteQueryOptions<TPage = unknown, TError = Error, TData = InfiniteData<TPage>, TKey extends QueryKey = QueryKey, TPageParam = unknown>
  extends Omit<QueryOptions<InfiniteData<TPage, TPageParam>, TError, TData, TKey, TPageParam>, 'queryFn'> {
  queryFn: (context: QueryFunctionContext<TKey, TPageParam>) => TPage | Promise<TPage>;
  initialPageParam: TPageParam;
  getNextPageParam: (lastPage: TPage, allPages: TPage[], lastPageParam: TPageParam, allPageParams: TPageParam[]) => TPageParam | undefined | null;
}

/** What a query's own options hold once defaulted: any query, plain or infinite. */
export interface AnyQueryOptions extends QueryOptions<unknown, unknown, unknown, QueryKey, unknown> {
  initialPageParam?: unknown;
  getNextPageParam?: (lastPage: unknown, allPages: unknown[], lastPageParam: unknown, allPageParams: unknown[]) => unknown;
}

interface QueryResultBase<TData, TError> {
  dataUpdatedAt: number;
  errorUpdatedAt: number;
  failureCount: number;
  fetchStatus: FetchStatus;
  isFetching: boolean;
  isLoading: boolean;
  isRefetching: boolean;
  isPaused: boolean;
  isPlaceholderData: boolean;
  isStale: boolean;
  /** Whether this reader may fetch (its `enabled`). */
  isEnabled: boolean;
  refetch: () => Promise<QueryResult<TData, TError>>;
}

export type QueryResult<TData = unknown, TError = Error> = QueryResultBase<TData, TError> & (
  | { status: 'pending'; isPending: true; isError: false; isSuccess: false; data: undefined; error: null }
  | { status: 'error'; isPending: false; isError: true; isSuccess: false; data: undefined; error: TError }
  | { status: 'error'; isPending: false; isError: true; isSuccess: false; data: TData; error: TError }
  | { status: 'success'; isPending: false; isError: false; isSuccess: true; data: TData; error: null }
);

export type InfiniteQueryResult<TData = unknown, TError = Error> = QueryResult<TData, TError> & {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  /** The last failure was reading the next page (the pages read before are still there). */
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<InfiniteQueryResult<TData, TError>>;
};

export interface QueryFilters {
  queryKey?: QueryKey;
  exact?: boolean;
  /** 'active': read by a mounted screen that may fetch it. */
  type?: 'all' | 'active' | 'inactive';
  predicate?: (query: Query) => boolean;
}

export interface MutationOptions<TData = unknown, TError = Error, TVariables = void, TContext = unknown> {
  mutationFn?: (variables: TVariables) => Promise<TData>;
  onMutate?: (variables: TVariables) => TContext | Promise<TContext>;
  onSuccess?: (data: TData, variables: TVariables, context: TContext | undefined) => unknown;
  onError?: (error: TError, variables: TVariables, context: TContext | undefined) => unknown;
  onSettled?: (data: TData | undefined, error: TError | null, variables: TVariables, context: TContext | undefined) => unknown;
  retry?: Retry<TError>;
  retryDelay?: RetryDelay<TError>;
}

export interface DefaultOptions {
  queries?: Omit<AnyQueryOptions, 'queryKey'>;
  mutations?: Pick<MutationOptions<unknown, unknown, unknown>, 'retry' | 'retryDelay'>;
}
