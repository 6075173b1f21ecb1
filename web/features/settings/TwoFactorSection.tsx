import { useState } from 'react';
import type { Profile } from '../../app/session/profile';
import { session } from '../../app/session/sessionStore';
import { FormAlert } from '../../components/form/FormAlert';
import { isApiError } from '../../lib/api';
import { notify } from '../../lib/toast';
import { DisableTwoFactorDialog } from './DisableTwoFactorDialog';
import { RecoveryCodesPanel } from './RecoveryCodesPanel';
import { SecurityLockedNotice } from './SecurityLockedNotice';
import { confirmTwoFactorSetup, disableTwoFactor, regenerateRecoveryCodes, startTwoFactorSetup, type TwoFactorSetup } from './settingsApi';
import { TwoFactorSetupPanel } from './TwoFactorSetupPanel';
import { useConfirmedPassword } from './useConfirmedPassword';

type Busy = 'start' | 'codes' | 'disable' | null;

/** A refusal the user should read (4xx); server failures were already toasted by the API client. */
const refusalOf = (error: unknown) =>
  isApiError(error) && !error.cancelled && error.status !== null && error.status < 500 ? error.message : null;

/** Enable (QR code + code), renew recovery codes, disable; every step behind a confirmed password. */
export function TwoFactorSection({ user, locked }: { user: Pick<Profile, 'two_factor_enabled'>; locked: boolean }) {
  const { withConfirmedPassword, modal } = useConfirmedPassword();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [codes, setCodes] = useState<{ list: string[]; first: boolean } | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [askDisable, setAskDisable] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const enabled = user.two_factor_enabled;

  async function perform<T>(kind: Exclude<Busy, null>, action: () => Promise<T>): Promise<T | undefined> {
    setBusy(kind);
    setError(null);
    try {
      return await withConfirmedPassword(action);
    } catch (caught) {
      setError(refusalOf(caught));
      return undefined;
    } finally {
      setBusy(null);
    }
  }

  const start = async () => {
    const started = await perform('start', startTwoFactorSetup);
    if (started) setSetup(started);
  };

  const confirmCode = async (code: string) => {
    // Wrong codes reject to the panel, which shows them beside the field.
    const recovery = await withConfirmedPassword(() => confirmTwoFactorSetup(code));
    if (!recovery) return;
    setSetup(null);
    setCodes({ list: recovery, first: true });
    notify('Two-factor authentication is on.', 'success');
    await session.refresh();
  };

  const renewCodes = async () => {
    const renewed = await perform('codes', regenerateRecoveryCodes);
    if (renewed) setCodes({ list: renewed, first: false });
  };

  const disable = async () => {
    // Closed first, so a password prompt does not open on top of it.
    setAskDisable(false);
    const message = await perform('disable', disableTwoFactor);
    if (message === undefined) return;
    setCodes(null);
    notify(message, 'success');
    await session.refresh();
  };

  return (
    <section aria-labelledby="two-factor-heading">
      <h2 id="two-factor-heading" className="h5 mb-2 d-flex align-items-center gap-2">
        Two-factor authentication
        <span className={`badge ${enabled ? 'text-bg-success' : 'text-bg-secondary'}`}>{enabled ? 'On' : 'Off'}</span>
      </h2>
      <p className="text-body-secondary small">
        {enabled
          ? 'When you log in, Lexchange asks for a code from your authenticator app as well as your password.'
          : 'Add a second step to logging in: a 6-digit code from an authenticator app on your phone. Recommended for anyone with a listing or a data room.'}
      </p>
      {locked ? <SecurityLockedNotice /> : null}
      <FormAlert>{error}</FormAlert>

      {setup && !locked ? (
        <TwoFactorSetupPanel setup={setup} onConfirm={confirmCode} onCancel={() => setSetup(null)} />
      ) : codes && !locked ? (
        <RecoveryCodesPanel codes={codes.list} first={codes.first} onDone={() => setCodes(null)} />
      ) : enabled ? (
        <>
          <p className="small mb-2">
            Recovery codes let you log in if you lose your phone. We keep them only in a form we cannot read back, so viewing them creates a
            new set of 8, and your previous codes stop working.
          </p>
          <div className="d-flex flex-wrap gap-2">
            <button type="button" className="btn btn-outline-primary" onClick={renewCodes} disabled={locked || busy !== null}>
              {busy === 'codes' ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
              Show new recovery codes
            </button>
            <button type="button" className="btn btn-outline-danger" onClick={() => setAskDisable(true)} disabled={locked || busy !== null}>
              {busy === 'disable' ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
              Turn off
            </button>
          </div>
        </>
      ) : (
        <button type="button" className="btn btn-primary" onClick={start} disabled={locked || busy !== null}>
          {busy === 'start' ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
          Turn on two-factor authentication
        </button>
      )}

      {askDisable ? (
        <DisableTwoFactorDialog pending={busy === 'disable'} onCancel={() => setAskDisable(false)} onConfirm={disable} />
      ) : null}
      {modal}
    </section>
  );
}
