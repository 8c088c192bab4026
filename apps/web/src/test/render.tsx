import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '../shared/query/index.ts';
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from '../shared/router/index.ts';
import type { RouteObject } from '../shared/router/index.ts';

/**
 * Renders `element` at `path` inside a memory router with the app's providers. Other paths
 * render a marker naming the path, so a test can see where the screen navigated.
 */
interface RenderOptions {
  /** The route pattern the element answers. */
  path?: string;
  /** The URL to start at (defaults to the pattern). */
  at?: string;
  routes?: RouteObject[];
}

export function renderRoute(element: ReactElement, { path = '/', at, routes = [] }: RenderOptions = {}) {
  const router = createMemoryRouter(
    [
      { path, element },
      ...routes,
      { path: '*', Component: () => <p data-testid="location">elsewhere</p> },
    ],
    { initialEntries: [at ?? path] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router };
}
