import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { NotificationEvent } from '../../../contracts/notifications/notifications';
import { ErrorState } from '../../components/ErrorState';
import { FormAlert } from '../../components/form/FormAlert';
import { LoadingSkeleton } from '../../components/LoadingSkeleton';
import { isApiError } from '../../lib/api';
import { notify } from '../../lib/toast';
import {
  changedEmailSettings,
  fetchNotificationPreferences,
  NOTIFICATION_PREFERENCES_KEY,
  saveNotificationPreferences,
} from './notification-preferences';

/** Settings → Notification: per event, e-mail on or off; notifications inside Lexchange always stay on. */
export default function NotificationTab() {
  const queryClient = useQueryClient();
  const preferences = useQuery({ queryKey: NOTIFICATION_PREFERENCES_KEY, queryFn: fetchNotificationPreferences });
  const [chosen, setChosen] = useState<Partial<Record<NotificationEvent, boolean>>>({});
  const save = useMutation({
    mutationFn: () => saveNotificationPreferences({ email: changedEmailSettings(preferences.data!, chosen) }),
    onSuccess: (saved) => {
      queryClient.setQueryData(NOTIFICATION_PREFERENCES_KEY, saved);
      setChosen({});
      notify('Your notification settings are saved.', 'success');
    },
  });

  const changes = preferences.data ? changedEmailSettings(preferences.data, chosen) : {};
  const dirty = Object.keys(changes).length > 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (dirty) save.mutate();
  };
  const saveError = isApiError(save.error) && save.error.status !== null && save.error.status < 500 ? save.error.message : null;

  return (
    <section className="card" style={{ maxWidth: '52rem' }} aria-labelledby="notification-settings-heading">
      <div className="card-body p-3 p-md-4">
        <h2 id="notification-settings-heading" className="h5">
          E-mail notifications
        </h2>
        <p className="text-body-secondary">
          Every notification always shows inside Lexchange (the bell at the top of every page). Choose which ones also reach you by e-mail.
          Account e-mails, such as verification links and password resets, are always sent.
        </p>
        {preferences.isPending ? (
          <LoadingSkeleton variant="lines" count={9} label="Loading your notification settings…" />
        ) : preferences.isError ? (
          <ErrorState onRetry={() => void preferences.refetch()} retrying={preferences.isFetching} />
        ) : (
          <form onSubmit={submit} aria-label="E-mail notifications">
            <FormAlert>{saveError}</FormAlert>
            <ul className="list-group mb-3">
              {preferences.data.data.map((preference) => {
                const checked = chosen[preference.event] ?? preference.email;
                const id = `notification-email-${preference.event}`;
                return (
                  <li key={preference.event} className="list-group-item d-flex align-items-center justify-content-between gap-3">
                    <label htmlFor={id} className="form-check-label flex-grow-1">
                      {preference.label}
                      <span className="d-block small text-body-secondary">In-app: always · E-mail: {checked ? 'on' : 'off'}</span>
                    </label>
                    <div className="form-check form-switch mb-0">
                      <input
                        id={id}
                        className="form-check-input"
                        type="checkbox"
                        role="switch"
                        checked={checked}
                        onChange={(event) => setChosen((current) => ({ ...current, [preference.event]: event.target.checked }))}
                      />
                    </div>
                  </li>
                );
              })}
            </ul>
            <div className="d-flex gap-2">
              <button type="submit" className="btn btn-primary" disabled={!dirty || save.isPending}>
                {save.isPending ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
                Save settings
              </button>
              <button type="button" className="btn btn-outline-secondary" disabled={!dirty || save.isPending} onClick={() => setChosen({})}>
                Undo changes
              </button>
            </div>
          </form>
        )}
      </div>
    </section>
  );
}
