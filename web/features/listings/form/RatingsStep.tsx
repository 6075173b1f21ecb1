import { RatingsFields } from '../../../components/practice/RatingsFields';
import type { StepProps } from './stepTypes';

/** The 11 ratings in the seller's wording, 1 (weak) to 5 (strong). */
export function RatingsStep({ draft, errorFor }: StepProps) {
  return (
    <>
      <h2 className="h5">How the firm rates</h2>
      <p className="text-body-secondary small">1 is weak, 5 is strong. Buyers see your answers once you approve them.</p>
      <RatingsFields
        value={draft.values.more_info}
        onChange={(key, score) => draft.update((current) => ({ more_info: { ...current.more_info, [key]: score } }))}
        errorFor={errorFor}
        path="more_info"
      />
    </>
  );
}
