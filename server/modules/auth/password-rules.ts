import { dictionary } from '@zxcvbn-ts/language-common';
import { AUTH_MESSAGES } from '../../../contracts/auth/auth';
import { validationError } from '../../platform/errors';

/** docs/api.md: refuse the 10,000 most common passwords. zxcvbn-ts ships its list ranked by frequency, most common first. */
export const COMMON_PASSWORD_COUNT = 10_000;

let commonPasswords: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(dictionary['passwords-common'].slice(0, COMMON_PASSWORD_COUNT));
  return commonPasswords.has(password.toLowerCase());
}

/** The rule the shared schema cannot carry (the list stays on the server): throws 422 on the given field. */
export function assertPasswordAllowed(password: string, field = 'password'): void {
  if (isCommonPassword(password)) throw validationError({ [field]: [AUTH_MESSAGES.commonPassword] });
}
