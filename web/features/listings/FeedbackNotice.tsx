import { sanitizeRichText } from '../../lib/sanitize';

/** Staff feedback on a listing sent back to draft: stored as sanitised rich text, shown as such (never as tags). */
export function FeedbackNotice({ message, date }: { message: string; date?: string }) {
  return (
    <div className="alert alert-warning feedback-notice" role="status">
      <strong>Feedback from the Lexchange team{date ? ` (${date})` : ''}:</strong>
      <div className="mt-1" dangerouslySetInnerHTML={{ __html: sanitizeRichText(message) }} />
    </div>
  );
}
