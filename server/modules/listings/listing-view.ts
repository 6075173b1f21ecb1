/** Maps stored listings to the API shapes; the confidential part is only ever built for callers allowed to see it. */
import type { ListingCard, ListingDetail, ListingMedia } from '../../../contracts/listings/responses';
import { listingProgress, type ListingCompletionInput } from '../../../contracts/listings/progress';
import { revenueBandOf, type ListingStatus } from '../../../contracts/listings/listings';
import type { IdentifyingHit } from '../../../contracts/public-face/identifying-details';
import { teaserFacts, teaserSettingsOf } from '../../../contracts/public-face/teaser';
import { folderOpen, foldersAsRead, type StagesReached, type StoredFolder } from './data-room-stages';
import type { ListingFileRow, ListingRow } from './listings.table';

/** The columns a card needs; lists select only these. */
export type ListingCardRow = Pick<
  ListingRow,
  | 'id'
  | 'reference'
  | 'status'
  | 'headline'
  | 'practiceAreas'
  | 'state'
  | 'metro'
  | 'revenue'
  | 'askingPrice'
  | 'attorneys'
  | 'staff'
  | 'yearEstablished'
  | 'hasUsableInformation'
  | 'createdAt'
> & { sellerUniqueId: string; sellerVerificationLevel: string; isFavorite: boolean };

export interface ListingWithSeller extends ListingRow {
  sellerUniqueId: string;
  sellerVerificationLevel: string;
  isFavorite: boolean;
}

export interface ListingWithDetail extends ListingWithSeller {
  hasAccess: boolean;
  media: Pick<ListingFileRow, 'id' | 'collectionName' | 'folderId' | 'filename' | 'mimetype' | 'size' | 'createdAt'>[];
  folders: StoredFolder[];
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export const mediaPath = (listingId: number, fileId: number) => `/api/listings/${listingId}/files/${fileId}`;

export function toListingMedia(listingId: number, file: ListingWithDetail['media'][number]): ListingMedia {
  return {
    id: file.id,
    collection_name: file.collectionName,
    folder_id: file.folderId,
    filename: file.filename,
    mimetype: file.mimetype,
    size: file.size,
    created_at: iso(file.createdAt)!,
    url: mediaPath(listingId, file.id),
  };
}

export function toListingCard(listing: ListingCardRow): ListingCard {
  return {
    id: listing.id,
    reference: listing.reference,
    status: listing.status as ListingStatus,
    headline: listing.headline,
    practice_areas: listing.practiceAreas,
    state: listing.state,
    metro: listing.metro,
    revenue_band: revenueBandOf(listing.revenue),
    asking_price: listing.askingPrice,
    attorneys: listing.attorneys,
    staff: listing.staff,
    year_established: listing.yearEstablished,
    has_usable_information: listing.hasUsableInformation,
    seller: { unique_id: listing.sellerUniqueId, verification_level: listing.sellerVerificationLevel },
    is_favorite: listing.isFavorite,
    created_at: iso(listing.createdAt)!,
  };
}

/** The answers in the shape of the shared questionnaire functions (usable information, progress). */
export function completionInput(listing: ListingRow, media: readonly { collectionName: string }[]): ListingCompletionInput {
  return {
    headline: listing.headline,
    practice_areas: listing.practiceAreas,
    state: listing.state,
    metro: listing.metro,
    year_established: listing.yearEstablished,
    attorneys: listing.attorneys,
    staff: listing.staff,
    gross_revenues: listing.grossRevenues,
    sde: listing.sde,
    more_info: listing.moreInfo,
    media: media.map((file) => ({ collection_name: file.collectionName })),
    percentages: listing.percentages,
    active_cases: listing.activeCases,
    cases_last_year: listing.casesLastYear,
    open_cases_fees: listing.openCasesFees,
    average_fee_collected: listing.averageFeeCollected,
    litigation_services: listing.litigationServices,
  };
}

export interface DetailVisibility {
  isOwner: boolean;
  confidential: boolean;
  management: boolean;
  /** The data-room stages open to the caller: a buyer sees only the files of those folders. */
  stagesReached: StagesReached;
  /** What the public face still holds that identifies the firm (owner and staff only). */
  identifyingDetails?: IdentifyingHit[];
}

export function toListingDetail(listing: ListingWithDetail, visibility: DetailVisibility): ListingDetail {
  return {
    ...toListingCard(listing),
    access: visibility.confidential ? 'full' : 'anonymised',
    is_owner: visibility.isOwner,
    minimum_verification_level: listing.minimumVerificationLevel,
    teaser: teaserFacts(
      { sde: listing.sde, gross_revenues: listing.grossRevenues, percentages: listing.percentages },
      teaserSettingsOf(listing.teaser),
    ),
    confidential: visibility.confidential
      ? {
          firm_name: listing.firmName,
          city: listing.city,
          address: listing.address,
          description: listing.description,
          gross_revenues: listing.grossRevenues,
          sde: listing.sde,
          more_info: listing.moreInfo,
          percentages: listing.percentages,
          active_cases: listing.activeCases,
          cases_last_year: listing.casesLastYear,
          open_cases_fees: listing.openCasesFees,
          average_fee_collected: listing.averageFeeCollected,
          litigation_services: listing.litigationServices,
          media: listing.media
            .filter((file) => folderOpen(listing.folders, visibility.stagesReached, file.folderId))
            .map((file) => toListingMedia(listing.id, file)),
          data_room_folders: foldersAsRead(listing.folders, visibility.stagesReached),
        }
      : null,
    management: visibility.management
      ? {
          owner_id: listing.ownerId,
          minimum_verification_level: listing.minimumVerificationLevel,
          feedback_message: listing.feedbackMessage,
          feedback_at: iso(listing.feedbackAt),
          disabled_reason: listing.disabledReason,
          disabled_note: listing.disabledNote,
          disabled_at: iso(listing.disabledAt),
          submitted_at: iso(listing.submittedAt),
          approved_at: iso(listing.approvedAt),
          updated_at: iso(listing.updatedAt)!,
          progress: listingProgress(completionInput(listing, listing.media)),
          teaser_settings: teaserSettingsOf(listing.teaser),
          identifying_details: visibility.identifyingDetails ?? [],
        }
      : null,
  };
}
