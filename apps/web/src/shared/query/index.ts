/**
 * The app's server-answer cache (decision 090): queries by key, fetched once and shared,
 * refetched when stale, on focus, on reconnect and on intervals; infinite lists; mutations. The
 * API follows TanStack Query's names and semantics for the part the app uses.
 */
export { QueryClient } from './client.ts';
export { QueryClientProvider, useQueryClient, useQuery, useInfiniteQuery, useMutation, queryOptions, infiniteQueryOptions, keepPreviousData } from './hooks.ts';
export type { MutationResult, MutateOptions } from './hooks.ts';
export { QueryObserver } from './observer.ts';
export type { Query } from './query.ts';
export { hashKey } from './key.ts';
export type { QueryKey } from './key.ts';
export type { InfiniteData, QueryResult as UseQueryResult, InfiniteQueryResult as UseInfiniteQueryResult, QueryOptions, QueryState, QueryFilters } from './types.ts';
