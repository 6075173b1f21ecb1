import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DisableListing } from '../../../contracts/listings/listings';
import { isApiError } from '../../lib/api';
import { notify } from '../../lib/toast';
import { deleteListing, disableListing, enableListing, listingKeys, sendListingFeedback } from './listingsApi';

const refusal = (error: unknown) => {
  if (isApiError(error) && error.status !== null && error.status < 500 && !error.cancelled) notify(error.message, 'error');
};

/** Enable, disable with a reason, staff feedback and delete; each toasts the server's message and refreshes lists. */
export function useListingActions(onDone?: (action: 'enable' | 'disable' | 'feedback' | 'delete') => void) {
  const queryClient = useQueryClient();
  const settle = (action: 'enable' | 'disable' | 'feedback' | 'delete') => (message: string) => {
    notify(message, 'success');
    void queryClient.invalidateQueries({ queryKey: listingKeys.all });
    onDone?.(action);
  };
  return {
    enable: useMutation({ mutationFn: (id: number) => enableListing(id), onSuccess: settle('enable'), onError: refusal }),
    disable: useMutation({
      mutationFn: ({ id, body }: { id: number; body: DisableListing }) => disableListing(id, body),
      onSuccess: settle('disable'),
      onError: refusal,
    }),
    feedback: useMutation({
      mutationFn: ({ id, message }: { id: number; message: string }) => sendListingFeedback(id, message),
      onSuccess: settle('feedback'),
      onError: refusal,
    }),
    remove: useMutation({
      mutationFn: ({ id, reason }: { id: number; reason: string }) => deleteListing(id, reason),
      onSuccess: settle('delete'),
      onError: refusal,
    }),
  };
}
