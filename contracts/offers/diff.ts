/** What changed between two versions of an offer, field by field (docs/api.md "Offers": `changed: [field]`). */
import type { Earnout, OfferScope } from './terms';

export const OFFER_FIELDS = [
  'scope',
  'price',
  'cash_at_closing',
  'earnout',
  'transition_months',
  'contingencies',
  'expires_on',
  'note',
] as const;
export type OfferField = (typeof OFFER_FIELDS)[number];

export interface ComparableTerms {
  scope: OfferScope;
  price: number;
  cash_at_closing: number;
  earnout: Earnout | null;
  transition_months: number;
  contingencies: readonly string[];
  expires_on: string;
  note?: string | null;
}

/** Lists compare as sets (the order of areas or contingencies says nothing); an empty note equals no note. */
const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && new Set([...a, ...b]).size === new Set(a).size;

function sameField(field: OfferField, before: ComparableTerms, after: ComparableTerms): boolean {
  switch (field) {
    case 'scope':
      return before.scope === 'practice' || after.scope === 'practice' ? before.scope === after.scope : sameSet(before.scope, after.scope);
    case 'earnout':
      return (
        (before.earnout?.percent ?? null) === (after.earnout?.percent ?? null) &&
        (before.earnout?.months ?? null) === (after.earnout?.months ?? null)
      );
    case 'contingencies':
      return sameSet(before.contingencies, after.contingencies);
    case 'note':
      return (before.note?.trim() || null) === (after.note?.trim() || null);
    default:
      return before[field] === after[field];
  }
}

/** The fields of `after` that differ from `before`, in the form's order; every field for a first version. */
export function changedFields(before: ComparableTerms | null, after: ComparableTerms): OfferField[] {
  if (!before) return [...OFFER_FIELDS];
  return OFFER_FIELDS.filter((field) => !sameField(field, before, after));
}
