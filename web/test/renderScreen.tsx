import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { queryClient } from '../app/queryClient';

/** One screen at its path with the member area's query cache (tests), without the whole route table. */
export function renderScreen(path: string, at: string, Screen: ComponentType) {
  const router = createMemoryRouter(
    [
      { path, Component: Screen },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: [at] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, view, location: () => `${router.state.location.pathname}${router.state.location.search}` };
}
