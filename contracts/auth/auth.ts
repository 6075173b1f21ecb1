/**
 * Request and response schemas of accounts, login, two-factor and contact verification (docs/api.md "Auth and
 * onboarding"). The web's forms use the same schemas through zod resolvers, so nothing here is server-only.
 */
import { z } from 'zod';
import { ROLES, USER_TYPE_KEYS, VERIFICATION_LEVEL_KEYS } from '../users/users';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const PHONE_CODE_LENGTH = 6;

export const AUTH_MESSAGES = {
  badCredentials: 'These credentials do not match our records.',
  deactivated: 'This account has been deactivated. Contact support.',
  emailTaken: 'The email has already been taken.',
  commonPassword: 'This password is one of the most common passwords. Choose a less common one.',
  passwordMismatch: 'The password field confirmation does not match.',
  wrongCurrentPassword: 'The provided password does not match your current password.',
  wrongPassword: 'The provided password was incorrect.',
  phoneCodeSent: 'Verification code sent',
  impersonationRefused: "Staff acting as a user cannot change the user's password, e-mail, phone or two-factor settings.",
} as const;

const requiredString = (label: string) =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? `The ${label} field is required.` : `The ${label} field must be a string.`,
    })
    .trim()
    .min(1, `The ${label} field is required.`);

const nameField = (label: string) => requiredString(label).max(100, `The ${label} field must not be greater than 100 characters.`);

export const EmailSchema = requiredString('email')
  .toLowerCase()
  .max(255, 'The email field must not be greater than 255 characters.')
  .email('The email field must be a valid email address.');

/** Digits only: 10 for a US number, 11 with the country code (docs/product.md "Validation and display"). */
export function normalizePhone(value: string): string {
  return value.replace(/\D/g, '');
}

/** E.164 for the SMS provider: a 10-digit number is a US (+1) number. */
export function phoneToE164(digits: string): string {
  return digits.length === 10 ? `+1${digits}` : `+${digits}`;
}

export const PhoneSchema = requiredString('phone')
  .max(30, 'The phone field must be a valid phone number.')
  .transform(normalizePhone)
  .refine((digits) => digits.length === 10 || digits.length === 11, 'The phone field must have 10 digits, or 11 with the country code.');

/** Length only: the server also refuses the most common passwords. */
export const PasswordSchema = z
  .string({ error: 'The password field is required.' })
  .min(PASSWORD_MIN_LENGTH, `The password field must be at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `The password field must not be greater than ${PASSWORD_MAX_LENGTH} characters.`);

const currentPassword = (label: string) =>
  z
    .string({ error: `The ${label} field is required.` })
    .min(1, `The ${label} field is required.`)
    .max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.wrongPassword);

/** "1", "true", "on" (forms) and true are true; "0", "false", "" and false are false. */
export const FormBooleanSchema = z.preprocess(
  (value) => {
    if (value === true || value === 'true' || value === '1' || value === 'on' || value === 1) return true;
    if (value === false || value === 'false' || value === '0' || value === '' || value === 0) return false;
    return value;
  },
  z.boolean({ error: 'The field must be true or false.' }),
);

function confirmed<S extends z.ZodType<{ password: string; password_confirmation: string }>>(schema: S): S {
  return schema.refine((body) => body.password === body.password_confirmation, {
    message: AUTH_MESSAGES.passwordMismatch,
    path: ['password'],
  });
}

export const RegisterSchema = confirmed(
  z.object({
    first_name: nameField('first name'),
    last_name: nameField('last name'),
    email: EmailSchema,
    phone: PhoneSchema,
    password: PasswordSchema,
    password_confirmation: z.string({ error: 'The password confirmation field is required.' }),
  }),
);
export type RegisterInput = z.input<typeof RegisterSchema>;

export const LoginSchema = z.object({
  email: EmailSchema,
  password: currentPassword('password'),
  remember: FormBooleanSchema.optional(),
});
export type LoginInput = z.input<typeof LoginSchema>;

export const LoginResultSchema = z.object({ two_factor: z.boolean() });

export const TwoFactorChallengeSchema = z
  .object({
    code: z.string().trim().max(20).optional(),
    recovery_code: z.string().trim().max(40).optional(),
  })
  .refine((body) => Boolean(body.code) || Boolean(body.recovery_code), {
    message: 'Enter the code from your authenticator app or a recovery code.',
    path: ['code'],
  });
export type TwoFactorChallengeInput = z.input<typeof TwoFactorChallengeSchema>;

export const ForgotPasswordSchema = z.object({ email: EmailSchema });
export type ForgotPasswordInput = z.input<typeof ForgotPasswordSchema>;

export const ResetPasswordSchema = confirmed(
  z.object({
    token: requiredString('token').max(200, 'This password reset link is invalid.'),
    email: EmailSchema,
    password: PasswordSchema,
    password_confirmation: z.string({ error: 'The password confirmation field is required.' }),
  }),
);
export type ResetPasswordInput = z.input<typeof ResetPasswordSchema>;

export const PhoneCodeSchema = z.object({
  code: requiredString('code').regex(/^\d{6}$/, `Enter the ${PHONE_CODE_LENGTH}-digit code we sent you.`),
});
export type PhoneCodeInput = z.input<typeof PhoneCodeSchema>;

const blankAsMissing = (value: unknown) => (value === '' || value === null ? undefined : value);

export const UnverifiedContactSchema = z
  .object({ email: z.preprocess(blankAsMissing, EmailSchema.optional()), phone: z.preprocess(blankAsMissing, PhoneSchema.optional()) })
  .refine((body) => body.email !== undefined || body.phone !== undefined, {
    message: 'Enter a new e-mail address or phone number.',
    path: ['email'],
  });
export type UnverifiedContactInput = z.input<typeof UnverifiedContactSchema>;

/** The text fields of Settings → Account and the marketplace terms screen; the server adds the optional `image` file. */
export const ProfileInformationSchema = z.object({
  first_name: nameField('first name'),
  last_name: nameField('last name'),
  email: EmailSchema,
  phone: PhoneSchema,
  user_type: z.enum(USER_TYPE_KEYS, { error: 'The selected user type is invalid.' }).optional(),
  has_accepted_terms: FormBooleanSchema.optional(),
});
export type ProfileInformationInput = z.input<typeof ProfileInformationSchema>;

export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const PROFILE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

export const UpdatePasswordSchema = confirmed(
  z.object({
    current_password: currentPassword('current password'),
    password: PasswordSchema,
    password_confirmation: z.string({ error: 'The password confirmation field is required.' }),
  }),
);
export type UpdatePasswordInput = z.input<typeof UpdatePasswordSchema>;

export const ConfirmPasswordSchema = z.object({ password: currentPassword('password') });
export type ConfirmPasswordInput = z.input<typeof ConfirmPasswordSchema>;

export const EnableTwoFactorSchema = z.object({ code: z.string().trim().max(20).optional() });
export type EnableTwoFactorInput = z.input<typeof EnableTwoFactorSchema>;

export const MessageSchema = z.object({ message: z.string() });
export const TwoFactorQrCodeSchema = z.object({ svg: z.string(), url: z.string() });
export const EnableTwoFactorResultSchema = z.object({
  message: z.string(),
  two_factor_enabled: z.boolean(),
  svg: z.string().optional(),
  url: z.string().optional(),
  recovery_codes: z.array(z.string()).optional(),
});
export const RecoveryCodesSchema = z.array(z.string());
export const ConfirmedPasswordStatusSchema = z.object({ confirmed: z.boolean() });

/** GET /profile: docs/product.md "Entities" user fields at top level, plus two_factor_enabled and verification_level. */
export const ProfileSchema = z.object({
  id: z.number(),
  image: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  full_name: z.string(),
  unique_id: z.string(),
  role: z.enum(ROLES),
  user_type: z.string().nullable(),
  has_accepted_terms: z.boolean(),
  completed_survey: z.boolean(),
  email_verified_at: z.string().nullable(),
  phone_verified_at: z.string().nullable(),
  active: z.boolean(),
  two_factor_enabled: z.boolean(),
  verification_level: z.enum(VERIFICATION_LEVEL_KEYS),
});
export type Profile = z.infer<typeof ProfileSchema>;

/** The query the e-mail verification redirect adds when a link is expired or tampered with. */
export const EMAIL_LINK_INVALID_QUERY = 'email_link=invalid';

/** Marketing surveys (docs/product.md "Surveys"); form ids come from GET /config. */
export const FormCheckQuerySchema = z.object({ form_id: requiredString('form id').max(100, 'The selected form is invalid.') });
export const FormCheckResultSchema = z.object({ is_submitted: z.boolean() });

export const FormSubmissionSchema = z.object({
  form_id: requiredString('form id').max(100, 'The selected form is invalid.'),
  answers: z
    .record(z.string().max(100), z.unknown(), { error: 'The answers field must be an object.' })
    .refine((answers) => Object.keys(answers).length <= 200, 'Too many answers.')
    .refine((answers) => JSON.stringify(answers).length <= 50_000, 'The answers are too long.'),
});
export type FormSubmissionInput = z.input<typeof FormSubmissionSchema>;
export const FormSubmissionResultSchema = z.object({ id: z.number(), form_id: z.string(), created_at: z.string() });
