import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';

/**
 * The signed-in user as the platform needs it (the session load, the access gates). The users module owns the user
 * and widens this to its whole row by declaration merging (server/modules/users/users.module.ts), so routes get
 * the full row while the platform imports no module.
 */
export interface SessionUser {
  id: number;
  active: boolean;
  role: string;
  userType: string | null;
  hasAcceptedTerms: boolean;
  emailVerifiedAt: Date | null;
  phoneVerifiedAt: Date | null;
}

/** Where the session store reads users: the users module provides its table at start-up. */
export interface SessionUserSource {
  table: PgTable;
  id: AnyPgColumn;
}

let source: SessionUserSource | null = null;

export function provideSessionUsers(next: SessionUserSource): void {
  source = next;
}

export function sessionUsers(): SessionUserSource {
  if (!source) throw new Error('No session user source: the users module provides it when the app starts (server/modules/index.ts).');
  return source;
}
