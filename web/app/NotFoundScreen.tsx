import { Link } from 'react-router';
import { EmptyState } from '../components/EmptyState';

export default function NotFoundScreen() {
  return (
    <EmptyState
      icon="signpost-split"
      title="We could not find that page"
      action={
        <Link to="/dashboard" className="btn btn-accent">
          Go to your dashboard
        </Link>
      }
    >
      The address may be mistyped, or the page may have moved. Listings that were withdrawn by their seller are no longer shown.
    </EmptyState>
  );
}
