import { declareRoutes } from '../common/route-map';
import type { authRouteSchemas } from './route-schemas';

export const authRoutes = declareRoutes<typeof authRouteSchemas>()({
  login: 'POST /auth/login',
  twoFactorChallenge: 'POST /auth/two-factor-challenge',
  logout: 'POST /auth/logout',
  register: 'POST /auth/register',
  forgotPassword: 'POST /auth/forgot-password',
  resetPassword: 'POST /auth/reset-password',
  verifyEmail: 'GET /auth/email/verify/:id/:hash',
  resendEmailVerification: 'POST /auth/email/verification-notification',
  sendPhoneCode: 'POST /auth/send-phone-verification-text',
  verifyPhoneCode: 'POST /auth/verify-phone-verification-text',
  updateUnverifiedContact: 'PUT /auth/unverified-contact/update',
  updatePassword: 'PUT /auth/user/password',
  confirmPassword: 'POST /auth/user/confirm-password',
  confirmedPasswordStatus: 'GET /auth/user/confirmed-password-status',
  enableTwoFactor: 'POST /auth/user/two-factor-authentication',
  twoFactorCode: 'GET /auth/two-factor-generate-code',
  disableTwoFactor: 'DELETE /auth/two-factor-authentication',
  recoveryCodes: 'GET /auth/user/two-factor-recovery-codes',
  regenerateRecoveryCodes: 'POST /auth/user/two-factor-recovery-codes',
  updateProfile: 'PUT /auth/user/profile-information',
});
