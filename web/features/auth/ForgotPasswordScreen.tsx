import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Link } from 'react-router';
import { ForgotPasswordSchema, type ForgotPasswordInput } from '../../../contracts/auth/auth';
import { FormAlert } from '../../components/form/FormAlert';
import { SubmitButton } from '../../components/form/SubmitButton';
import { TextField } from '../../components/form/TextField';
import { useServerForm } from '../../components/form/useServerForm';
import { notify } from '../../lib/toast';
import { AuthHeading } from './AuthHeading';
import { requestPasswordReset } from './authApi';

export default function ForgotPasswordScreen() {
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const {
    register,
    submitWith,
    formError,
    formState: { errors, isSubmitting },
  } = useServerForm<ForgotPasswordInput>({
    serverFields: ['email'],
    resolver: zodResolver(ForgotPasswordSchema),
    defaultValues: { email: '' },
  });

  const submit = submitWith(async (values) => {
    setSentMessage(null);
    const message = await requestPasswordReset(values);
    setSentMessage(message);
    notify(message, 'success');
  });

  return (
    <>
      <AuthHeading title="Reset your password">
        Enter the e-mail address of your account and we will send you a link to choose a new password.
      </AuthHeading>
      <FormAlert>{formError}</FormAlert>
      <FormAlert variant="success">{sentMessage}</FormAlert>
      <form onSubmit={submit} noValidate>
        <TextField
          label="E-mail address"
          type="email"
          autoComplete="email"
          autoFocus
          error={errors.email?.message}
          {...register('email')}
        />
        <SubmitButton busy={isSubmitting} busyLabel="Sending…" className="w-100 btn-lg">
          {sentMessage ? 'Send the link again' : 'Send reset link'}
        </SubmitButton>
      </form>
      <p className="auth-switch">
        Remembered it? <Link to="/login">Back to log in</Link>
      </p>
    </>
  );
}
