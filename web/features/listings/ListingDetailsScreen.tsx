import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { formatMoney } from '../../../contracts/format/currency';
import type { ListingDetail } from '../../../contracts/listings/responses';
import { meetsMinimumVerification } from '../../../contracts/listings/listings';
import { verificationLabel } from '../../../contracts/users/users';
import { useSession } from '../../app/session/useSession';
import { AtAGlance } from './AtAGlance';
import { PublicFaceFlag } from './PublicFaceFlag';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { LoadingSkeleton } from '../../components/LoadingSkeleton';
import { PageHeader } from '../../components/PageHeader';
import { isApiError } from '../../lib/api';
import { notify } from '../../lib/toast';
import { ListingReference } from '../../components/ListingReference';
import { DataRoomFiles } from './DataRoomFiles';
import { FavoriteButton } from './FavoriteButton';
import { FeedbackNotice } from './FeedbackNotice';
import { ListingBadges } from './ListingBadges';
import { disableReasonLabel, practiceAreaLabel, regionLabel, revenueBandLabel, STATUS_LABELS, STATUS_VARIANTS } from './labels';
import { formatDate } from '../../lib/dates';
import { fetchAccessRequest, fetchListing, listingKeys, requestAccess, type AccessRequest } from './listingsApi';
import { OwnerListingActions } from './OwnerListingActions';
import { ListingMarketPlace } from '../market/ListingMarketPlace';
import { QuestionnaireView } from './QuestionnaireView';
import { sanitizeRichText } from '../../lib/sanitize';
import { ListingNdaPanel } from '../documents/ListingNdaPanel';
import { NdaDialog } from '../documents/NdaDialog';

function Facts({ listing }: { listing: ListingDetail }) {
  const facts: [string, string][] = [
    ['Practice areas', listing.practice_areas.map(practiceAreaLabel).join(', ') || '—'],
    ['Location', regionLabel(listing.metro, listing.state)],
    ['Revenue', revenueBandLabel(listing.revenue_band) ?? 'Not given'],
    ['Asking price', listing.asking_price === null ? 'Not given' : formatMoney(listing.asking_price)],
    ['Attorneys', listing.attorneys === null ? '—' : String(listing.attorneys)],
    ['Staff', listing.staff === null ? '—' : String(listing.staff)],
    ['Established', listing.year_established === null ? '—' : String(listing.year_established)],
    ['Reference', listing.reference],
  ];
  // The seller's handle only where the seller is meant to be known: their own listing, staff, or a granted buyer.
  // On an anonymised listing it would tell that several listings have one seller (issue #20).
  if (listing.confidential || listing.management) facts.push(['Seller', listing.seller.unique_id]);
  return (
    <section className="card card-body mb-3" aria-labelledby="facts-title">
      <h2 id="facts-title" className="h5">
        At a glance
      </h2>
      <dl className="row mb-2">
        {facts.map(([label, value]) => (
          <div key={label} className="col-6 col-md-3 mb-2">
            <dt className="small text-body-secondary fw-normal">{label}</dt>
            <dd className="fw-semibold mb-0">{value}</dd>
          </div>
        ))}
      </dl>
      <ListingBadges usable={listing.has_usable_information} verification={listing.seller.verification_level} />
    </section>
  );
}

/** The seller asks for a higher verification level than the buyer has: say so, and where to get it. */
function VerificationNeeded({ listing, level }: { listing: ListingDetail; level: string }) {
  const required = verificationLabel(listing.minimum_verification_level);
  return (
    <section className="card card-body mb-3 border-warning-subtle" aria-labelledby="locked-title">
      <h2 id="locked-title" className="h5">
        <i className="bi bi-shield-lock me-2" aria-hidden="true" />
        Confidential details
      </h2>
      <p className="mb-3">
        The seller opens this listing’s details only to buyers who are at least <strong>{required}</strong>. You are{' '}
        {verificationLabel(level)}, so you cannot request access yet.
      </p>
      <div>
        <Link to="/get-verified" className="btn btn-primary">
          <i className="bi bi-patch-check me-2" aria-hidden="true" />
          Get verified
        </Link>
      </div>
    </section>
  );
}

const conversationPath = (chatId: number) => `/messages?chat=${chatId}`;

/** Where the buyer's request stands once made: pending or declined in place of the button; accepted above the details. */
function RequestState({ request }: { request: AccessRequest }) {
  if (request.status === 'accepted') {
    return (
      <div className="alert alert-success d-flex flex-wrap align-items-center gap-2" role="status">
        <i className="bi bi-unlock" aria-hidden="true" />
        <span>
          <strong>Request accepted.</strong> The seller opened the details and the data room to you.
        </span>
        <Link to={conversationPath(request.chatId)} className="ms-auto">
          Open the conversation
        </Link>
      </div>
    );
  }
  const pending = request.status === 'pending';
  return (
    <section
      className={`card card-body mb-3 ${pending ? 'border-warning-subtle' : 'border-secondary-subtle'}`}
      aria-labelledby="locked-title"
    >
      <h2 id="locked-title" className="h5">
        <i className={`bi ${pending ? 'bi-hourglass-split' : 'bi-x-circle'} me-2`} aria-hidden="true" />
        {pending ? 'Request pending' : 'Request declined'}
      </h2>
      <p className="mb-3">
        {pending
          ? 'You asked the seller for access. The firm’s name, location, answers and documents open once the seller accepts; meanwhile you can introduce yourself in the conversation.'
          : 'The seller declined your request for access. The conversation stays in Messages for your records.'}
      </p>
      <div>
        <Link to={conversationPath(request.chatId)} className={`btn ${pending ? 'btn-primary' : 'btn-outline-secondary'}`}>
          <i className="bi bi-chat-dots me-2" aria-hidden="true" />
          Open the conversation
        </Link>
      </div>
    </section>
  );
}

function RequestAccess({ listing }: { listing: ListingDetail }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const [signing, setSigning] = useState(false);
  const connect = useMutation({
    mutationFn: () => requestAccess(listing.id),
    onSuccess: ({ id }) => {
      void queryClient.invalidateQueries({ queryKey: listingKeys.accessRequest(listing.id) });
      const toast = { message: 'Your request was sent to the seller. Introduce yourself here.', kind: 'success' };
      void navigate(conversationPath(id), { state: { toast } });
    },
    onError: (error) => {
      if (isApiError(error) && error.status !== null && error.status < 500) notify(error.message, 'error');
    },
  });
  // The server refuses a request below the level too (403); this only spares the buyer the refusal.
  if (user && !meetsMinimumVerification(user.verification_level, listing.minimum_verification_level)) {
    return <VerificationNeeded listing={listing} level={user.verification_level} />;
  }
  return (
    <section className="card card-body mb-3 border-primary-subtle" aria-labelledby="locked-title">
      <h2 id="locked-title" className="h5">
        <i className="bi bi-lock me-2" aria-hidden="true" />
        Confidential details
      </h2>
      <p className="mb-3">
        The firm’s name, exact location, the seller’s answers and the financial documents open once the seller accepts your request. First
        you read and sign the listing’s confidentiality agreement; then your request is sent (see also the{' '}
        <Link to="/confidentiality-terms">confidentiality terms</Link>).
      </p>
      {signing ? (
        <NdaDialog
          listingId={listing.id}
          onCancel={() => setSigning(false)}
          onSigned={() => {
            setSigning(false);
            connect.mutate();
          }}
        />
      ) : null}
      <div>
        <button type="button" className="btn btn-primary" onClick={() => setSigning(true)} disabled={connect.isPending}>
          {connect.isPending ? (
            <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
          ) : (
            <i className="bi bi-chat-dots me-2" aria-hidden="true" />
          )}
          Request access / Connect
        </button>
      </div>
    </section>
  );
}

export default function ListingDetailsScreen() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const query = useQuery({
    queryKey: listingKeys.detail(id),
    queryFn: ({ signal }) => fetchListing(id, signal),
    enabled: Number.isInteger(id) && id > 0,
  });
  // A buyer's own request on this listing (not the owner's, not staff's): where it stands, and its conversation.
  const asker = query.data !== undefined && !query.data.is_owner && query.data.management === null;
  const request = useQuery({
    queryKey: listingKeys.accessRequest(id),
    queryFn: ({ signal }) => fetchAccessRequest(id, signal),
    enabled: asker,
  });

  if (
    !Number.isInteger(id) ||
    id <= 0 ||
    (query.isError && isApiError(query.error) && (query.error.status === 404 || query.error.status === 403))
  ) {
    return (
      <EmptyState
        title="This listing is not available"
        icon="eye-slash"
        action={
          <Link to="/all-listings" className="btn btn-primary">
            Browse listings
          </Link>
        }
      >
        It may have been taken off the market, or it is not open to you.
      </EmptyState>
    );
  }
  if (query.isError) return <ErrorState onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  if (query.isPending) return <LoadingSkeleton variant="lines" count={8} label="Loading the listing…" />;

  const listing = query.data;
  const confidential = listing.confidential;
  const management = listing.management;
  return (
    <>
      <PageHeader
        eyebrow={
          <>
            Listing <ListingReference reference={listing.reference} className="text-reset" />
            {management ? (
              <span className={`badge text-bg-${STATUS_VARIANTS[listing.status]} ms-2`}>{STATUS_LABELS[listing.status]}</span>
            ) : null}
          </>
        }
        title={listing.headline || 'Untitled listing'}
        lead={regionLabel(listing.metro, listing.state)}
        actions={
          listing.is_owner ? (
            <OwnerListingActions
              id={listing.id}
              headline={listing.headline}
              status={listing.status}
              onDeleted={() => void navigate('/my-seller-listings')}
            />
          ) : (
            <FavoriteButton id={listing.id} headline={listing.headline || 'this listing'} favorite={listing.is_favorite} />
          )
        }
      />
      {management?.feedback_message && listing.status === 'draft' ? (
        <FeedbackNotice message={management.feedback_message} date={formatDate(management.feedback_at)} />
      ) : null}
      {management && listing.status === 'disabled' ? (
        <div className="alert alert-secondary" role="status">
          Disabled on {formatDate(management.disabled_at)}: {disableReasonLabel(management.disabled_reason)}
          {management.disabled_note ? ` — ${management.disabled_note}` : ''}
        </div>
      ) : null}
      {management ? <PublicFaceFlag hits={management.identifying_details} /> : null}
      {request.data?.status === 'accepted' ? <RequestState request={request.data} /> : null}
      <Facts listing={listing} />
      {listing.is_owner ? <ListingMarketPlace listing={listing} /> : null}
      <AtAGlance facts={listing.teaser} />
      {confidential ? (
        <>
          <section className="card card-body mb-3" aria-labelledby="identity-title">
            <h2 id="identity-title" className="h5">
              The firm
            </h2>
            <dl className="row mb-0">
              <dt className="col-sm-3">Firm name</dt>
              <dd className="col-sm-9">{confidential.firm_name ?? '—'}</dd>
              <dt className="col-sm-3">City</dt>
              <dd className="col-sm-9">{confidential.city ?? '—'}</dd>
              <dt className="col-sm-3">Address</dt>
              <dd className="col-sm-9">{confidential.address ?? '—'}</dd>
              <dt className="col-sm-3">Gross revenue</dt>
              <dd className="col-sm-9">
                {confidential.gross_revenues.length
                  ? confidential.gross_revenues
                      .map(
                        (value, index) =>
                          `${index === 0 ? 'Last year' : `${index + 1} years ago`}: ${value === null ? '—' : formatMoney(value)}`,
                      )
                      .join(' · ')
                  : '—'}
              </dd>
              <dt className="col-sm-3">Seller’s discretionary earnings</dt>
              <dd className="col-sm-9 mb-0">{confidential.sde === null ? '—' : formatMoney(confidential.sde)}</dd>
            </dl>
            {confidential.description ? (
              <div className="mt-3" dangerouslySetInnerHTML={{ __html: sanitizeRichText(confidential.description) }} />
            ) : null}
          </section>
          <QuestionnaireView confidential={confidential} />
          <DataRoomFiles
            files={confidential.media}
            folders={confidential.data_room_folders}
            ownerListingId={listing.is_owner ? listing.id : undefined}
          />
        </>
      ) : listing.is_owner ? null : request.data ? (
        <RequestState request={request.data} />
      ) : request.isPending && asker ? (
        <LoadingSkeleton variant="lines" count={3} label="Checking your access request…" />
      ) : (
        <RequestAccess listing={listing} />
      )}
      {listing.is_owner || (asker && request.data) ? <ListingNdaPanel listingId={listing.id} isOwner={listing.is_owner} /> : null}
    </>
  );
}
