import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../lib/api';
import { notify } from '../../lib/toast';
import { listingKeys } from './listingsApi';

/**
 * Runs one change to a listing's data room (a folder made, renamed, moved, staged or deleted, a file moved), then
 * reloads the listing; a refusal is shown in the server's words and returned for a form to show beside its field.
 */
export function useDataRoomChange(listingId: number) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);

  const run = async (change: () => Promise<unknown>, success: string): Promise<{ ok: boolean; errors: Record<string, string[]> }> => {
    setPending(true);
    try {
      await change();
      await queryClient.invalidateQueries({ queryKey: listingKeys.detail(listingId) });
      notify(success, 'success');
      return { ok: true, errors: {} };
    } catch (error) {
      if (!isApiError(error) || error.status === null || error.status >= 500) return { ok: false, errors: {} };
      notify(Object.values(error.errors)[0]?.[0] ?? error.message, 'error');
      return { ok: false, errors: error.errors };
    } finally {
      setPending(false);
    }
  };
  return { pending, run };
}
