import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '../../lib/toast';
import { listingKeys, toggleFavorite } from './listingsApi';

/** PUT /favorites/{id}; lists and details refetch so every star and the watch list agree. */
export function useFavoriteToggle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => toggleFavorite(id),
    onSuccess: (favorited) => {
      notify(favorited ? 'Added to your watch list.' : 'Removed from your watch list.', 'success');
      void queryClient.invalidateQueries({ queryKey: listingKeys.all });
    },
    onError: () => notify('The watch list could not be changed. Try again.', 'error'),
  });
}
