import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormAlert } from '../../components/form/FormAlert';
import { PhoneField } from '../../components/form/PhoneField';
import { applyServerErrors } from '../../components/form/serverErrors';
import { SubmitButton } from '../../components/form/SubmitButton';
import { TextField } from '../../components/form/TextField';
import { notify } from '../../lib/toast';
import { session } from '../../app/session/sessionStore';
import { updateUnverifiedContact } from './onboardingApi';

interface ChangeContactFormProps {
  kind: 'email' | 'phone';
  onDone: () => void;
}

/** Corrects a mistyped e-mail address or phone number while it is still unverified; the server resends the check. */
export function ChangeContactForm({ kind, onDone }: ChangeContactFormProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ email: string; phone: string }>({ defaultValues: { email: '', phone: '' } });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const message = await updateUnverifiedContact(kind === 'email' ? { email: values.email.trim() } : { phone: values.phone });
      notify(message, 'success');
      await session.refresh({ showError: true });
      onDone();
    } catch (error) {
      setFormError(applyServerErrors(error, setError, [kind]));
    }
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
