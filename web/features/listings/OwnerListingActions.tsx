import { useState } from 'react';
import { Link } from 'react-router';
import type { ListingStatus } from '../../../contracts/listings/listings';
import { DeleteListingDialog } from './DeleteListingDialog';
import { DisableListingDialog } from './DisableListingDialog';
import { useListingActions } from './useListingActions';

interface OwnerListingActionsProps {
  id: number;
  headline: string;
  status: ListingStatus;
  onDeleted?: () => void;
  size?: 'sm';
}

/** The owner's buttons: edit, disable with a reason, enable again, delete with a reason. */
export function OwnerListingActions({ id, headline, status, onDeleted, size }: OwnerListingActionsProps) {
  const [dialog, setDialog] = useState<'disable' | 'delete' | null>(null);
  const actions = useListingActions((action) => {
    setDialog(null);
    if (action === 'delete') onDeleted?.();
  });
  const name = headline || 'Untitled listing';
  const btn = size === 'sm' ? 'btn btn-sm' : 'btn';
  return (
    <div className="d-flex flex-wrap gap-2">
      {status !== 'pending' ? (
        <Link to={`/listings/edit/${id}`} className={`${btn} btn-outline-primary`} aria-label={`Edit ${name}`}>
          <i className="bi bi-pencil me-1" aria-hidden="true" />
          {status === 'draft' ? 'Continue' : 'Edit'}
        </Link>
      ) : null}
      {status === 'active' || status === 'pending' ? (
        <button type="button" className={`${btn} btn-outline-warning`} onClick={() => setDialog('disable')} aria-label={`Disable ${name}`}>
          <i className="bi bi-pause-circle me-1" aria-hidden="true" />
          Disable
        </button>
      ) : null}
      {status === 'disabled' ? (
        <button
          type="button"
          className={`${btn} btn-outline-success`}
          disabled={actions.enable.isPending}
          onClick={() => actions.enable.mutate(id)}
          aria-label={`Enable ${name}`}
        >
          <i className="bi bi-play-circle me-1" aria-hidden="true" />
          Enable
        </button>
      ) : null}
      <button type="button" className={`${btn} btn-outline-danger`} onClick={() => setDialog('delete')} aria-label={`Delete ${name}`}>
        <i className="bi bi-trash me-1" aria-hidden="true" />
        Delete
      </button>
      {dialog === 'disable' ? (
        <DisableListingDialog
          listingId={id}
          headline={name}
          pending={actions.disable.isPending}
          refused={{ error: actions.disable.error, body: actions.disable.variables?.body }}
          onCancel={() => setDialog(null)}
          onConfirm={(body) => actions.disable.mutate({ id, body })}
        />
      ) : null}
      {dialog === 'delete' ? (
        <DeleteListingDialog
          headline={name}
          pending={actions.remove.isPending}
          onCancel={() => setDialog(null)}
          onConfirm={(reason) => actions.remove.mutate({ id, reason })}
        />
      ) : null}
    </div>
  );
}
