import type { ListingDraftController } from './useListingDraft';

export interface StepProps {
  draft: ListingDraftController;
  /** The first message for a field (server 422 or the submit check), by its API path. */
  errorFor: (path: string) => string | undefined;
}
