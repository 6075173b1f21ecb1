/** Settings → Account's profile form: its values, what changed, and the body POST /auth/user/profile-information takes. */
import { PROFILE_IMAGE_MAX_BYTES, PROFILE_IMAGE_TYPES } from '../../../contracts/auth/auth';
import { normalizePhone } from '../../../contracts/format/phone';
import type { Profile } from '../../app/session/profile';
import type { FormFields } from '../../lib/api';

export interface ProfileFormValues {
  first_name: string;
  last_name: string;
  email: string;
  /** Digits only; the field shows them in docs/product.md "Validation and display"'s phone format. */
  phone: string;
}

/** The server's own wording (server/modules/users/profile-image.ts), checked here first so nothing big is sent. */
export const PHOTO_MESSAGES = {
  type: 'The image must be a PNG, JPEG or WebP file.',
  size: 'The image must not be greater than 5 MB.',
} as const;

export const PROFILE_FIELDS = ['first_name', 'last_name', 'email', 'phone'] as const;

export function profileFormValues(user: Profile): ProfileFormValues {
  return { first_name: user.first_name, last_name: user.last_name, email: user.email, phone: normalizePhone(user.phone) };
}

export interface ContactChanges {
  email: boolean;
  phone: boolean;
}

/** Which contacts the form changes; each changed one must be verified again after saving (docs/api.md). */
export function contactChanges(user: Pick<Profile, 'email' | 'phone'>, values: Pick<ProfileFormValues, 'email' | 'phone'>): ContactChanges {
  return {
    email: values.email.trim().toLowerCase() !== user.email.trim().toLowerCase(),
    phone: normalizePhone(values.phone) !== normalizePhone(user.phone),
  };
}

/** The method-override body; the photo makes it multipart. Staff acting as the user send the contacts unchanged. */
export function profileRequestFields(values: ProfileFormValues, photo: File | null): FormFields {
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    email: values.email.trim(),
    phone: normalizePhone(values.phone),
    ...(photo ? { image: photo } : {}),
  };
}

/** Null when the file can be sent, else the message to show beside the photo field. */
export function checkPhoto(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(PROFILE_IMAGE_TYPES as readonly string[]).includes(file.type)) return PHOTO_MESSAGES.type;
  if (file.size > PROFILE_IMAGE_MAX_BYTES) return PHOTO_MESSAGES.size;
  return null;
}

/** What the success toast says; a changed contact is named, since the app asks for it to be verified next. */
export function profileSavedMessage(changes: ContactChanges): string {
  if (changes.email && changes.phone) return 'Your profile is saved. Verify your new e-mail address and phone number to continue.';
  if (changes.email) return 'Your profile is saved. Verify your new e-mail address to continue.';
  if (changes.phone) return 'Your profile is saved. Verify your new phone number to continue.';
  return 'Your profile is saved.';
}

/** The warning shown while a contact is edited, before saving. */
export function reverificationNotice(changes: ContactChanges): string | null {
  const changed = [changes.email ? 'e-mail address' : null, changes.phone ? 'phone number' : null].filter(Boolean).join(' and ');
  if (!changed) return null;
  return `After you save, your new ${changed} must be verified again. We will send a new verification, and Lexchange opens the verification page until it is done.`;
}
