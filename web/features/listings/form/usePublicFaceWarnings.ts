import { useEffect, useState } from 'react';
import { useSession } from '../../../app/session/useSession';
import { findIdentifyingDetails, type IdentifyingHit, type PublicFaceField } from '../../../../contracts/public-face/identifying-details';
import type { ListingFormValues } from './listingForm';

/** How long typing pauses before the check runs. */
export const PUBLIC_FACE_CHECK_DELAY_MS = 300;

type Warnings = Partial<Record<PublicFaceField, IdentifyingHit[]>>;

/**
 * The identifying-details check the server runs on save (issue #33), run as the seller types: the hits in the headline
 * and metro against the firm's name, city and address as the form holds them and the signed-in seller's names.
 */
export function usePublicFaceWarnings(values: ListingFormValues): Warnings {
  const { user } = useSession();
  const [warnings, setWarnings] = useState<Warnings>({});
  const { headline, metro, firm_name, city, address } = values;
  const firstName = user?.first_name;
  const lastName = user?.last_name;
  useEffect(() => {
    const timer = setTimeout(() => {
      const hits = findIdentifyingDetails({ headline, metro }, { firmName: firm_name, city, address, firstName, lastName });
      setWarnings({ headline: hits.filter((hit) => hit.field === 'headline'), metro: hits.filter((hit) => hit.field === 'metro') });
    }, PUBLIC_FACE_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [headline, metro, firm_name, city, address, firstName, lastName]);
  return warnings;
}
