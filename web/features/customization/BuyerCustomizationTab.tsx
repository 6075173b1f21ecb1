import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ErrorState } from '../../components/ErrorState';
import { LoadingSkeleton } from '../../components/LoadingSkeleton';
import { BuyerCustomizationForm } from './BuyerCustomizationForm';
import { CustomizationCard } from './CustomizationCard';
import { fetchBuyerCustomization, customizationKeys } from './customizationApi';

/** Settings → Buyer Customization (docs/product.md "Watch list and alerts": it doubles as a saved search). */
export default function BuyerCustomizationTab() {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: customizationKeys.buyerCustomization, queryFn: ({ signal }) => fetchBuyerCustomization(signal) });

  return (
    <CustomizationCard
      title="Buyer customization"
      lead="Tell us the practice you are looking for. It also works as a saved search: when a new listing fits, we let you know."
    >
      {query.isPending ? (
        <LoadingSkeleton count={6} label="Loading your buyer customization…" />
      ) : query.isError ? (
        <ErrorState onRetry={() => void query.refetch()} retrying={query.isFetching}>
          Your buyer customization could not be loaded.
        </ErrorState>
      ) : (
        <BuyerCustomizationForm
          saved={query.data}
          onSaved={(saved) => queryClient.setQueryData(customizationKeys.buyerCustomization, saved)}
        />
      )}
    </CustomizationCard>
  );
}
