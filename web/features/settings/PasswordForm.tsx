import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_MIN_LENGTH, UpdatePasswordSchema, type UpdatePasswordInput } from '../../../contracts/auth/auth';
import { FormAlert } from '../../components/form/FormAlert';
import { PasswordField } from '../../components/form/PasswordField';
import { SubmitButton } from '../../components/form/SubmitButton';
import { useServerForm } from '../../components/form/useServerForm';
import { notify } from '../../lib/toast';
import { SecurityLockedNotice } from './SecurityLockedNotice';
import { updatePassword } from './settingsApi';

const FIELDS = ['current_password', 'password', 'password_confirmation'] as const;
const EMPTY: UpdatePasswordInput = { current_password: '', password: '', password_confirmation: '' };

/** Changing the password ends every other session of the user; this one stays logged in. */
export function PasswordForm({ locked }: { locked: boolean }) {
  const {
    register,
    submitWith,
    formError,
    reset,
    formState: { errors, isSubmitting },
  } = useServerForm<UpdatePasswordInput>({ serverFields: FIELDS, resolver: zodResolver(UpdatePasswordSchema), defaultValues: EMPTY });

  const submit = submitWith(async (values) => {
    const message = await updatePassword(values);
    reset(EMPTY);
    notify(`${message} You are logged out everywhere else.`, 'success');
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby="password-heading">
      <h2 id="password-heading" className="h5 mb-2">
        Password
      </h2>
      <p className="text-body-secondary small">
        Saving a new password logs you out on every other browser and device. You stay logged in here.
      </p>
      {locked ? <SecurityLockedNotice /> : null}
      <FormAlert>{formError}</FormAlert>
      <fieldset disabled={locked}>
        <legend className="visually-hidden">Change your password</legend>
        <div className="row gx-3">
          <div className="col-12 col-md-6">
            <PasswordField
              label="Current password"
              autoComplete="current-password"
              error={errors.current_password?.message}
              {...register('current_password')}
            />
          </div>
        </div>
        <div className="row gx-3">
          <div className="col-12 col-md-6">
            <PasswordField
              label="New password"
              autoComplete="new-password"
              hint={`At least ${PASSWORD_MIN_LENGTH} characters. Common passwords are refused.`}
              error={errors.password?.message}
              {...register('password')}
            />
          </div>
          <div className="col-12 col-md-6">
            <PasswordField
              label="Confirm new password"
              autoComplete="new-password"
              error={errors.password_confirmation?.message}
              {...register('password_confirmation')}
            />
          </div>
        </div>
        <SubmitButton busy={isSubmitting} busyLabel="Saving…" variant="primary">
          Change password
        </SubmitButton>
      </fieldset>
    </form>
  );
}
