import { AUTH_MESSAGES } from '../../../contracts/auth';
import { api } from '../../lib/api';
import type { Profile } from '../../app/session/profile';

type Message = { message: string };

/** POST /auth/email/verification-notification → the server's message. */
export const resendVerificationEmail = async () => (await api.post<Message>('/auth/email/verification-notification')).data.message;

/** POST /auth/send-phone-verification-text; the toast says SPEC.md §8's `Verification code sent`. */
export const sendPhoneCode = async () => {
  await api.post<Message>('/auth/send-phone-verification-text');
  return AUTH_MESSAGES.phoneCodeSent;
};

export const verifyPhoneCode = async (code: string) =>
  (await api.post<Message>('/auth/verify-phone-verification-text', { code })).data.message;

/** PUT /auth/unverified-contact/update: corrects a contact that is not verified yet and resends its verification. */
export const updateUnverifiedContact = async (contact: { email: string } | { phone: string }) =>
  (await api.put<Message>('/auth/unverified-contact/update', contact)).data.message;

/** POST /auth/user/profile-information with `_method=PUT` (form-encoded), as the terms screen sends it. */
export async function acceptMarketplaceTerms(user: Profile, userType: string): Promise<Profile> {
  const { data } = await api.override<Profile>('PUT', '/auth/user/profile-information', {
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    phone: user.phone,
    has_accepted_terms: true,
    user_type: userType,
  });
  return data;
}
