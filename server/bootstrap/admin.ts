import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../platform/db/database';
import { hashPassword, verifyPassword } from '../modules/auth/password';
import { users } from '../modules/users/users.table';
import { withUniqueId } from '../modules/users/unique-id';

export const LOCAL_ADMIN_EMAIL = 'admin@lexchange.local';

export interface BootstrapAdminOptions {
  /** ADMIN_EMAIL and ADMIN_PASSWORD, when both are set. */
  admin?: { email: string; password: string };
  /** No DATABASE_URL: a local install that should be usable without configuring anything. */
  embedded: boolean;
  log: (line: string) => void;
  now?: Date;
}

export type BootstrapResult =
  { action: 'created' | 'updated' | 'unchanged'; email: string; generatedPassword?: string } | { action: 'skipped' };

/** Everything a staff account needs to pass the access gates (docs/product.md "Access gates") without onboarding. */
function staffFields() {
  return { role: 'admin', userType: 'other', active: true, hasAcceptedTerms: true };
}

async function upsertAdmin(tx: Db, email: string, password: string, now: Date): Promise<'created' | 'updated' | 'unchanged'> {
  const [existing] = await tx
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  if (!existing) {
    const passwordHash = await hashPassword(password);
    await withUniqueId((uniqueId) =>
      tx.insert(users).values({
        uniqueId,
        firstName: 'Lexchange',
        lastName: 'Staff',
        email,
        phone: '5550100000',
        passwordHash,
        ...staffFields(),
        termsAcceptedAt: now,
        emailVerifiedAt: now,
        phoneVerifiedAt: now,
      }),
    );
    return 'created';
  }
  const passwordMatches = await verifyPassword(existing.passwordHash, password);
  const ready =
    passwordMatches &&
    existing.role === 'admin' &&
    existing.userType === 'other' &&
    existing.active &&
    existing.hasAcceptedTerms &&
    existing.emailVerifiedAt &&
    existing.phoneVerifiedAt;
  if (ready) return 'unchanged';
  await tx
    .update(users)
    .set({
      ...staffFields(),
      termsAcceptedAt: existing.termsAcceptedAt ?? now,
      emailVerifiedAt: existing.emailVerifiedAt ?? now,
      phoneVerifiedAt: existing.phoneVerifiedAt ?? now,
      ...(passwordMatches ? {} : { passwordHash: await hashPassword(password), passwordChangedAt: now }),
      updatedAt: now,
    })
    .where(eq(users.id, existing.id));
  return 'updated';
}

/**
 * Makes sure staff can sign in: the account of ADMIN_EMAIL/ADMIN_PASSWORD is created or brought up to date as an
 * admin; a local embedded install without any admin gets admin@lexchange.local with a password shown once.
 */
export async function bootstrapAdmin(db: Db, options: BootstrapAdminOptions): Promise<BootstrapResult> {
  const now = options.now ?? new Date();
  // Instances starting together must not race to create the same account.
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('lexchange.bootstrap-admin'))`);
    if (options.admin) {
      const email = options.admin.email.trim();
      const action = await upsertAdmin(tx, email, options.admin.password, now);
      if (action !== 'unchanged') options.log(`Staff account ${email} ${action} from ADMIN_EMAIL/ADMIN_PASSWORD.`);
      return { action, email };
    }
    if (!options.embedded) return { action: 'skipped' };
    const [anyAdmin] = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
    if (anyAdmin) return { action: 'skipped' };
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${LOCAL_ADMIN_EMAIL}`)
      .limit(1);
    if (taken) {
      options.log(
        `No staff account exists and ${LOCAL_ADMIN_EMAIL} belongs to a member: set ADMIN_EMAIL and ADMIN_PASSWORD to create one.`,
      );
      return { action: 'skipped' };
    }
    const generatedPassword = randomBytes(12).toString('base64url');
    await upsertAdmin(tx, LOCAL_ADMIN_EMAIL, generatedPassword, now);
    options.log(
      `Staff account created: sign in as ${LOCAL_ADMIN_EMAIL} with password ${generatedPassword} (shown only this once; change it, or set ADMIN_EMAIL/ADMIN_PASSWORD).`,
    );
    return { action: 'created', email: LOCAL_ADMIN_EMAIL, generatedPassword };
  });
}
