import { sql } from 'drizzle-orm';
import { builtOncePer } from '../../platform/db/prepared';
import { countHit } from '../../platform/rate-limiter';
import { hasEmail } from '../users/users.repository';
import { users } from '../users/users.table';

/**
 * One round trip for the part of login before the hash: the rate limiter's hit for this e-mail + IP (counted
 * before the hash, so parallel guesses count) and the user with that e-mail, if any. Always one row.
 */
export const countAttemptAndFindUser = builtOncePer((db) => {
  const hit = db.$with('hit').as(countHit(db));
  return db
    .with(hit)
    .select({ count: hit.count, resetAt: hit.resetAt, user: users })
    .from(hit)
    .leftJoin(users, hasEmail(sql.placeholder('email')))
    .prepare('login_attempt');
});
