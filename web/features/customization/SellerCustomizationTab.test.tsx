import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SellerCustomization } from '../../../contracts/customization/customization';
import { ApiError } from '../../lib/api';
import SellerCustomizationTab from './SellerCustomizationTab';

const api = vi.hoisted(() => ({ fetchSellerCustomization: vi.fn(), saveSellerCustomization: vi.fn() }));
const notify = vi.hoisted(() => vi.fn());
vi.mock('./customizationApi', async (original) => ({ ...(await original<typeof import('./customizationApi')>()), ...api }));
vi.mock('../../lib/toast', () => ({ notify }));

const empty: SellerCustomization = {
  practice_areas: [],
  state: null,
  timeline: null,
  buyer_preferences: [],
  buyer_notes: '',
  updated_at: null,
};

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/settings/seller-customization', element: <SellerCustomizationTab /> },
      { path: '/listings/create', element: <p>Create listing screen</p> },
    ],
    { initialEntries: [url] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => {
  api.fetchSellerCustomization.mockReset().mockResolvedValue(empty);
  api.saveSellerCustomization.mockReset().mockImplementation(async (input) => ({ ...input, updated_at: '2025-05-01T00:00:00.000Z' }));
  notify.mockReset();
});

describe('SellerCustomizationTab', () => {
  it('during seller onboarding (redirect=2) saves, toasts and moves on to Create Listing', async () => {
    const router = renderAt('/settings/seller-customization?redirect=2');
    expect(await screen.findByText(/Before you create your listing/)).toBeTruthy();
    await userEvent.click(await screen.findByLabelText('Tax'));
    await userEvent.selectOptions(screen.getByLabelText('State of your firm'), 'TX');
    await userEvent.click(screen.getByRole('button', { name: 'Save and create your listing' }));
    expect(await screen.findByText('Create listing screen')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/listings/create');
    expect(api.saveSellerCustomization).toHaveBeenCalledWith({
      practice_areas: ['tax'],
      state: 'TX',
      timeline: null,
      buyer_preferences: [],
      buyer_notes: '',
    });
    expect(notify).toHaveBeenCalledWith('Your seller customization is saved.', 'success');
  });

  it('otherwise stays on the tab after saving', async () => {
    const router = renderAt('/settings/seller-customization');
    await userEvent.click(await screen.findByRole('button', { name: 'Save seller customization' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Your seller customization is saved.', 'success'));
    expect(router.state.location.pathname).toBe('/settings/seller-customization');
    expect(await screen.findByText(/Last saved/)).toBeTruthy();
  });

  it('shows a 422 beside its field and does not move on', async () => {
    api.saveSellerCustomization.mockRejectedValue(
      new ApiError('The selected state is invalid.', 422, null, { state: ['The selected state is invalid.'] }),
    );
    const router = renderAt('/settings/seller-customization?redirect=2');
    await userEvent.click(await screen.findByRole('button', { name: 'Save and create your listing' }));
    expect(await screen.findByText('The selected state is invalid.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/settings/seller-customization');
  });

  it('offers a retry when the customization cannot be loaded', async () => {
    api.fetchSellerCustomization.mockRejectedValueOnce(new ApiError('An error occurred.', 500));
    renderAt('/settings/seller-customization');
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Save seller customization' })).toBeTruthy();
  });
});
