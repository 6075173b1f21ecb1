import { ReasonDialog, RequiredReasonField, useRequiredReason } from '../../components/ReasonDialog';

interface DeleteListingDialogProps {
  headline: string;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}

/** Deleting hides the listing at once and purges it, its answers and its data room after 30 days. */
export function DeleteListingDialog({ headline, pending, onCancel, onConfirm }: DeleteListingDialogProps) {
  const reason = useRequiredReason('Tell us why you are deleting it.', onConfirm);
  return (
    <ReasonDialog
      titleId="delete-listing-title"
      title={<>Delete “{headline}”?</>}
      pending={pending}
      onCancel={onCancel}
      onSubmit={reason.submit}
      submitLabel="Delete listing"
      submitVariant="danger"
    >
      <p>
        <strong>{headline}</strong> disappears at once for everyone. After 30 days it is purged for good, with:
      </p>
      <ul className="small">
        <li>its questionnaire answers and figures;</li>
        <li>every file in its data room and the data-room log;</li>
        <li>its place on buyers’ watch lists.</li>
      </ul>
      <RequiredReasonField
        id="delete-reason"
        label="Why are you deleting it?"
        rows={3}
        maxLength={2000}
        errorId="delete-reason-error"
        value={reason.value}
        onChange={reason.onChange}
        error={reason.error}
      />
    </ReasonDialog>
  );
}
