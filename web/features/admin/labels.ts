import { userTypeLabel, verificationLabel } from '../../../contracts/users';

export { userTypeLabel };

export const roleLabel = (role: string) => (role === 'admin' ? 'Staff' : 'Member');

export { verificationLabel };

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export const formatDate = (iso: string) => dateFormat.format(new Date(iso));
export const formatDateTime = (iso: string) => dateTimeFormat.format(new Date(iso));
