/**
 * The identifying-details check on the server (issue #33; contracts/public-face/identifying-details.ts): a save whose
 * public face would identify the firm is refused (422, nothing stored), and the owner's and staff's view of a listing
 * lists what its public face still holds (a listing saved before the check), so staff see it flagged at review.
 *
 * The public face here is the headline and the metro: the listing's description sits with the firm's identity behind
 * the access grant (docs/product.md "Confidentiality model"; the form's "Confidential: for approved buyers only"), where
 * naming the firm is expected, so it is not checked.
 */
import { findIdentifyingDetails, identifyingDetailErrors, type IdentifyingHit } from '../../../contracts/public-face/identifying-details';
import { validationError } from '../../platform/errors';
import type { DbOrTx } from './listings.repository';
import type { ListingRow } from './listings.table';
import { sellerNames } from './public-face.query';

type BarNumbersSource = (db: DbOrTx, userId: number) => Promise<(string | null)[]>;
let barNumbersOf: BarNumbersSource = async () => [];
/** The verifications module (above listings in MODULE_ORDER) tells the check the bar numbers a seller gave. */
export function setBarNumbersSource(source: BarNumbersSource): void {
  barNumbersOf = source;
}

type PublicFaceRow = Pick<ListingRow, 'ownerId' | 'headline' | 'metro' | 'firmName' | 'city' | 'address'>;

/** What in the listing's public face identifies the firm. */
export async function publicFaceHits(db: DbOrTx, listing: PublicFaceRow): Promise<IdentifyingHit[]> {
  if (!listing.headline && !listing.metro) return [];
  const seller = await sellerNames(db, listing.ownerId);
  const barNumbers = await barNumbersOf(db, listing.ownerId);
  return findIdentifyingDetails(
    { headline: listing.headline, metro: listing.metro },
    { firmName: listing.firmName, city: listing.city, address: listing.address, ...seller, barNumbers },
  );
}

/** Refuses (422, field by field, each hit quoted) a public face that identifies the firm. */
export async function refuseIdentifyingDetails(db: DbOrTx, listing: PublicFaceRow): Promise<void> {
  const hits = await publicFaceHits(db, listing);
  // The message is the first hit's ("Remove "…": a phone number identifies the firm. (and 2 more errors)").
  if (hits.length > 0) throw validationError(identifyingDetailErrors(hits));
}
