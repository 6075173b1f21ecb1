import { AUTH_MESSAGES } from '../../../contracts/auth/auth';
import { authRoutes } from '../../../contracts/auth/routes';
import { callApi } from '../../lib/callApi';
import type { Profile } from '../../app/session/profile';

/** POST /auth/email/verification-notification → the server's message. */
export const resendVerificationEmail = async () => (await callApi(authRoutes.resendEmailVerification)).message;

/** POST /auth/send-phone-verification-text; the toast says docs/product.md "Messages"'s `Verification code sent`. */
export const sendPhoneCode = async () => {
  await callApi(authRoutes.sendPhoneCode);
  return AUTH_MESSAGES.phoneCodeSent;
};

export const verifyPhoneCode = async (code: string) => (await callApi(authRoutes.verifyPhoneCode, { body: { code } })).message;

/** PUT /auth/unverified-contact/update: corrects a contact that is not verified yet and resends its verification. */
export const updateUnverifiedContact = async (contact: { email: string } | { phone: string }) =>
  (await callApi(authRoutes.updateUnverifiedContact, { body: contact })).message;

/** POST /auth/user/profile-information with `_method=PUT` (form-encoded), as the terms screen sends it. */
export async function acceptMarketplaceTerms(user: Profile, userType: string): Promise<Profile> {
  const form = {
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    phone: user.phone,
    has_accepted_terms: true,
    user_type: userType,
  };
  return (await callApi(authRoutes.updateProfile, { form })) as Profile;
}
