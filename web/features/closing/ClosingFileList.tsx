import type { ClosingDocument } from '../../../contracts/closing/closing';
import { closingFileUrl } from './closingApi';
import { fileSize } from '../../lib/fileSize';

/** A checklist item's or an answer's files, each a logged download. */
export function ClosingFileList({ dealId, documents }: { dealId: number; documents: ClosingDocument[] }) {
  if (!documents.length) return null;
  return (
    <ul className="closing-item__files">
      {documents.map((document) => (
        <li key={document.id}>
          <i className="bi bi-file-earmark-arrow-down me-1" aria-hidden="true" />
          <a href={closingFileUrl(dealId, document.id)} download>
            {document.name}
          </a>{' '}
          <span className="text-body-secondary">({fileSize(document.size)})</span>
        </li>
      ))}
    </ul>
  );
}
