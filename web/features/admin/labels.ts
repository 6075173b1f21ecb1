import { userTypeLabel, verificationLabel } from '../../../contracts/users/users';

export { userTypeLabel };

export const roleLabel = (role: string) => (role === 'admin' ? 'Staff' : 'Member');

export { verificationLabel };
