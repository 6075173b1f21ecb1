import { zodResolver } from '@hookform/resolvers/zod';
import { Controller } from 'react-hook-form';
import { Link } from 'react-router';
import { PASSWORD_MIN_LENGTH, RegisterSchema, type RegisterInput } from '../../../contracts/auth/auth';
import { FormAlert } from '../../components/form/FormAlert';
import { PasswordField } from '../../components/form/PasswordField';
import { PhoneField } from '../../components/form/PhoneField';
import { SubmitButton } from '../../components/form/SubmitButton';
import { TextField } from '../../components/form/TextField';
import { useServerForm } from '../../components/form/useServerForm';
import { AuthHeading } from './AuthHeading';
import { register as registerAccount } from './authApi';

const FIELDS = ['first_name', 'last_name', 'email', 'phone', 'password', 'password_confirmation'] as const;

export default function RegisterScreen() {
  const {
    register,
    control,
    submitWith,
    formError,
    formState: { errors, isSubmitting },
  } = useServerForm<RegisterInput>({
    serverFields: FIELDS,
    resolver: zodResolver(RegisterSchema),
    defaultValues: { first_name: '', last_name: '', email: '', phone: '', password: '', password_confirmation: '' },
  });

  const submit = submitWith(async (values) => {
    await registerAccount(values);
    // Registered and logged in: the guards continue with contact verification.
  });

  return (
    <>
      <AuthHeading title="Create your account">
        Buying, selling or valuing a practice starts here. We verify your e-mail and phone next, so use ones you can reach now.
      </AuthHeading>
      <FormAlert>{formError}</FormAlert>
      <form onSubmit={submit} noValidate>
        <div className="row g-0 gx-sm-3">
          <div className="col-12 col-sm-6">
            <TextField
              label="First name"
              autoComplete="given-name"
              autoFocus
              error={errors.first_name?.message}
              {...register('first_name')}
            />
          </div>
          <div className="col-12 col-sm-6">
            <TextField label="Last name" autoComplete="family-name" error={errors.last_name?.message} {...register('last_name')} />
          </div>
        </div>
        <TextField label="E-mail address" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
        <Controller
          control={control}
          name="phone"
          render={({ field }) => (
            <PhoneField
              label="Mobile phone"
              hint="We text a 6-digit code to this number. US numbers need 10 digits; add the country code for others."
              error={errors.phone?.message}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
            />
          )}
        />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters. Common passwords are refused.`}
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          label="Confirm password"
          autoComplete="new-password"
          error={errors.password_confirmation?.message}
          {...register('password_confirmation')}
        />
        <p className="small text-body-secondary">
          By creating an account you agree to the <Link to="/terms-and-conditions">terms and conditions</Link> and the{' '}
          <Link to="/privacy-policy">privacy policy</Link>.
        </p>
        <SubmitButton busy={isSubmitting} busyLabel="Creating your account…" className="w-100 btn-lg">
          Create account
        </SubmitButton>
      </form>
      <p className="auth-switch">
        Already have an account? <Link to="/login">Log in</Link>
      </p>
    </>
  );
}
