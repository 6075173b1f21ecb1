import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { ProfileInformationSchema } from '../../../contracts/auth/auth';
import type { Profile } from '../../app/session/profile';
import { session } from '../../app/session/sessionStore';
import { FormAlert } from '../../components/form/FormAlert';
import { PhoneField } from '../../components/form/PhoneField';
import { SubmitButton } from '../../components/form/SubmitButton';
import { TextField } from '../../components/form/TextField';
import { useServerForm } from '../../components/form/useServerForm';
import { isApiError } from '../../lib/api';
import { notify } from '../../lib/toast';
import { ProfilePhotoField, type ChosenPhoto } from './ProfilePhotoField';
import {
  contactChanges,
  PROFILE_FIELDS,
  profileFormValues,
  profileRequestFields,
  profileSavedMessage,
  reverificationNotice,
  type ProfileFormValues,
} from './profileForm';
import { updateProfile } from './settingsApi';

const ProfileFormSchema = ProfileInformationSchema.pick({ first_name: true, last_name: true, email: true, phone: true });

const CONTACTS_LOCKED = 'Staff acting as a user cannot change the e-mail address or phone number.';

interface ProfileFormProps {
  user: Profile;
  isImpersonating: boolean;
}

/** Name, photo, e-mail and phone, saved together; a changed contact is unverified until verified again. */
export function ProfileForm({ user, isImpersonating }: ProfileFormProps) {
  const [photo, setPhoto] = useState<ChosenPhoto | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const {
    register,
    control,
    submitWith,
    formError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useServerForm<ProfileFormValues>({
    serverFields: PROFILE_FIELDS,
    resolver: zodResolver(ProfileFormSchema),
    defaultValues: profileFormValues(user),
  });
  const [email, phone] = useWatch({ control, name: ['email', 'phone'] });
  const notice = reverificationNotice(contactChanges(user, { email, phone }));

  const submit = submitWith(
    async (values) => {
      if (photoError) return;
      const changes = contactChanges(user, values);
      const updated = await updateProfile(profileRequestFields(values, photo?.file ?? null));
      reset(profileFormValues(updated));
      setPhoto(null);
      notify(profileSavedMessage(changes), 'success');
      // A changed contact is unverified now: the guards take the user to /verification.
      session.setUser(updated);
    },
    (message, error) => {
      const imageError = isApiError(error) ? error.fieldError('image') : undefined;
      if (imageError) setPhotoError(imageError);
      return imageError ? null : message;
    },
  );

  return (
    <form onSubmit={submit} noValidate aria-labelledby="profile-heading">
      <h2 id="profile-heading" className="h5 mb-3">
        Profile
      </h2>
      <FormAlert>{formError}</FormAlert>
      <ProfilePhotoField
        firstName={user.first_name}
        lastName={user.last_name}
        currentImage={user.image}
        chosen={photo}
        onChoose={setPhoto}
        error={photoError ?? undefined}
        onError={setPhotoError}
        disabled={isSubmitting}
      />
      <div className="row gx-3">
        <div className="col-12 col-md-6">
          <TextField label="First name" autoComplete="given-name" error={errors.first_name?.message} {...register('first_name')} />
        </div>
        <div className="col-12 col-md-6">
          <TextField label="Last name" autoComplete="family-name" error={errors.last_name?.message} {...register('last_name')} />
        </div>
        <div className="col-12 col-md-6">
          <TextField
            label="E-mail address"
            type="email"
            autoComplete="email"
            readOnly={isImpersonating}
            className={isImpersonating ? 'bg-body-tertiary' : undefined}
            hint={isImpersonating ? CONTACTS_LOCKED : user.email_verified_at ? 'Verified.' : 'Not verified yet.'}
            error={errors.email?.message}
            {...register('email')}
          />
        </div>
        <div className="col-12 col-md-6">
          <Controller
            control={control}
            name="phone"
            render={({ field }) => (
              <PhoneField
                label="Mobile phone"
                readOnly={isImpersonating}
                className={isImpersonating ? 'bg-body-tertiary' : undefined}
                hint={
                  isImpersonating
                    ? CONTACTS_LOCKED
                    : user.phone_verified_at
                      ? 'Verified. US numbers have 10 digits; add the country code for others.'
                      : 'Not verified yet.'
                }
                error={errors.phone?.message}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
              />
            )}
          />
        </div>
      </div>
      {notice ? <FormAlert variant="warning">{notice}</FormAlert> : null}
      <SubmitButton busy={isSubmitting} busyLabel="Saving…" disabled={!isDirty && !photo}>
        Save profile
      </SubmitButton>
    </form>
  );
}
