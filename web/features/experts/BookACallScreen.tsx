import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Booking, ExpertWithSlots, Slot } from '../../../contracts/experts/experts';
import { initialsImageUrl } from '../../components/Avatar';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { LoadingSkeleton } from '../../components/LoadingSkeleton';
import { PageHeader } from '../../components/PageHeader';
import { BookingDialog } from './BookingDialog';
import { expertKeys, fetchExperts } from './expertsApi';
import { MyCalls } from './MyCalls';
import { SlotPicker } from './SlotPicker';
import './experts.css';

function ExpertCard({ expert, onPick }: { expert: ExpertWithSlots; onPick: (slot: Slot) => void }) {
  return (
    <article className="card expert-card h-100" aria-labelledby={`expert-${expert.id}-name`}>
      <div className="card-body">
        <div className="d-flex gap-3 align-items-start mb-3">
          <img src={expert.photo_url ?? initialsImageUrl(expert.name)} alt="" className="avatar avatar--lg flex-shrink-0" />
          <div>
            <h2 className="h5 mb-0" id={`expert-${expert.id}-name`}>
              {expert.name}
            </h2>
            <p className="text-body-secondary mb-1">{expert.title}</p>
            <div className="d-flex flex-wrap gap-1">
              {expert.specialities.map((speciality) => (
                <span key={speciality} className="badge text-bg-light border">
                  {speciality}
                </span>
              ))}
            </div>
          </div>
        </div>
        <p className="small">{expert.bio}</p>
        <h3 className="h6">Open times</h3>
        <SlotPicker days={expert.days} label={`Times with ${expert.name}`} onPick={onPick} />
      </div>
    </article>
  );
}

/** /book-a-call: the experts, their open half-hours over the next 14 days on the member's clock, and their calls. */
export default function BookACallScreen() {
  const experts = useQuery({ queryKey: expertKeys.list, queryFn: ({ signal }) => fetchExperts(signal) });
  const [picked, setPicked] = useState<{ expert: ExpertWithSlots; slot: Slot } | null>(null);
  const [moving, setMoving] = useState<Booking | null>(null);
  const movingExpert = moving ? experts.data?.data.find((expert) => expert.id === moving.expert.id) : undefined;

  let content;
  if (experts.isPending) content = <LoadingSkeleton variant="cards" count={2} label="Loading our experts…" />;
  else if (experts.isError) content = <ErrorState onRetry={() => void experts.refetch()} retrying={experts.isFetching} />;
  else if (experts.data.data.length === 0)
    content = (
      <EmptyState title="No experts are taking calls right now" icon="telephone">
        Ask your question in Get expert help instead: our team answers within one business day.
      </EmptyState>
    );
  else
    content = (
      <div className="row g-3">
        {experts.data.data.map((expert) => (
          <div key={expert.id} className="col-12 col-xl-6">
            <ExpertCard expert={expert} onPick={(slot) => setPicked({ expert, slot })} />
          </div>
        ))}
      </div>
    );

  return (
    <div className="book-a-call">
      <PageHeader
        title="Book a call"
        lead={`Thirty minutes with a Lexchange expert about your sale, purchase or valuation. Times are shown in your time zone${experts.data ? ` (${experts.data.time_zone.replace(/_/g, ' ')})` : ''}.`}
      />
      <MyCalls onMove={setMoving} />
      {moving && movingExpert ? (
        <section className="card mb-4 border-primary" aria-labelledby="move-call-title">
          <div className="card-body">
            <div className="d-flex justify-content-between align-items-start gap-2">
              <h2 id="move-call-title" className="h5">
                Choose a new time with {movingExpert.name}
              </h2>
              <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => setMoving(null)}>
                Keep the current time
              </button>
            </div>
            <SlotPicker
              days={movingExpert.days}
              label={`New times with ${movingExpert.name}`}
              onPick={(slot) => setPicked({ expert: movingExpert, slot })}
            />
          </div>
        </section>
      ) : null}
      <h2 className="h5">Our experts</h2>
      {content}
      {picked ? (
        <BookingDialog
          expert={picked.expert}
          slot={picked.slot}
          {...(moving ? { moving } : {})}
          onClose={() => {
            setPicked(null);
            setMoving(null);
          }}
        />
      ) : null}
    </div>
  );
}
