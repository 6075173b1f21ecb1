/** Display labels for listing keys, all from contracts. */
import { DISABLE_REASONS, REVENUE_BANDS, type ListingStatus } from '../../../contracts/listings/constants';
import { PRACTICE_AREAS } from '../../../contracts/common/practice-areas';
import { usStateName } from '../../../contracts/common/us-states';

const practiceAreaLabels = new Map<string, string>(PRACTICE_AREAS.map((area) => [area.key, area.label]));

export const practiceAreaLabel = (key: string) => practiceAreaLabels.get(key) ?? key;
export const revenueBandLabel = (key: string | null) => REVENUE_BANDS.find((band) => band.key === key)?.label ?? null;
export const disableReasonLabel = (key: string | null) => DISABLE_REASONS.find((reason) => reason.key === key)?.label ?? key ?? '';

/** "Boston, Massachusetts" style place from metro and state; never the city or street. */
export function regionLabel(metro: string | null, state: string | null): string {
  return [metro, state ? usStateName(state) : null].filter(Boolean).join(', ') || 'Location not given';
}

export const STATUS_LABELS: Record<ListingStatus, string> = {
  draft: 'Draft',
  pending: 'Pending review',
  active: 'Active',
  disabled: 'Disabled',
};

export const STATUS_VARIANTS: Record<ListingStatus, string> = {
  draft: 'secondary',
  pending: 'warning',
  active: 'success',
  disabled: 'danger',
};
