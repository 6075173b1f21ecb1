/** Renders the listing form as its routes do, for the form's tests. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { ListingDetail } from '../../../../contracts/listings/responses';
import { ListingForm } from './ListingForm';

export function renderListingForm(listing: ListingDetail | null = null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/listings/create']}>
        <Routes>
          <Route path="/listings/create" element={<ListingForm listing={listing} />} />
          <Route path="/listings/edit/:id" element={<h1>Editing</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
