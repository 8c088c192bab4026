import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider, keepPreviousData, useInfiniteQuery, useMutation, useQuery } from './index.ts';
import { deferred } from '../../test/deferred.ts';

function setUp(defaults: ConstructorParameters<typeof QueryClient>[0] = { defaultOptions: { queries: { retry: false } } }) {
  const client = new QueryClient(defaults);
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return { client, wrapper };
}

afterEach(() => vi.useRealTimers());

describe('useQuery', () => {
  it('reads a key once however many screens ask for it, and gives each the answer', async () => {
    const { wrapper } = setUp();
    const read = vi.fn(async () => ({ coins: 5 }));
    const { result } = renderHook(() => [useQuery({ queryKey: ['wallet', 1], queryFn: read }), useQuery({ queryKey: ['wallet', 1], queryFn: read })], { wrapper });
    expect(result.current[0]!.isPending).toBe(true);
    expect(result.current[0]!.isLoading).toBe(true);
    await waitFor(() => expect(result.current[0]!.isSuccess).toBe(true));
    expect(result.current[1]!.data).toEqual({ coins: 5 });
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('passes the key and an abort signal to the query function', async () => {
    const { wrapper } = setUp();
    const read = vi.fn(async ({ queryKey, signal }: { queryKey: readonly unknown[]; signal: AbortSignal }) => `${String(queryKey[1])}:${signal.aborted}`);
    const { result } = renderHook(() => useQuery({ queryKey: ['mail', 7], queryFn: read }), { wrapper });
    await waitFor(() => expect(result.current.data).toBe('7:false'));
  });

  it('refetches a stale answer when a screen mounts, but not a fresh one', async () => {
    const { client, wrapper } = setUp();
    client.setQueryData(['fresh'], 'cached');
    client.setQueryData(['stale'], 'cached');
    const read = vi.fn(async () => 'fetched');
    const { result } = renderHook(() => [
      useQuery({ queryKey: ['fresh'], queryFn: read, staleTime: 60_000 }),
      useQuery({ queryKey: ['stale'], queryFn: read, staleTime: 0 }),
    ], { wrapper });
    expect(result.current[0]!.data).toBe('cached');
    await waitFor(() => expect(result.current[1]!.data).toBe('fetched'));
    expect(result.current[0]!.data).toBe('cached');
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('does not fetch while disabled, and fetches once enabled', async () => {
    const { wrapper } = setUp();
    const read = vi.fn(async () => 'yes');
    const { result, rerender } = renderHook(({ enabled }) => useQuery({ queryKey: ['gated'], queryFn: read, enabled }), { wrapper, initialProps: { enabled: false } });
    await act(async () => undefined);
    expect(read).not.toHaveBeenCalled();
    expect(result.current.isPending).toBe(true);
    expect(result.current.isFetching).toBe(false);
    rerender({ enabled: true });
    await waitFor(() => expect(result.current.data).toBe('yes'));
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('retries a failure as many times as allowed, then shows the error', async () => {
    const { wrapper } = setUp();
    const read = vi.fn(async () => {
      throw new Error('down');
    });
    const { result } = renderHook(() => useQuery({ queryKey: ['flaky'], queryFn: read, retry: 2, retryDelay: 1 }), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(read).toHaveBeenCalledTimes(3);
    expect(result.current.error?.message).toBe('down');
    expect(result.current.data).toBeUndefined();
  });

  it('keeps the last answer when a refetch fails, and recovers on refetch', async () => {
    const { wrapper } = setUp();
    let fail = false;
    const { result } = renderHook(() => useQuery({ queryKey: ['kept'], queryFn: async () => {
      if (fail) throw new Error('down');
      return 'one';
    } }), { wrapper });
    await waitFor(() => expect(result.current.data).toBe('one'));
    fail = true;
    await act(async () => {
      await result.current.refetch();
    });
    expect(result.current.isError).toBe(true);
    expect(result.current.data).toBe('one');
    fail = false;
    await act(async () => {
      await result.current.refetch();
    });
    expect(result.current.isSuccess).toBe(true);
  });

  it('keeps the old objects when a refetch brings an equal answer', async () => {
    const { wrapper } = setUp();
    let version = 1;
    const { result } = renderHook(() => useQuery({ queryKey: ['shared'], queryFn: async () => ({ list: [{ id: 1 }], version: 1, other: { v: version } }) }), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const first = result.current.data!;
    await act(async () => {
      await result.current.refetch();
    });
    expect(result.current.data).toBe(first);
    version = 2;
    await act(async () => {
      await result.current.refetch();
    });
    expect(result.current.data).not.toBe(first);
    expect(result.current.data!.list).toBe(first.list);
    expect(result.current.data!.other).toEqual({ v: 2 });
  });

  it('shows the previous key\'s answer while the next key loads, with keepPreviousData', async () => {
    const { wrapper } = setUp();
    const pages = new Map([[1, deferred<string>()], [2, deferred<string>()]]);
    const { result, rerender } = renderHook(({ page }) => useQuery({ queryKey: ['page', page], queryFn: () => pages.get(page)!.promise, placeholderData: keepPreviousData }), { wrapper, initialProps: { page: 1 } });
    await act(async () => pages.get(1)!.resolve('first'));
    await waitFor(() => expect(result.current.data).toBe('first'));
    rerender({ page: 2 });
    expect(result.current.data).toBe('first');
    expect(result.current.isPlaceholderData).toBe(true);
    await act(async () => pages.get(2)!.resolve('second'));
    await waitFor(() => expect(result.current.data).toBe('second'));
    expect(result.current.isPlaceholderData).toBe(false);
  });

  it('applies select to the answer', async () => {
    const { wrapper } = setUp();
    const { result } = renderHook(() => useQuery({ queryKey: ['selected'], queryFn: async () => [3, 1, 2], select: (list: number[]) => list.length }), { wrapper });
    await waitFor(() => expect(result.current.data).toBe(3));
  });

  it('refetches on focus when asked to and stale', async () => {
    const { wrapper } = setUp();
    const read = vi.fn(async () => 'x');
    renderHook(() => [
      useQuery({ queryKey: ['focus'], queryFn: read, refetchOnWindowFocus: true }),
      useQuery({ queryKey: ['no-focus'], queryFn: read, refetchOnWindowFocus: false }),
    ], { wrapper });
    await waitFor(() => expect(read).toHaveBeenCalledTimes(2));
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(read).toHaveBeenCalledTimes(3));
    expect(read.mock.calls.length).toBe(3);
  });

  it('polls on refetchInterval while mounted, and stops when unmounted', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { wrapper } = setUp();
    const read = vi.fn(async () => 'tick');
    const { unmount } = renderHook(() => useQuery({ queryKey: ['poll'], queryFn: read, refetchInterval: 1_000 }), { wrapper });
    await vi.waitFor(() => expect(read).toHaveBeenCalledTimes(1));
    await act(async () => vi.advanceTimersByTimeAsync(1_000));
    expect(read).toHaveBeenCalledTimes(2);
    unmount();
    await act(async () => vi.advanceTimersByTimeAsync(5_000));
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('forgets an answer no screen reads after gcTime', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { client, wrapper } = setUp();
    const { result, unmount } = renderHook(() => useQuery({ queryKey: ['gc'], queryFn: async () => 1, gcTime: 10_000 }), { wrapper });
    await vi.waitFor(() => expect(result.current.data).toBe(1));
    unmount();
    await act(async () => vi.advanceTimersByTimeAsync(9_000));
    expect(client.getQueryData(['gc'])).toBe(1);
    await act(async () => vi.advanceTimersByTimeAsync(2_000));
    expect(client.getQueryData(['gc'])).toBeUndefined();
  });
});

describe('QueryClient', () => {
  it('invalidates by key prefix: refetches what is read, marks the rest, and resolves after the refetch', async () => {
    const { client, wrapper } = setUp();
    const answers = { overview: 0, points: 0 };
    const { result } = renderHook(() => useQuery({ queryKey: ['wallet', 1, 'overview'], queryFn: async () => ++answers.overview, staleTime: Infinity }), { wrapper });
    await waitFor(() => expect(result.current.data).toBe(1));
    client.setQueryData(['wallet', 1, 'points'], 10);
    client.setQueryData(['wallet', 2, 'overview'], 20);
    await act(() => client.invalidateQueries({ queryKey: ['wallet', 1] }));
    expect(result.current.data).toBe(2);
    expect(client.getQueryState(['wallet', 1, 'points'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['wallet', 2, 'overview'])?.isInvalidated).toBe(false);
    expect(client.getQueryData(['wallet', 1, 'points'])).toBe(10);
  });

  it('matches keys with objects by value, whatever the order of their properties', () => {
    const { client } = setUp();
    client.setQueryData(['history', { page: 1, type: 'bet' }], 'rows');
    expect(client.getQueryData(['history', { type: 'bet', page: 1 }])).toBe('rows');
    expect(client.getQueryCache().findAll({ queryKey: ['history', { type: 'bet' }] })).toHaveLength(1);
    expect(client.getQueryCache().findAll({ queryKey: ['history', { type: 'win' }] })).toHaveLength(0);
  });

  it('setQueryData takes an updater, and an updater answering undefined changes nothing', () => {
    const { client } = setUp();
    expect(client.setQueryData<{ n: number }>(['n'], (old) => (old ? { n: old.n + 1 } : old))).toBeUndefined();
    expect(client.getQueryState(['n'])).toBeUndefined();
    client.setQueryData(['n'], { n: 1 });
    client.setQueryData<{ n: number }>(['n'], (old) => (old ? { n: old.n + 1 } : old));
    expect(client.getQueryData(['n'])).toEqual({ n: 2 });
  });

  it('an invalidation during a read starts it over, and the older answer is not kept', async () => {
    const { client, wrapper } = setUp();
    const reads = [deferred<string>(), deferred<string>(), deferred<string>()];
    let call = 0;
    const { result } = renderHook(() => useQuery({ queryKey: ['race'], queryFn: () => reads[call++]!.promise }), { wrapper });
    await act(async () => reads[0]!.resolve('first'));
    await waitFor(() => expect(result.current.data).toBe('first'));
    let invalidated: Promise<void> = Promise.resolve();
    act(() => {
      void result.current.refetch();
      invalidated = client.invalidateQueries({ queryKey: ['race'] });
    });
    await act(async () => {
      reads[2]!.resolve('newest');
      await invalidated;
    });
    await act(async () => reads[1]!.resolve('older'));
    expect(result.current.data).toBe('newest');
    expect(call).toBe(3);
  });

  it('fetchQuery answers from the cache while fresh, and fetches when stale', async () => {
    const { client } = setUp();
    const read = vi.fn(async () => 'read');
    client.setQueryData(['session'], 'cached');
    await expect(client.fetchQuery({ queryKey: ['session'], queryFn: read, staleTime: 60_000 })).resolves.toBe('cached');
    await expect(client.fetchQuery({ queryKey: ['session'], queryFn: read, staleTime: 0 })).resolves.toBe('read');
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('removeQueries and clear forget answers', () => {
    const { client } = setUp();
    client.setQueryData(['a', 1], 1);
    client.setQueryData(['a', 2], 2);
    client.setQueryData(['b'], 3);
    client.removeQueries({ queryKey: ['a', 1] });
    expect(client.getQueryData(['a', 1])).toBeUndefined();
    expect(client.getQueryData(['a', 2])).toBe(2);
    client.clear();
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});

describe('useInfiniteQuery', () => {
  const PAGES = [['a', 'b'], ['c', 'd'], ['e']];

  it('reads the first page, appends the next ones, and knows when there are no more', async () => {
    const { wrapper } = setUp();
    const { result } = renderHook(() => useInfiniteQuery({
      queryKey: ['list'],
      queryFn: async ({ pageParam }: { pageParam: number }) => PAGES[pageParam - 1]!,
      initialPageParam: 1,
      getNextPageParam: (_last: string[], all: string[][]) => (all.length < PAGES.length ? all.length + 1 : undefined),
    }), { wrapper });
    await waitFor(() => expect(result.current.data?.pages).toEqual([['a', 'b']]));
    expect(result.current.hasNextPage).toBe(true);
    await act(async () => {
      await result.current.fetchNextPage();
    });
    await act(async () => {
      await result.current.fetchNextPage();
    });
    expect(result.current.data?.pages.flat()).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(result.current.data?.pageParams).toEqual([1, 2, 3]);
    expect(result.current.hasNextPage).toBe(false);
  });

  it('refetches every page it has read, from the first', async () => {
    const { client, wrapper } = setUp();
    const read = vi.fn(async ({ pageParam }: { pageParam: number }) => PAGES[pageParam - 1]!);
    const { result } = renderHook(() => useInfiniteQuery({
      queryKey: ['again'], queryFn: read, initialPageParam: 1,
      getNextPageParam: (_last: string[], all: string[][]) => (all.length < PAGES.length ? all.length + 1 : undefined),
    }), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    await act(async () => {
      await result.current.fetchNextPage();
    });
    read.mockClear();
    await act(() => client.invalidateQueries({ queryKey: ['again'] }));
    expect(read.mock.calls.map(([context]) => context.pageParam)).toEqual([1, 2]);
    expect(result.current.data?.pages).toHaveLength(2);
  });

  it('says when reading the next page failed, keeping the pages it has', async () => {
    const { wrapper } = setUp();
    const { result } = renderHook(() => useInfiniteQuery({
      queryKey: ['broken-next'],
      queryFn: async ({ pageParam }: { pageParam: number }) => {
        if (pageParam > 1) throw new Error('down');
        return PAGES[0]!;
      },
      initialPageParam: 1,
      getNextPageParam: (_last: string[], all: string[][]) => all.length + 1,
    }), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    await act(async () => {
      await result.current.fetchNextPage();
    });
    expect(result.current.isFetchNextPageError).toBe(true);
    expect(result.current.data?.pages).toEqual([PAGES[0]]);
  });
});

describe('useMutation', () => {
  it('resolves after its onSuccess (and what it awaits), then runs the call\'s own callbacks', async () => {
    const { wrapper } = setUp();
    const order: string[] = [];
    const { result } = renderHook(() => useMutation({
      mutationFn: async (amount: number) => {
        order.push(`send ${amount}`);
        return amount * 2;
      },
      onSuccess: async (data) => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        order.push(`onSuccess ${data}`);
      },
      onSettled: () => void order.push('onSettled'),
    }), { wrapper });
    expect(result.current.isIdle).toBe(true);
    let answer = 0;
    await act(async () => {
      answer = await result.current.mutateAsync(21, { onSuccess: (data) => void order.push(`call onSuccess ${data}`) });
    });
    expect(answer).toBe(42);
    expect(order).toEqual(['send 21', 'onSuccess 42', 'onSettled', 'call onSuccess 42']);
    expect(result.current.isSuccess).toBe(true);
    expect(result.current.data).toBe(42);
    expect(result.current.variables).toBe(21);
  });

  it('reports a failure through onError and onSettled, rejects mutateAsync, and never retries by default', async () => {
    const { client, wrapper } = setUp({ defaultOptions: { mutations: { retry: false } } });
    const send = vi.fn(async () => {
      throw new Error('refused');
    });
    const seen: string[] = [];
    const { result } = renderHook(() => useMutation({
      mutationFn: send,
      onError: (error) => void seen.push(`onError ${error.message}`),
      onSettled: (_data, error) => void seen.push(`onSettled ${error?.message}`),
    }), { wrapper });
    await act(async () => {
      await expect(result.current.mutateAsync()).rejects.toThrow('refused');
    });
    expect(send).toHaveBeenCalledTimes(1);
    expect(seen).toEqual(['onError refused', 'onSettled refused']);
    expect(result.current.isError).toBe(true);
    expect(result.current.error?.message).toBe('refused');
    act(() => result.current.reset());
    expect(result.current.isIdle).toBe(true);
    expect(client).toBeDefined();
  });

  it('shows pending while on its way, and only the latest call\'s callbacks run', async () => {
    const { wrapper } = setUp();
    const sends = [deferred<string>(), deferred<string>()];
    let call = 0;
    const { result } = renderHook(() => useMutation({ mutationFn: () => sends[call++]!.promise }), { wrapper });
    const heard: string[] = [];
    act(() => {
      result.current.mutate(undefined, { onSuccess: (data) => void heard.push(data) });
      result.current.mutate(undefined, { onSuccess: (data) => void heard.push(data) });
    });
    expect(result.current.isPending).toBe(true);
    await act(async () => sends[0]!.resolve('first'));
    await act(async () => sends[1]!.resolve('second'));
    expect(heard).toEqual(['second']);
    expect(result.current.data).toBe('second');
  });
});
