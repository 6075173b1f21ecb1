import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { NDA_CLAUSE_MAX_LENGTH, NDA_CLAUSES_MAX } from '../../../contracts/documents/nda';
import { isApiError } from '../../lib/api';
import { notify } from '../../lib/toast';
import { documentKeys, fetchListingNda, saveNdaClauses } from './documentsApi';

/**
 * The seller's own clauses after the platform's NDA text (listing edit screen). Saving a change makes a new version;
 * buyers who signed an earlier one keep it.
 */
export function NdaClausesEditor({ listingId }: { listingId: number }) {
  const queryClient = useQueryClient();
  const nda = useQuery({ queryKey: documentKeys.listingNda(listingId), queryFn: ({ signal }) => fetchListingNda(listingId, signal) });
  // The seller's edits; until the first one, the saved clauses.
  const [draft, setClauses] = useState<string[] | null>(null);
  const clauses = draft ?? nda.data?.clauses ?? [];
  const [errors, setErrors] = useState<Record<string, string[] | undefined>>({});
  const save = useMutation({
    mutationFn: () => saveNdaClauses(listingId, clauses.map((clause) => clause.trim()).filter(Boolean)),
    onSuccess: (saved) => {
      setErrors({});
      queryClient.setQueryData(documentKeys.listingNda(listingId), saved);
      notify(saved.version === nda.data?.version ? 'No change: the NDA stays as it was.' : `Saved as version ${saved.version}.`, 'success');
    },
    onError: (error) => {
      if (isApiError(error)) setErrors((error.errors ?? {}) as Record<string, string[] | undefined>);
    },
  });
  return (
    <section id="nda-clauses" className="card card-body mb-3" aria-labelledby="nda-clauses-title">
      <h2 id="nda-clauses-title" className="h5">
        Your confidentiality agreement
      </h2>
      <p className="small text-body-secondary">
        Buyers sign Lexchange’s NDA (mutual confidentiality, no contact with your clients or staff, return or destruction, two years) before
        their request reaches you. You may add up to {NDA_CLAUSES_MAX} clauses of your own.{' '}
        {nda.data ? (
          <strong>Current version: {nda.data.version}. A change makes a new version; buyers who already signed keep theirs.</strong>
        ) : null}
      </p>
      {clauses.map((clause, index) => (
        <div key={index} className="mb-2">
          <label htmlFor={`nda-clause-${index}`} className="form-label small mb-1">
            Clause {index + 1}
          </label>
          <div className="d-flex gap-2 align-items-start">
            <textarea
              id={`nda-clause-${index}`}
              className={`form-control ${errors[`clauses.${index}`] ? 'is-invalid' : ''}`}
              rows={2}
              maxLength={NDA_CLAUSE_MAX_LENGTH}
              value={clause}
              onChange={(event) => setClauses(clauses.map((item, at) => (at === index ? event.target.value : item)))}
            />
            <button
              type="button"
              className="btn btn-outline-secondary btn-sm"
              aria-label={`Remove clause ${index + 1}`}
              onClick={() => setClauses(clauses.filter((_item, at) => at !== index))}
            >
              <i className="bi bi-trash" aria-hidden="true" />
            </button>
          </div>
          {errors[`clauses.${index}`] ? <div className="invalid-feedback d-block">{errors[`clauses.${index}`]?.[0]}</div> : null}
        </div>
      ))}
      {errors.clauses ? <div className="invalid-feedback d-block">{errors.clauses[0]}</div> : null}
      <div className="d-flex flex-wrap gap-2 mt-2">
        <button
          type="button"
          className="btn btn-outline-primary btn-sm"
          disabled={clauses.length >= NDA_CLAUSES_MAX}
          onClick={() => setClauses([...clauses, ''])}
        >
          <i className="bi bi-plus-lg me-1" aria-hidden="true" />
          Add a clause
        </button>
        <button type="button" className="btn btn-primary btn-sm" disabled={save.isPending || !nda.data} onClick={() => save.mutate()}>
          Save the NDA
        </button>
      </div>
    </section>
  );
}
