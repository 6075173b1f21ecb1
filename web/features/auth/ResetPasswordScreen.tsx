import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PASSWORD_MIN_LENGTH, ResetPasswordSchema, type ResetPasswordInput } from '../../../contracts/auth/auth';
import { FormAlert } from '../../components/form/FormAlert';
import { PasswordField } from '../../components/form/PasswordField';
import { SubmitButton } from '../../components/form/SubmitButton';
import { TextField } from '../../components/form/TextField';
import { useServerForm } from '../../components/form/useServerForm';
import { AuthHeading } from './AuthHeading';
import { resetPassword } from './authApi';
import type { LoginLocationState } from './LoginScreen';

export default function ResetPasswordScreen() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const {
    register,
    submitWith,
    formError,
    formState: { errors, isSubmitting },
  } = useServerForm<ResetPasswordInput>({
    serverFields: ['email', 'password', 'password_confirmation'],
    resolver: zodResolver(ResetPasswordSchema),
    defaultValues: { token, email: params.get('email') ?? '', password: '', password_confirmation: '' },
  });

  if (!token) {
    return (
      <>
        <AuthHeading title="This link is incomplete">
          The password reset link is missing its token. Links from our e-mails work once and for 60 minutes.
        </AuthHeading>
        <Link to="/forget-password" className="btn btn-accent btn-lg w-100">
          Request a new link
        </Link>
      </>
    );
  }

  const submit = submitWith(async (values) => {
    const outcome = await resetPassword(values);
    if (outcome === 'two-factor') navigate('/login', { replace: true, state: { twoFactor: true } satisfies LoginLocationState });
    // 'logged-in': the logged-out guard sends the user on.
  });

  return (
    <>
      <AuthHeading title="Choose a new password">You will be logged in as soon as it is saved.</AuthHeading>
      <FormAlert>
        {formError ? (
          <>
            {formError} <Link to="/forget-password">Request a new link</Link>
          </>
        ) : null}
      </FormAlert>
      <form onSubmit={submit} noValidate>
        <input type="hidden" {...register('token')} />
        <TextField label="E-mail address" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
        <PasswordField
          label="New password"
          autoComplete="new-password"
          autoFocus
          hint={`At least ${PASSWORD_MIN_LENGTH} characters. Common passwords are refused.`}
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          label="Confirm new password"
          autoComplete="new-password"
          error={errors.password_confirmation?.message}
          {...register('password_confirmation')}
        />
        <SubmitButton busy={isSubmitting} busyLabel="Saving…" className="w-100 btn-lg">
          Save password and log in
        </SubmitButton>
      </form>
    </>
  );
}
