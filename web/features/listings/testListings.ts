/** Listing fixtures for the web tests. */
import type { DataRoomFolder } from '../../../contracts/data-room/stages';
import type { ListingCard, ListingDetail, ListingList, ListingMedia } from '../../../contracts/listings/responses';

export function buildCard(overrides: Partial<ListingCard> = {}): ListingCard {
  return {
    id: 1,
    reference: 'LST-7K3M9QXD2A',
    status: 'active',
    headline: 'Estate-planning practice, Greater Boston',
    practice_areas: ['estate_planning'],
    state: 'MA',
    metro: 'Greater Boston',
    revenue_band: '1m_2m',
    asking_price: 1_250_000,
    attorneys: 3,
    staff: 4,
    year_established: 1998,
    has_usable_information: true,
    seller: { unique_id: 'LX-SELL01', verification_level: 'VBO' },
    is_favorite: false,
    created_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export const listPage = (data: ListingCard[], page = 1, lastPage = 1): ListingList => ({
  data,
  meta: { current_page: page, last_page: lastPage, per_page: 12, total: data.length * lastPage },
});

export function buildDetail(overrides: Partial<ListingDetail> = {}): ListingDetail {
  return {
    ...buildCard(),
    access: 'anonymised',
    is_owner: false,
    minimum_verification_level: 'unverified',
    teaser: [],
    confidential: null,
    management: null,
    ...overrides,
  };
}

/** The confidential part of a listing, empty unless overridden. */
export function buildConfidential(
  overrides: Partial<NonNullable<ListingDetail['confidential']>> = {},
): NonNullable<ListingDetail['confidential']> {
  return {
    firm_name: null,
    city: null,
    address: null,
    description: null,
    gross_revenues: [],
    sde: null,
    more_info: {},
    percentages: {},
    active_cases: null,
    cases_last_year: null,
    open_cases_fees: null,
    average_fee_collected: null,
    litigation_services: null,
    media: [],
    data_room_folders: [],
    ...overrides,
  };
}

/** The owner's and staff's part of a listing. */
export function buildManagement(
  overrides: Partial<NonNullable<ListingDetail['management']>> = {},
): NonNullable<ListingDetail['management']> {
  return {
    owner_id: 4,
    minimum_verification_level: 'unverified',
    feedback_message: null,
    feedback_at: null,
    disabled_reason: null,
    disabled_note: null,
    disabled_at: null,
    submitted_at: null,
    approved_at: null,
    updated_at: '2026-01-01T00:00:00.000Z',
    progress: { completed: 1, total: 2, percent: 50, missing: [] },
    teaser_settings: { facts: [] },
    identifying_details: [],
    ...overrides,
  };
}

/** A data-room file of listing `listingId`. */
export const buildMedia = (
  id: number,
  filename: string,
  collection = 'financials_ready',
  listingId = 7,
  folderId?: number,
): ListingMedia => ({
  id,
  collection_name: collection,
  folder_id: folderId ?? (collection === 'financials_needed' ? 1 : 2),
  filename,
  mimetype: 'application/pdf',
  size: 2048,
  created_at: '2026-11-20T10:00:00Z',
  url: `/api/listings/${listingId}/files/${id}`,
});

/** A data-room folder as the listing returns it; the questionnaire's two are ids 1 and 2 (buildMedia's default folders). */
export const buildFolder = (folder: Partial<DataRoomFolder> & Pick<DataRoomFolder, 'id'>): DataRoomFolder => ({
  folder: folder.id === 1 ? 'financials_needed' : folder.id === 2 ? 'financials_ready' : String(folder.id),
  name:
    folder.id === 1
      ? 'Financial statements (profit and loss, last 3 years)'
      : folder.id === 2
        ? 'Other financial documents ready to share'
        : `Folder ${folder.id}`,
  opens_at: 'access',
  open: true,
  position: folder.id - 1,
  ...folder,
});
