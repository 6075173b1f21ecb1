import { Controller } from 'react-hook-form';
import { FormAlert } from '../../components/form/FormAlert';
import { PhoneField } from '../../components/form/PhoneField';
import { SubmitButton } from '../../components/form/SubmitButton';
import { TextField } from '../../components/form/TextField';
import { useServerForm } from '../../components/form/useServerForm';
import { notify } from '../../lib/toast';
import { session } from '../../app/session/sessionStore';
import { updateUnverifiedContact } from './contactVerificationApi';

interface ChangeContactFormProps {
  kind: 'email' | 'phone';
  onDone: () => void;
}

/** Corrects a mistyped e-mail address or phone number while it is still unverified; the server resends the check. */
export function ChangeContactForm({ kind, onDone }: ChangeContactFormProps) {
  const {
    register,
    control,
    submitWith,
    formError,
    formState: { errors, isSubmitting },
  } = useServerForm<{ email: string; phone: string }>({ serverFields: [kind], defaultValues: { email: '', phone: '' } });

  const submit = submitWith(async (values) => {
    const message = await updateUnverifiedContact(kind === 'email' ? { email: values.email.trim() } : { phone: values.phone });
    notify(message, 'success');
    await session.refresh({ showError: true });
    onDone();
  });

  return (
    <form onSubmit={submit} noValidate className="change-contact mt-3">
      <FormAlert>{formError}</FormAlert>
      {kind === 'email' ? (
        <TextField
          label="Correct e-mail address"
          type="email"
          autoComplete="email"
          autoFocus
          error={errors.email?.message}
          {...register('email', { required: 'Enter the e-mail address to use.' })}
        />
      ) : (
        <Controller
          control={control}
          name="phone"
          rules={{ validate: (digits) => digits.length === 10 || digits.length === 11 || 'Enter 10 digits, or 11 with the country code.' }}
          render={({ field }) => (
            <PhoneField
              label="Correct mobile phone"
              autoFocus
              error={errors.phone?.message}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
            />
          )}
        />
      )}
      <div className="d-flex gap-2">
        <SubmitButton busy={isSubmitting} busyLabel="Saving…" variant="primary">
          Save and resend
        </SubmitButton>
        <button type="button" className="btn btn-outline-secondary" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
