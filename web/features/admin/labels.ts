import { hasUserType, USER_TYPES, verificationLabel } from '../../../contracts/users';

export function userTypeLabel(userType: string | null): string {
  if (!hasUserType(userType)) return 'No type yet';
  return USER_TYPES.find((type) => type.key === userType)?.label ?? userType!;
}

export const roleLabel = (role: string) => (role === 'admin' ? 'Staff' : 'Member');

export { verificationLabel };

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export const formatDate = (iso: string) => dateFormat.format(new Date(iso));
export const formatDateTime = (iso: string) => dateTimeFormat.format(new Date(iso));
