import { createContext, createElement, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { useExternalStoreInTransition } from '../store/create.ts';
import type { ReactNode } from 'react';
import type { QueryClient } from './client.ts';
import type { QueryKey } from './key.ts';
import { InfiniteQueryObserver, QueryObserver } from './observer.ts';
import { withRetries } from './retry.ts';
import type { AnyQueryOptions, InfiniteData, InfiniteQueryOptions, InfiniteQueryResult, MutationOptions, QueryOptions, QueryResult } from './types.ts';

const ClientContext = createContext<QueryClient | null>(null);

export function QueryClientProvider({ client, children }: { client: QueryClient; children?: ReactNode }) {
  useEffect(() => {
    client.mount();
    return () => client.unmount();
  }, [client]);
  return createElement(ClientContext.Provider, { value: client }, children);
}

export function useQueryClient(): QueryClient {
  const client = useContext(ClientContext);
  if (!client) throw new Error('No QueryClient set: render inside <QueryClientProvider>');
  return client;
}

/** Options typed once, to share between useQuery, fetchQuery and the cache's keys. */
export function queryOptions<TQueryFnData, TError = Error, TData = TQueryFnData, TKey extends QueryKey = QueryKey>(
  options: QueryOptions<TQueryFnData, TError, TData, TKey>,
): QueryOptions<TQueryFnData, TError, TData, TKey> {
  return options;
}

export function infiniteQueryOptions<TPage, TError = Error, TData = InfiniteData<TPage>, TKey extends QueryKey = QueryKey, TPageParam = unknown>(
  options: InfiniteQueryOptions<TPage, TError, TData, TKey, TPageParam>,
): InfiniteQueryOptions<TPage, TError, TData, TKey, TPageParam> {
  return options;
}

/** placeholderData that shows the previous key's answer while the new key's loads. */
export function keepPreviousData<T>(previous: T | undefined): T | undefined {
  return previous;
}

/**
 * A screen's reading of a query. It renders again when the result changed, as a transition: React
 * renders it in slices, between which the browser paints and handles taps, instead of in one task
 * per answer (several answers arrive while a player's home opens).
 */
function useObserver<TResult>(make: () => QueryObserver<unknown, unknown>, options: AnyQueryOptions): TResult {
  const [observer] = useState(make);
  observer.setOptions(options);
  // getResult gives the same object while nothing in it changed; subscribe is bound.
  const result = useExternalStoreInTransition(observer.subscribe, () => observer.getResult());
  useEffect(() => observer.sync());
  return result as TResult;
}

export function useQuery<TQueryFnData = unknown, TError = Error, TData = TQueryFnData, TKey extends QueryKey = QueryKey>(
  options: QueryOptions<TQueryFnData, TError, TData, TKey>,
): QueryResult<TData, TError> {
  const client = useQueryClient();
  const any = options as unknown as AnyQueryOptions;
  return useObserver(() => new QueryObserver(client, any), any);
}

export function useInfiniteQuery<TPage, TError = Error, TData = InfiniteData<TPage>, TKey extends QueryKey = QueryKey, TPageParam = unknown>(
  options: InfiniteQueryOptions<TPage, TError, TData, TKey, TPageParam>,
): InfiniteQueryResult<TData, TError> {
  const client = useQueryClient();
  const any = options as unknown as AnyQueryOptions;
  return useObserver(() => new InfiniteQueryObserver(client, any), any);
}

export type MutationResult<TData = unknown, TError = Error, TVariables = void> = {
  mutate: (variables: TVariables, options?: MutateOptions<TData, TError, TVariables>) => void;
  mutateAsync: (variables: TVariables, options?: MutateOptions<TData, TError, TVariables>) => Promise<TData>;
  reset: () => void;
  variables: TVariables | undefined;
  submittedAt: number;
} & (
  | { status: 'idle'; isIdle: true; isPending: false; isError: false; isSuccess: false; data: undefined; error: null }
  | { status: 'pending'; isIdle: false; isPending: true; isError: false; isSuccess: false; data: undefined; error: null }
  | { status: 'error'; isIdle: false; isPending: false; isError: true; isSuccess: false; data: undefined; error: TError }
  | { status: 'success'; isIdle: false; isPending: false; isError: false; isSuccess: true; data: TData; error: null }
);

export interface MutateOptions<TData, TError, TVariables> {
  onSuccess?: (data: TData, variables: TVariables) => unknown;
  onError?: (error: TError, variables: TVariables) => unknown;
  onSettled?: (data: TData | undefined, error: TError | null, variables: TVariables) => unknown;
}

interface MutationState<TData, TError, TVariables> {
  status: 'idle' | 'pending' | 'error' | 'success';
  data: TData | undefined;
  error: TError | null;
  variables: TVariables | undefined;
  submittedAt: number;
}

const IDLE = { status: 'idle', data: undefined, error: null, variables: undefined, submittedAt: 0 } as const;

/**
 * A change on the server. The options' onSuccess/onError/onSettled run (and are awaited) before
 * mutateAsync resolves; a call's own callbacks run after, for the latest call of a mounted screen.
 */
export function useMutation<TData = unknown, TError = Error, TVariables = void, TContext = unknown>(
  options: MutationOptions<TData, TError, TVariables, TContext>,
): MutationResult<TData, TError, TVariables> {
  const client = useQueryClient();
  const [state, setState] = useState<MutationState<TData, TError, TVariables>>(IDLE);
  const latestOptions = useRef(options);
  latestOptions.current = options;
  const latestCall = useRef(0);
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const mutateAsync = useCallback(async (variables: TVariables, callOptions?: MutateOptions<TData, TError, TVariables>): Promise<TData> => {
    const call = ++latestCall.current;
    const isLatest = () => call === latestCall.current;
    const { retry, retryDelay, ...hooks } = { ...client.getDefaultOptions().mutations, ...latestOptions.current } as MutationOptions<TData, TError, TVariables, TContext>;
    setState({ status: 'pending', data: undefined, error: null, variables, submittedAt: Date.now() });
    let context: TContext | undefined;
    try {
      context = await hooks.onMutate?.(variables);
      const mutationFn = hooks.mutationFn ?? (() => Promise.reject(new Error('No mutationFn')));
      const data = await withRetries<TData, TError>(() => mutationFn(variables), { retry, retryDelay });
      await hooks.onSuccess?.(data, variables, context);
      await hooks.onSettled?.(data, null, variables, context);
      if (isLatest()) {
        setState((now) => ({ ...now, status: 'success', data, error: null }));
        if (mounted.current) {
          callOptions?.onSuccess?.(data, variables);
          callOptions?.onSettled?.(data, null, variables);
        }
      }
      return data;
    } catch (failure) {
      const error = failure as TError;
      try {
        await hooks.onError?.(error, variables, context);
        await hooks.onSettled?.(undefined, error, variables, context);
      } finally {
        if (isLatest()) {
          setState((now) => ({ ...now, status: 'error', data: undefined, error }));
          if (mounted.current) {
            callOptions?.onError?.(error, variables);
            callOptions?.onSettled?.(undefined, error, variables);
          }
        }
      }
      throw error;
    }
  }, [client]);

  const mutate = useCallback((variables: TVariables, callOptions?: MutateOptions<TData, TError, TVariables>) => {
    mutateAsync(variables, callOptions).catch(() => undefined);
  }, [mutateAsync]);

  const reset = useCallback(() => {
    latestCall.current += 1;
    setState(IDLE);
  }, []);

  return {
    ...state,
    isIdle: state.status === 'idle',
    isPending: state.status === 'pending',
    isError: state.status === 'error',
    isSuccess: state.status === 'success',
    mutate,
    mutateAsync,
    reset,
  } as MutationResult<TData, TError, TVariables>;
}
