import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { DOCUMENT_KIND_LABELS, DOCUMENT_MESSAGES, VERIFY_MAX_BYTES, type VerifyResult } from '../../../contracts/documents/documents';
import { PageHeader } from '../../components/PageHeader';
import { isApiError } from '../../lib/api';
import { formatDateTime } from '../../lib/dates';
import { verifyDocument } from './documentsApi';

function Verdict({ result, filename }: { result: VerifyResult; filename: string }) {
  const document = result.document;
  if (!result.valid || !document)
    return (
      <div className="alert alert-danger d-flex gap-3 mb-0" role="status">
        <i className="bi bi-x-octagon fs-3" aria-hidden="true" />
        <div>
          <h2 className="h6 mb-1">Lexchange did not issue this exact file</h2>
          <p className="mb-0 text-break">
            “{filename}” matches no document Lexchange issued. It may have been changed, even by one byte, or it comes from elsewhere.
          </p>
        </div>
      </div>
    );
  return (
    <div className="alert alert-success d-flex gap-3 mb-0" role="status">
      <i className="bi bi-patch-check-fill fs-3" aria-hidden="true" />
      <div style={{ minWidth: 0 }}>
        <h2 className="h6 mb-1">Lexchange issued this exact file</h2>
        <dl className="mb-0 small">
          <dt>What it is</dt>
          <dd className="text-break">
            {DOCUMENT_KIND_LABELS[document.kind]}: {document.title} (document D-{document.id})
          </dd>
          <dt>Status</dt>
          <dd>{document.status === 'signed' ? 'Signed by every party' : 'Issued, still waiting for signatures'}</dd>
          <dt>Signed</dt>
          <dd className="mb-0">{document.signed_at.length ? document.signed_at.map(formatDateTime).join(' · ') : 'Not signed yet'}</dd>
        </dl>
      </div>
    </div>
  );
}

/** /verify-document: anyone signed in checks whether Lexchange issued a PDF they hold, byte for byte. */
export default function VerifyDocumentScreen() {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const verify = useMutation({
    mutationFn: (chosen: File) => verifyDocument(chosen),
    onError: (failure) => {
      if (!isApiError(failure)) return setError('The file could not be checked. Try again.');
      const fields = (failure.errors ?? {}) as Record<string, string[] | undefined>;
      setError(fields.file?.[0] ?? failure.message);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    verify.reset();
    if (!file) return setError(DOCUMENT_MESSAGES.verifyFile);
    if (file.size > VERIFY_MAX_BYTES) return setError(DOCUMENT_MESSAGES.verifyTooLarge);
    verify.mutate(file);
  };
  return (
    <>
      <PageHeader
        title="Verify a signed document"
        lead="Upload a PDF you were given — an NDA, a letter of intent — and Lexchange tells you whether it issued that exact file, what it is and when it was signed."
      />
      <div className="row">
        <div className="col-lg-8">
          <form className="card card-body mb-3" onSubmit={submit} noValidate>
            <label htmlFor="verify-file" className="form-label fw-semibold">
              The PDF to check
            </label>
            <input
              id="verify-file"
              type="file"
              accept="application/pdf,.pdf"
              className={`form-control ${error ? 'is-invalid' : ''}`}
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setError(null);
                verify.reset();
              }}
              aria-describedby="verify-help"
            />
            {error ? <div className="invalid-feedback">{error}</div> : null}
            <div id="verify-help" className="form-text mb-3">
              The file is compared by its SHA-256 fingerprint and is not kept. A signed document verifies as downloaded, with its
              certificate page.
            </div>
            <div>
              <button type="submit" className="btn btn-primary" disabled={verify.isPending}>
                {verify.isPending ? (
                  <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
                ) : (
                  <i className="bi bi-shield-check me-2" aria-hidden="true" />
                )}
                Check the file
              </button>
            </div>
          </form>
          {verify.data && file ? <Verdict result={verify.data} filename={file.name} /> : null}
        </div>
      </div>
    </>
  );
}
