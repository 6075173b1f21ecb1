/** How the deal room writes an offer's fields, one line each, for the current offer and the version comparison. */
import { formatMoney } from '../../../contracts/format/currency';
import type { OfferField } from '../../../contracts/offers/diff';
import type { Offer } from '../../../contracts/offers/offers';
import { contingencyLabel } from '../../../contracts/offers/terms';
import { practiceAreaLabel } from '../../../contracts/common/practice-areas';
import { formatDate } from '../../lib/dates';

export const FIELD_LABELS: Record<OfferField, string> = {
  scope: 'What is sold',
  price: 'Purchase price',
  cash_at_closing: 'Cash at closing',
  earnout: 'Earn-out',
  transition_months: 'Seller’s transition',
  contingencies: 'Contingencies',
  expires_on: 'Answer by',
  note: 'Note',
};

const months = (count: number) => `${count} month${count === 1 ? '' : 's'}`;

export function fieldText(field: OfferField, offer: Pick<Offer, OfferField>): string {
  switch (field) {
    case 'scope':
      return offer.scope === 'practice' ? 'The entire practice' : `Entire areas: ${offer.scope.map(practiceAreaLabel).join(', ')}`;
    case 'price':
    case 'cash_at_closing':
      return formatMoney(offer[field]);
    case 'earnout':
      return offer.earnout
        ? `${offer.earnout.percent} % of fees collected from transferred clients over ${months(offer.earnout.months)}`
        : 'None';
    case 'transition_months':
      return offer.transition_months === 0 ? 'None' : months(offer.transition_months);
    case 'contingencies':
      return offer.contingencies.length ? offer.contingencies.map(contingencyLabel).join(', ') : 'None';
    case 'expires_on':
      return formatDate(`${offer.expires_on}T12:00:00Z`);
    case 'note':
      return offer.note?.trim() || '—';
  }
}

/** "the buyer" / "you", as the viewer reads who made a version. */
export const makerText = (offer: Pick<Offer, 'made_by'>, mySide: 'buyer' | 'seller' | 'staff') =>
  offer.made_by === mySide ? 'You' : offer.made_by === 'buyer' ? 'The buyer' : 'The seller';
