import { notify } from '../../lib/toast';
import { recoveryCodesText } from './twoFactor';

interface RecoveryCodesPanelProps {
  codes: string[];
  /** True right after two-factor was turned on (the first set), false for a renewed set. */
  first: boolean;
  onDone: () => void;
}

/** A set of recovery codes, shown once: they are stored hashed, so the only way to see codes again is a new set. */
export function RecoveryCodesPanel({ codes, first, onDone }: RecoveryCodesPanelProps) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      notify('Recovery codes copied.', 'success');
    } catch {
      notify('Your browser did not allow copying. Select the codes and copy them yourself.', 'warning');
    }
  };

  const download = () => {
    const url = URL.createObjectURL(new Blob([recoveryCodesText(codes, new Date())], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'lexchange-recovery-codes.txt';
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };

  return (
    <section className="border rounded p-3 p-md-4 bg-light" aria-labelledby="recovery-codes-heading">
      <h3 id="recovery-codes-heading" className="h6">
        {first ? 'Save your recovery codes' : 'Your new recovery codes'}
      </h3>
      <p className="small mb-2">
        If you lose your phone, each code lets you log in once instead of an authenticator code. Keep them somewhere safe, such as a
        password manager. This is the only time they are shown.
      </p>
      {first ? null : <p className="small fw-medium mb-2">Your earlier recovery codes no longer work.</p>}
      <ol className="row row-cols-2 g-2 list-unstyled font-monospace my-3" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code} className="col">
            <span className="d-block bg-white border rounded px-2 py-1 text-center user-select-all">{code}</span>
          </li>
        ))}
      </ol>
      <div className="d-flex flex-wrap gap-2">
        <button type="button" className="btn btn-outline-primary btn-sm" onClick={copy}>
          <i className="bi bi-clipboard me-1" aria-hidden="true" /> Copy
        </button>
        <button type="button" className="btn btn-outline-primary btn-sm" onClick={download}>
          <i className="bi bi-download me-1" aria-hidden="true" /> Download
        </button>
        <button type="button" className="btn btn-primary btn-sm ms-auto" onClick={onDone}>
          I have saved them
        </button>
      </div>
    </section>
  );
}
