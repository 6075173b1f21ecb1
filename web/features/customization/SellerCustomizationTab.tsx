import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import type { SellerCustomization } from '../../../contracts/customization/customization';
import { ErrorState } from '../../components/ErrorState';
import { FormAlert } from '../../components/form/FormAlert';
import { LoadingSkeleton } from '../../components/LoadingSkeleton';
import { CustomizationCard } from './CustomizationCard';
import { destinationAfterSellerSave, isSellerOnboarding } from './sellerRedirect';
import { SellerCustomizationForm } from './SellerCustomizationForm';
import { fetchSellerCustomization, customizationKeys } from './customizationApi';

/** Settings → Seller Customization; with `?redirect=2` (docs/product.md "Session and start-up" seller onboarding) saving moves on to Create Listing. */
export default function SellerCustomizationTab() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const onboarding = isSellerOnboarding(search);
  const query = useQuery({ queryKey: customizationKeys.sellerCustomization, queryFn: ({ signal }) => fetchSellerCustomization(signal) });

  const saved = (result: SellerCustomization) => {
    queryClient.setQueryData(customizationKeys.sellerCustomization, result);
    const next = destinationAfterSellerSave(search);
    if (next) navigate(next);
  };

  return (
    <CustomizationCard
      title="Seller customization"
      lead="Tell us what you want from a sale. We use it to introduce you to buyers who fit, and Find a Buyer ranks buyers by it."
    >
      {onboarding ? (
        <FormAlert variant="info">
          Welcome to Lexchange. Before you create your listing, take a minute to tell us about the sale you have in mind. Nothing here is
          shown with your firm&apos;s name. You were brought here because your seller customization is not complete yet; once it is, you
          will not be sent here again, on any device.
        </FormAlert>
      ) : null}
      {query.isPending ? (
        <LoadingSkeleton count={6} label="Loading your seller customization…" />
      ) : query.isError ? (
        <ErrorState onRetry={() => void query.refetch()} retrying={query.isFetching}>
          Your seller customization could not be loaded.
        </ErrorState>
      ) : (
        <SellerCustomizationForm saved={query.data} onboarding={onboarding} onSaved={saved} />
      )}
    </CustomizationCard>
  );
}
