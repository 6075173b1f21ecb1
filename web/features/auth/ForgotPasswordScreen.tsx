import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { ForgotPasswordSchema, type ForgotPasswordInput } from '../../../contracts/auth';
import { FormAlert } from '../../components/form/FormAlert';
import { applyServerErrors } from '../../components/form/serverErrors';
import { SubmitButton } from '../../components/form/SubmitButton';
import { TextField } from '../../components/form/TextField';
import { notify } from '../../lib/toast';
import { AuthHeading } from './AuthHeading';
import { requestPasswordReset } from './authApi';

export default function ForgotPasswordScreen() {
  const [formError, setFormError] = useState<string | null>(null);
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordInput>({ resolver: zodResolver(ForgotPasswordSchema), defaultValues: { email: '' } });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    setSentMessage(null);
    try {
      const message = await requestPasswordReset(values);
      setSentMessage(message);
      notify(message, 'success');
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ['email']));
    }
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
