import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { LoginInput } from '../../../contracts/auth/auth';
import { CheckboxField } from '../../components/form/CheckboxField';
import { FormAlert } from '../../components/form/FormAlert';
import { lazyZodResolver } from '../../components/form/lazyZodResolver';
import { PasswordField } from '../../components/form/PasswordField';
import { SubmitButton } from '../../components/form/SubmitButton';
import { TextField } from '../../components/form/TextField';
import { useServerForm } from '../../components/form/useServerForm';
import { AuthHeading } from './AuthHeading';
import { logIn } from './authApi';
import { TwoFactorChallengeForm } from './TwoFactorChallengeForm';

/** Set by screens that send the user here for the second login step (reset password → login with 2FA). */
export interface LoginLocationState {
  twoFactor?: boolean;
}

export default function LoginScreen() {
  const location = useLocation();
  const [step, setStep] = useState<'password' | 'two-factor'>(
    (location.state as LoginLocationState | null)?.twoFactor ? 'two-factor' : 'password',
  );
  if (step === 'two-factor') return <TwoFactorChallengeForm onCancel={() => setStep('password')} />;
  return <PasswordStep onTwoFactor={() => setStep('two-factor')} />;
}

// The shared schema (and zod) load on the first input (typing or autofill): /login must stay small (ARCHITECTURE budget).
const loginValidation = lazyZodResolver<LoginInput>(() => import('../../../contracts/auth/auth').then((module) => module.LoginSchema));

function PasswordStep({ onTwoFactor }: { onTwoFactor: () => void }) {
  const {
    register,
    submitWith,
    formError,
    formState: { errors, isSubmitting },
  } = useServerForm<LoginInput>({
    serverFields: ['email', 'password'],
    resolver: loginValidation.resolver,
    defaultValues: { email: '', password: '', remember: false },
  });

  const submit = submitWith(async (values) => {
    if ((await logIn(values)) === 'two-factor') onTwoFactor();
    // Logged in: the logged-out guard now sends the user on.
  });

  return (
    <>
      <AuthHeading title="Log in">Welcome back. Your listings, deals and messages are where you left them.</AuthHeading>
      <FormAlert>{formError}</FormAlert>
      <form onSubmit={submit} onInput={loginValidation.preload} noValidate>
        <TextField
          label="E-mail address"
          type="email"
          autoComplete="email"
          autoFocus
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField label="Password" autoComplete="current-password" error={errors.password?.message} {...register('password')} />
        <div className="d-flex justify-content-between align-items-center flex-wrap gap-2 mb-4">
          <CheckboxField label="Keep me logged in on this device" className="mb-0" {...register('remember')} />
          <Link to="/forget-password" className="small">
            Forgot your password?
          </Link>
        </div>
        <SubmitButton busy={isSubmitting} busyLabel="Logging in…" className="w-100 btn-lg">
          Log in
        </SubmitButton>
      </form>
      <p className="auth-switch">
        New to Lexchange? <Link to="/register">Create an account</Link>
      </p>
    </>
  );
}
