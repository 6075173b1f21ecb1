import { ReasonDialog, RequiredReasonField, useRequiredReason } from '../../../components/ReasonDialog';
import { markdownToHtml } from '../../../lib/richText';

interface FeedbackDialogProps {
  headline: string;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (message: string) => void;
}

/**
 * Staff feedback: the listing goes back to the seller as a draft with this message. The server keeps it as rich text
 * (sanitised), so it is written in the messages' light markup and sent as HTML, never as raw text with stray tags.
 */
export function FeedbackDialog({ headline, pending, onCancel, onConfirm }: FeedbackDialogProps) {
  const message = useRequiredReason('Write what the seller should change.', (text) => onConfirm(markdownToHtml(text)));
  return (
    <ReasonDialog
      titleId="feedback-title"
      title={<>Send feedback on “{headline}”</>}
      pending={pending}
      onCancel={onCancel}
      onSubmit={message.submit}
      submitLabel="Send feedback"
      submitVariant="primary"
    >
      <p className="small">
        The listing goes back to the seller as a draft, with your message shown on it. Buyers stop seeing it until it is approved again.
      </p>
      <RequiredReasonField
        id="feedback-message"
        label="Message to the seller"
        rows={5}
        maxLength={10_000}
        value={message.value}
        onChange={message.onChange}
        error={message.error}
      />
    </ReasonDialog>
  );
}
