import { z } from 'zod';
import {
  ConfirmPasswordSchema,
  ConfirmedPasswordStatusSchema,
  EMAIL_LINK_INVALID_QUERY,
  EnableTwoFactorResultSchema,
  EnableTwoFactorSchema,
  ForgotPasswordSchema,
  LoginResultSchema,
  LoginSchema,
  MessageSchema,
  PhoneCodeSchema,
  ProfileSchema,
  RecoveryCodesSchema,
  RegisterSchema,
  ResetPasswordSchema,
  TwoFactorChallengeSchema,
  TwoFactorQrCodeSchema,
  UnverifiedContactSchema,
  UpdatePasswordSchema,
  ProfileInformationSchema,
} from './auth';
import type { RouteSchemas } from '../common/route-map';
import { UploadedFileSchema } from '../common/common';

/** A form sent without choosing a file carries an empty value: no new image. */
const ProfileInformationBody = ProfileInformationSchema.extend({
  image: z.preprocess((value) => (value === '' || value === null ? undefined : value), UploadedFileSchema.optional()),
});

/** The schemas of the auth endpoints (paths in ./routes.ts). */
export const authRouteSchemas = {
  login: {
    summary: 'Log in; 5 attempts a minute per e-mail + IP',
    description: '`{ two_factor: true }` means a two-factor challenge is pending in this session (POST /auth/two-factor-challenge).',
    tags: ['auth'],
    body: LoginSchema,
    response: { 200: LoginResultSchema },
  },
  twoFactorChallenge: {
    summary: 'Second login step: an authenticator code or a recovery code; 5 tries a minute',
    tags: ['auth'],
    body: TwoFactorChallengeSchema,
  },
  logout: { summary: 'Log out (ends this session)', tags: ['auth'] },
  register: {
    summary: 'Create an account; logged in at once, a verification e-mail is sent',
    tags: ['auth'],
    body: RegisterSchema,
    response: { 201: ProfileSchema },
  },
  forgotPassword: {
    summary: 'E-mail a password reset link (the same answer whether or not the account exists)',
    tags: ['auth'],
    body: ForgotPasswordSchema,
    response: { 200: MessageSchema },
  },
  resetPassword: {
    summary: 'Set a new password with the e-mailed token (single use, 60 minutes)',
    tags: ['auth'],
    body: ResetPasswordSchema,
    response: { 200: MessageSchema },
  },
  verifyEmail: {
    summary: 'The signed link of the verification e-mail',
    description: `Verifies the address and redirects (302) to /verification. An expired or tampered link, or one sent to an address the account no longer has, redirects to /verification?${EMAIL_LINK_INVALID_QUERY}.`,
    tags: ['auth'],
    params: z.object({ id: z.string().max(20), hash: z.string().max(128) }),
    querystring: z.object({ expires: z.string().max(20).optional(), signature: z.string().max(128).optional() }),
  },
  resendEmailVerification: { summary: 'Send a new verification link', tags: ['auth'], response: { 200: MessageSchema } },
  sendPhoneCode: {
    summary: 'Text a 6-digit code (valid 10 minutes); one a minute, 10 a day',
    tags: ['auth'],
    response: { 200: MessageSchema },
  },
  verifyPhoneCode: {
    summary: 'Check the texted code; 5 wrong codes void it',
    tags: ['auth'],
    body: PhoneCodeSchema,
    response: { 200: MessageSchema },
  },
  updateUnverifiedContact: {
    summary: 'Correct an e-mail or phone that is not verified yet, and resend its verification',
    tags: ['auth'],
    body: UnverifiedContactSchema,
    response: { 200: MessageSchema },
  },
  updatePassword: {
    summary: "Change the password; the user's other sessions end",
    tags: ['auth'],
    body: UpdatePasswordSchema,
    response: { 200: MessageSchema },
  },
  confirmPassword: {
    summary: 'Confirm the password for the next 3 hours of this session',
    tags: ['auth'],
    body: ConfirmPasswordSchema,
    response: { 201: MessageSchema },
  },
  confirmedPasswordStatus: {
    summary: 'Whether the password was confirmed in this session within 3 hours',
    tags: ['auth'],
    response: { 200: ConfirmedPasswordStatusSchema },
  },
  enableTwoFactor: {
    summary: 'Without code: a new pending secret. With code: confirm it and enable two-factor authentication',
    tags: ['two-factor'],
    body: EnableTwoFactorSchema.nullish(),
    response: { 200: EnableTwoFactorResultSchema },
  },
  twoFactorCode: {
    summary: 'QR code (SVG) and otpauth:// URL of the pending, else the active, secret',
    tags: ['two-factor'],
    response: { 200: TwoFactorQrCodeSchema },
  },
  disableTwoFactor: { summary: 'Disable two-factor authentication', tags: ['two-factor'], response: { 200: MessageSchema } },
  recoveryCodes: {
    summary: '8 recovery codes (xxxxx-xxxxx, each single use)',
    description: 'Codes are stored hashed, so showing them issues a new set; the previous set stops working.',
    tags: ['two-factor'],
    response: { 200: RecoveryCodesSchema },
  },
  regenerateRecoveryCodes: {
    summary: 'Issue 8 new recovery codes; the previous ones stop working',
    tags: ['two-factor'],
    response: { 200: RecoveryCodesSchema },
  },
  updateProfile: {
    summary: 'Update the profile (form-encoded, JSON, or multipart with `image`)',
    description:
      'A changed e-mail or phone is unverified again and gets a new verification. Changing user_type or has_accepted_terms rotates the session id. `image`: PNG, JPEG or WebP, at most 5 MB.',
    tags: ['users'],
    body: ProfileInformationBody,
    response: { 200: ProfileSchema },
  },
} satisfies RouteSchemas;
