import type { Db } from './database';

/**
 * A hot statement built once per database handle instead of on every call. Drizzle's prepared queries belong to
 * the handle they were built on: one built on `db` runs on the pool, outside any transaction, so the cache is
 * keyed by handle (a transaction, or a test's counting connection, gets its own copy). Values go in through
 * `sql.placeholder(name)`: a placeholder bound to a column (insert values, `eq(column, placeholder)`) is encoded
 * by that column (a Date for timestamps, an object for jsonb); a bare one in a `sql` template is sent as given
 * (timestamps as ISO strings there, since drizzle's postgres.js driver leaves them unserialised).
 */
export function builtOncePer<T, Handle extends object = Db>(build: (db: Handle) => T): (db: Handle) => T {
  const built = new WeakMap<Handle, T>();
  return (db) => {
    let statement = built.get(db);
    if (statement === undefined) built.set(db, (statement = build(db)));
    return statement;
  };
}
