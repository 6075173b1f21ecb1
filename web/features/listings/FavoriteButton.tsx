import { Hint } from '../../components/Hint';
import { useFavoriteToggle } from './useFavoriteToggle';

/** The star: adds a listing to the watch list or takes it off. */
export function FavoriteButton({ id, headline, favorite }: { id: number; headline: string; favorite: boolean }) {
  const toggle = useFavoriteToggle();
  return (
    <Hint text={favorite ? 'On your watch list: click to take it off' : 'Add to your watch list'}>
      <button
        type="button"
        className={`btn btn-sm flex-shrink-0 ${favorite ? 'btn-warning' : 'btn-outline-secondary'}`}
        aria-pressed={favorite}
        aria-label={favorite ? `Remove ${headline} from your watch list` : `Add ${headline} to your watch list`}
        disabled={toggle.isPending}
        onClick={() => toggle.mutate(id)}
      >
        <i className={`bi ${favorite ? 'bi-star-fill' : 'bi-star'}`} aria-hidden="true" />
      </button>
    </Hint>
  );
}
