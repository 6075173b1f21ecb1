/** User types, groups, roles and verification levels as docs/product.md "Entities", "Roles" define them. */
export const USER_TYPES = [
  { key: 'buying', label: 'Buying a law practice' },
  { key: 'selling', label: 'Selling my law practice' },
  { key: 'valuing', label: 'Valuing my law practice' },
  { key: 'other', label: 'Other (exploring, advising or investing)' },
] as const;

export type UserTypeKey = (typeof USER_TYPES)[number]['key'];
export const USER_TYPE_KEYS = USER_TYPES.map((type) => type.key) as [UserTypeKey, ...UserTypeKey[]];

export const BUYER_GROUP = ['buyer', 'buying', 'other'] as const;
export const SELLER_GROUP = ['seller', 'selling', 'valuing'] as const;

export type UserGroup = 'buyer' | 'seller' | 'none';

/** '-' counts as no user type (docs/product.md "Entities"). */
export function hasUserType(userType: string | null | undefined): boolean {
  return Boolean(userType) && userType !== '-';
}

/** What a person reads for a user type (docs/product.md "Entities"), never the stored key. */
export function userTypeLabel(userType: string | null | undefined): string {
  if (!hasUserType(userType)) return 'No type yet';
  return USER_TYPES.find((type) => type.key === userType)?.label ?? 'Other';
}

export function userGroup(userType: string | null | undefined): UserGroup {
  if (!hasUserType(userType)) return 'none';
  if ((SELLER_GROUP as readonly string[]).includes(userType!)) return 'seller';
  if ((BUYER_GROUP as readonly string[]).includes(userType!)) return 'buyer';
  return 'none';
}

export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const VERIFICATION_LEVELS = [
  { key: 'unverified', label: 'Unverified' },
  { key: 'VI', label: 'Identity Verified' },
  { key: 'VBO', label: 'Owner Verified' },
  { key: 'VFL', label: 'Valuation Verified' },
  { key: 'VLP', label: 'Funds Verified' },
] as const;

export type VerificationLevelKey = (typeof VERIFICATION_LEVELS)[number]['key'];
export const VERIFICATION_LEVEL_KEYS = VERIFICATION_LEVELS.map((level) => level.key) as [VerificationLevelKey, ...VerificationLevelKey[]];

export function verificationLabel(key: string): string {
  return VERIFICATION_LEVELS.find((level) => level.key === key)?.label ?? 'Unverified';
}
