/** Typed domain errors: each has a stable code and an HTTP status; one handler maps them (server/platform/http/error-handler.ts). */
export type FieldErrors = Record<string, string[]>;

export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly errors?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const unauthenticated = () => new AppError(401, 'unauthenticated', 'Unauthenticated.');
export const forbidden = (message = 'This action is unauthorized.') => new AppError(403, 'forbidden', message);
export const notFound = (message = 'Not found.') => new AppError(404, 'not_found', message);
export const csrfMismatch = () => new AppError(419, 'csrf_mismatch', 'CSRF token mismatch.');
export const passwordConfirmationRequired = () => new AppError(423, 'password_confirmation_required', 'Password confirmation required.');
export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError(429, 'too_many_requests', 'Too many attempts. Please try again later.', undefined, {
    'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });

/** Laravel-style summary: the first message, and how many more there are. */
export function validationMessage(errors: FieldErrors): string {
  const messages = Object.values(errors).flat();
  const first = messages[0] ?? 'The given data was invalid.';
  const more = messages.length - 1;
  return more > 0 ? `${first} (and ${more} more error${more > 1 ? 's' : ''})` : first;
}

export const validationError = (errors: FieldErrors, message?: string) =>
  new AppError(422, 'validation_failed', message ?? validationMessage(errors), errors);

/** A 422 that carries only a message (docs/api.md: reset password, two-factor challenge, phone code). */
export const unprocessable = (message: string, field?: string) =>
  new AppError(422, 'unprocessable', message, field ? { [field]: [message] } : undefined);
