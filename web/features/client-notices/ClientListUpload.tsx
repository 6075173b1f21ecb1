/** The seller's client list: a CSV file or pasted lines (name, email, address, matter); every bad row is listed. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { CLIENT_LIST_MAX } from '../../../contracts/client-notices/client-notices';
import { isApiError } from '../../lib/api';
import { notify } from '../../lib/toast';
import { clientListKey, uploadClientList } from './clientNoticesApi';
import { allMessages } from './noticeLabels';

const PLACEHOLDER = 'name,email,address,matter\nMargaret Ellison,margaret@example.com,"12 Oak Street, Springfield, IL 62701",Estate plan';

export function ClientListUpload({ dealId, count }: { dealId: number; count: number }) {
  const queryClient = useQueryClient();
  const id = useId();
  const [pasting, setPasting] = useState(false);
  const [pasted, setPasted] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const upload = useMutation({
    mutationFn: (csv: File | string) => uploadClientList(dealId, csv),
    onSuccess: ({ count: saved }) => {
      setErrors([]);
      setPasting(false);
      setPasted('');
      void queryClient.invalidateQueries({ queryKey: clientListKey(dealId) });
      notify(`${saved} client${saved === 1 ? '' : 's'} saved, sealed.`, 'success');
    },
    onError: (failure) => setErrors(isApiError(failure) ? allMessages(failure.errors, failure.message) : ['The list could not be saved.']),
  });
  return (
    <div className="mb-3">
      <div className="d-flex flex-wrap gap-2 align-items-center">
        <label className="btn btn-outline-primary btn-sm mb-0" htmlFor={`${id}-file`}>
          <i className="bi bi-upload me-2" aria-hidden="true" />
          {count ? 'Replace with a CSV' : 'Upload a CSV'}
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept=".csv,text/csv"
          className="visually-hidden"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) upload.mutate(file);
            event.target.value = '';
          }}
        />
        <button type="button" className="btn btn-outline-secondary btn-sm" onClick={() => setPasting(!pasting)} aria-expanded={pasting}>
          <i className="bi bi-clipboard me-2" aria-hidden="true" />
          Paste the list
        </button>
        <span className="small text-body-secondary">
          Columns: name, email, address, matter · up to {CLIENT_LIST_MAX.toLocaleString()} clients
        </span>
      </div>
      {pasting ? (
        <div className="mt-2">
          <label htmlFor={`${id}-paste`} className="form-label small">
            One client a line, with a header line or in the order name, email, address, matter
          </label>
          <textarea
            id={`${id}-paste`}
            className="form-control font-monospace small"
            rows={6}
            value={pasted}
            placeholder={PLACEHOLDER}
            onChange={(event) => setPasted(event.target.value)}
          />
          <button
            type="button"
            className="btn btn-primary btn-sm mt-2"
            disabled={!pasted.trim() || upload.isPending}
            onClick={() => upload.mutate(pasted)}
          >
            Save the list
          </button>
        </div>
      ) : null}
      {errors.length ? (
        <div className="alert alert-danger small mt-2 mb-0" role="alert">
          <p className="fw-semibold mb-1">Nothing was saved. Fix these rows and upload again:</p>
          <ul className="mb-0 ps-3">
            {errors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
