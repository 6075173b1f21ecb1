import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { expertKeys, fetchExperts, formatWhen } from './expertsApi';

/** Beside the support form: talk instead of writing, with the next free half-hour. */
export function BookACallInstead() {
  const experts = useQuery({ queryKey: expertKeys.list, queryFn: ({ signal }) => fetchExperts(signal) });
  const next = experts.data?.next_slot;
  return (
    <aside className="card mt-3" aria-labelledby="book-instead-title">
      <div className="card-body d-flex flex-wrap gap-3 align-items-center justify-content-between">
        <div>
          <h2 id="book-instead-title" className="h6 mb-1">
            <i className="bi bi-telephone me-2" aria-hidden="true" />
            Prefer to talk? Book a call instead
          </h2>
          <p className="small text-body-secondary mb-0">
            {experts.isPending
              ? 'Looking for the next free time…'
              : next
                ? `Next free time: ${formatWhen(next.starts_at)} with ${next.expert_name}.`
                : 'Thirty minutes with one of our experts, at a time that suits you.'}
          </p>
        </div>
        <Link to="/book-a-call" className="btn btn-outline-primary">
          Book a call
        </Link>
      </div>
    </aside>
  );
}
