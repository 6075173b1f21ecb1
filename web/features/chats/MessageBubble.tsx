import type { Message } from '../../../contracts/chats/chats';
import { cx } from '../../lib/cx';
import { sanitizeRichText } from '../../lib/sanitize';
import { fileSize } from '../../lib/fileSize';
import { shortTime } from './chatLabels';

/** One message: sanitised rich text and its attachments, downloaded through the authorised URL. */
export function MessageBubble({ message }: { message: Message }) {
  const mine = message.sender.is_me;
  return (
    <article
      className={cx('message', mine ? 'message--mine' : 'message--theirs')}
      aria-label={`${mine ? 'You' : message.sender.name}, ${shortTime(message.created_at)}`}
    >
      <header className="message__meta small">
        <span className="fw-medium">{mine ? 'You' : message.sender.name}</span>
        {message.sender.is_staff ? <span className="badge text-bg-info ms-1">Lexchange team</span> : null}
        <time className="ms-2 text-body-secondary" dateTime={message.created_at}>
          {shortTime(message.created_at)}
        </time>
      </header>
      {message.body ? (
        <div className="message__body rich-text" dangerouslySetInnerHTML={{ __html: sanitizeRichText(message.body) }} />
      ) : null}
      {message.attachments.length ? (
        <ul className="message__attachments list-unstyled mb-0">
          {message.attachments.map((attachment) => (
            <li key={attachment.id}>
              <a
                href={attachment.url}
                download={attachment.filename}
                className="message__attachment"
                aria-label={`Download ${attachment.filename} (${fileSize(attachment.size)})`}
              >
                <i className="bi bi-paperclip" aria-hidden="true" />
                <span className="text-truncate">{attachment.filename}</span>
                <span className="text-body-secondary small">{fileSize(attachment.size)}</span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
