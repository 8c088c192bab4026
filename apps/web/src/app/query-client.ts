import { QueryClient } from '../shared/query/index.ts';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
    // Mutations move money or accounts: never repeat one on the player's behalf.
    mutations: { retry: false },
  },
});
