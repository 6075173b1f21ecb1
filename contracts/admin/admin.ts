/** The staff area's shapes: the users table, activation, deletion, impersonation and the audit trail (docs/product.md "Staff area", "Messages"). */
import { z } from 'zod';
import { BooleanInputSchema, PaginationMetaSchema, type QueryParams } from '../common/common';
import { ROLES, USER_TYPE_KEYS, VERIFICATION_LEVEL_KEYS } from '../users/users';

/** docs/product.md "Messages" success messages, word for word. */
export const ADMIN_MESSAGES = {
  activated: 'User is now active.',
  deactivated: 'User is now inactive.',
  deleted: 'The user with his/her listings are deleted successfully.',
} as const;

export const ADMIN_ERRORS = {
  userNotFound: 'This user does not exist.',
  selfDeactivate: 'You cannot deactivate your own account.',
  selfDelete: 'You cannot delete your own account.',
  deleteStaff: 'Staff accounts cannot be deleted here.',
  confirmName: "Type the user's full name exactly to confirm.",
  selfImpersonate: 'You cannot impersonate yourself.',
  impersonateStaff: 'Staff accounts cannot be impersonated.',
  impersonateInactive: 'Inactive users cannot be impersonated. Set the user active first.',
  nestedImpersonation: 'Leave the current impersonation first.',
  notImpersonating: 'You are not impersonating anyone.',
  staffGone: 'Your staff account can no longer be used. Log in again.',
} as const;

export const ADMIN_USER_SORT_FIELDS = [
  'name',
  'email',
  'unique_id',
  'user_type',
  'role',
  'verification_level',
  'active',
  'created_at',
] as const;
export type AdminUserSortField = (typeof ADMIN_USER_SORT_FIELDS)[number];
/** `field` ascending, `-field` descending (JSON:API style, as the list conventions use). */
export const ADMIN_USER_SORTS = ADMIN_USER_SORT_FIELDS.flatMap((field) => [field, `-${field}`]) as [string, ...string[]];
export const DEFAULT_ADMIN_USER_SORT = '-created_at';
export const ADMIN_USERS_PER_PAGE = 25;
export const ADMIN_USERS_MAX_PER_PAGE = 100;

/** `none` finds users who have not chosen a type yet (null or '-'). */
export const ADMIN_USER_TYPE_FILTERS = [...USER_TYPE_KEYS, 'none'] as const;

/**
 * GET /users query. Bracketed keys (`filter[role]`) reach the server as literal keys, so they are declared
 * literally; `search` and `filter[search]` both search name, e-mail and unique id.
 */
export const AdminUsersQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(ADMIN_USERS_MAX_PER_PAGE).default(ADMIN_USERS_PER_PAGE),
  sort: z.enum(ADMIN_USER_SORTS).default(DEFAULT_ADMIN_USER_SORT),
  search: z.string().trim().max(200).optional(),
  'filter[search]': z.string().trim().max(200).optional(),
  'filter[user_type]': z.enum(ADMIN_USER_TYPE_FILTERS).optional(),
  'filter[role]': z.enum(ROLES).optional(),
  'filter[active]': BooleanInputSchema.optional(),
  'filter[verification_level]': z.enum(VERIFICATION_LEVEL_KEYS).optional(),
});
export type AdminUsersQueryInput = z.input<typeof AdminUsersQuerySchema>;
/** GET /users's query as the staff screen sends it. */
export type AdminUsersQueryParams = QueryParams<typeof AdminUsersQuerySchema>;

export const AdminUserSchema = z.object({
  id: z.number().int(),
  unique_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  email: z.string(),
  phone: z.string(),
  role: z.string(),
  user_type: z.string().nullable(),
  verification_level: z.string(),
  active: z.boolean(),
  has_accepted_terms: z.boolean(),
  email_verified_at: z.string().nullable(),
  phone_verified_at: z.string().nullable(),
  created_at: z.string(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const AdminUserListSchema = z.object({ data: z.array(AdminUserSchema), meta: PaginationMetaSchema });
export type AdminUserList = z.infer<typeof AdminUserListSchema>;

/** One write made by staff while acting as a user (staff acting as a member never act silently: docs/product.md "Roles"). Never bodies or passwords. */
export const AuditEntrySchema = z.object({
  id: z.number().int(),
  staff_id: z.number().int(),
  staff_name: z.string().nullable(),
  user_id: z.number().int(),
  user_name: z.string().nullable(),
  method: z.string(),
  route: z.string(),
  status: z.number().int(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AdminUserDetailSchema = z.object({ user: AdminUserSchema, audit_entries: z.array(AuditEntrySchema) });
export type AdminUserDetail = z.infer<typeof AdminUserDetailSchema>;

export const SetUserActiveSchema = z.object({ active: BooleanInputSchema });
export type SetUserActiveInput = z.input<typeof SetUserActiveSchema>;
export const SetUserActiveResponseSchema = z.object({ message: z.string(), user: AdminUserSchema });

export const DeleteUserSchema = z.object({ confirm_name: z.string().max(300) });
export type DeleteUserInput = z.infer<typeof DeleteUserSchema>;
export const MessageResponseSchema = z.object({ message: z.string() });

export const ImpersonationCheckSchema = z.object({ is_impersonating: z.boolean() });
export type ImpersonationCheck = z.infer<typeof ImpersonationCheckSchema>;
export const ImpersonationTakeSchema = z.object({ is_impersonating: z.literal(true), user: AdminUserSchema });

/** The typed confirmation of a deletion: the full name, ignoring surrounding and repeated spaces, same case. */
export function confirmsFullName(typed: string, fullName: string): boolean {
  const normalise = (text: string) => text.trim().replace(/\s+/g, ' ');
  return normalise(typed).length > 0 && normalise(typed) === normalise(fullName);
}
