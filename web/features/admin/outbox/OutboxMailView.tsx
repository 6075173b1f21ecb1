import { useQuery } from '@tanstack/react-query';
import { ErrorState } from '../../../components/ErrorState';
import { LoadingSkeleton } from '../../../components/LoadingSkeleton';
import { formatDateTime } from '../../../lib/dates';
import { mailDocument, textWithLinks } from './mailDocument';
import { fetchOutboxMail, outboxKeys } from './outboxApi';

/** One e-mail as its recipient would see it: the HTML in a sandboxed frame, then the plain-text part. */
export function OutboxMailView({ id, onBack }: { id: string; onBack: () => void }) {
  const mail = useQuery({ queryKey: outboxKeys.mail(id), queryFn: ({ signal }) => fetchOutboxMail(id, signal) });
  if (mail.isPending) return <LoadingSkeleton variant="lines" count={6} label="Loading the e-mail…" />;
  if (mail.isError)
    return <ErrorState title="This e-mail could not be loaded." onRetry={() => void mail.refetch()} retrying={mail.isFetching} />;
  const { subject, from, to, sent_at, html, text, attachments } = mail.data;
  return (
    <article className="outbox-mail" aria-labelledby="outbox-mail-subject">
      <button type="button" className="btn btn-link btn-sm px-0 mb-2 outbox-mail__back" onClick={onBack}>
        <i className="bi bi-arrow-left me-1" aria-hidden="true" />
        All e-mails
      </button>
      <h2 id="outbox-mail-subject" className="h5 mb-2">
        {subject || '(no subject)'}
      </h2>
      <dl className="outbox-mail__meta small mb-3">
        <dt>From</dt>
        <dd>{from}</dd>
        <dt>To</dt>
        <dd>{to}</dd>
        <dt>Written</dt>
        <dd>{formatDateTime(sent_at)}</dd>
        {attachments.length > 0 ? (
          <>
            <dt>Attached</dt>
            <dd>{attachments.join(', ')}</dd>
          </>
        ) : null}
      </dl>
      {html !== null ? (
        <iframe
          title={`The e-mail “${subject}”`}
          className="outbox-mail__frame"
          // No scripts, no same origin: only links, which open in a tab of their own outside the sandbox.
          sandbox="allow-popups allow-popups-to-escape-sandbox"
          referrerPolicy="no-referrer"
          srcDoc={mailDocument(html)}
        />
      ) : null}
      <details className="mt-3" open={html === null}>
        <summary className="small fw-semibold">Plain-text version</summary>
        <pre className="outbox-mail__text mt-2">
          {textWithLinks(text).map((piece, index) =>
            piece.link ? (
              <a key={index} href={piece.text} target="_blank" rel="noopener noreferrer">
                {piece.text}
              </a>
            ) : (
              piece.text
            ),
          )}
        </pre>
      </details>
    </article>
  );
}
