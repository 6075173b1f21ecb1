import postgres from 'postgres';
import { APP_PASSWORD_FILE, installPassword, scramVerifier, verifierMatches } from './embedded-credentials';

/**
 * On the embedded server the app's requests run as this role, not as the superuser: it may read and write the app's
 * rows, and owns only pg-boss's queue schema (pg-boss creates its tables and attaches a partition per queue, which
 * needs ownership). The superuser runs the migrations and owns the schema. With DATABASE_URL the operator's role is
 * used as given.
 */
export const APP_ROLE = 'lexchange_app';

const ATTRIBUTES = 'login nosuperuser nocreatedb nocreaterole noreplication nobypassrls';
const TABLE_RIGHTS = 'select, insert, update, delete';
const SEQUENCE_RIGHTS = 'usage, select, update';
const QUEUE_SCHEMA = 'pgboss';

/**
 * Creates or corrects the app's role and its rights on the database at `ownerUrl` (run as the owner after the
 * migrations, at every start: cheap, and tables of new migrations are covered either way), and returns the URL of
 * the same database as the app's role. Its password is generated per install and kept in DATA_DIR.
 */
export async function prepareAppRole(ownerUrl: string, dataDir: string): Promise<string> {
  const password = await installPassword(dataDir, APP_PASSWORD_FILE);
  const sql = postgres(ownerUrl, { max: 1, onnotice: () => {} });
  try {
    await installQueueSchema(sql);
    await sql.begin(async (tx) => {
      const [role] = await tx<{ current: boolean; rolpassword: string | null }[]>`
        select (rolcanlogin and not rolsuper and not rolcreatedb and not rolcreaterole and not rolreplication
                and not rolbypassrls) as current, rolpassword
        from pg_authid where rolname = ${APP_ROLE}`;
      if (!role) await tx.unsafe(`create role ${APP_ROLE} with ${ATTRIBUTES} password '${scramVerifier(password)}'`);
      else if (!role.current || !verifierMatches(role.rolpassword, password)) {
        await tx.unsafe(`alter role ${APP_ROLE} with ${ATTRIBUTES} password '${scramVerifier(password)}'`);
      }
      await tx.unsafe(`grant usage on schema public to ${APP_ROLE}`);
      await tx.unsafe(`grant ${TABLE_RIGHTS} on all tables in schema public to ${APP_ROLE}`);
      await tx.unsafe(`grant ${SEQUENCE_RIGHTS} on all sequences in schema public to ${APP_ROLE}`);
      await tx.unsafe(`alter default privileges in schema public grant ${TABLE_RIGHTS} on tables to ${APP_ROLE}`);
      await tx.unsafe(`alter default privileges in schema public grant ${SEQUENCE_RIGHTS} on sequences to ${APP_ROLE}`);
      // Backups read the migration level.
      const [drizzle] = await tx`select 1 from pg_namespace where nspname = 'drizzle'`;
      if (drizzle) {
        await tx.unsafe(`grant usage on schema drizzle to ${APP_ROLE}`);
        await tx.unsafe(`grant select on all tables in schema drizzle to ${APP_ROLE}`);
      }
      await handQueueSchemaToApp(tx);
    });
  } finally {
    await sql.end({ timeout: 5 });
  }
  const url = new URL(ownerUrl);
  url.username = APP_ROLE;
  url.password = password;
  return url.toString();
}

/**
 * pg-boss installs its schema at its first start with CREATE SCHEMA, which the app's role may not do in the database:
 * the owner installs it here instead (pg-boss's own statements), and pg-boss finds it in place.
 */
async function installQueueSchema(sql: postgres.Sql): Promise<void> {
  const [installed] = await sql<{ version: string | null }[]>`select to_regclass(${`${QUEUE_SCHEMA}.version`}) as version`;
  if (installed?.version) return;
  const { default: PgBoss } = await import('pg-boss');
  await sql.unsafe(PgBoss.getConstructionPlans(QUEUE_SCHEMA));
}

/** pg-boss's schema belongs to the app's role (as do the queues made as the superuser before the role existed). */
async function handQueueSchemaToApp(tx: postgres.TransactionSql): Promise<void> {
  const owned = await tx<{ kind: string; name: string }[]>`
    select 'schema' as kind, quote_ident(nspname) as name from pg_namespace
      where nspname = ${QUEUE_SCHEMA} and nspowner <> ${APP_ROLE}::regrole
    union all
    select 'table', c.oid::regclass::text from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = ${QUEUE_SCHEMA} and c.relkind in ('r', 'p') and c.relowner <> ${APP_ROLE}::regrole
    union all
    select 'type', t.oid::regtype::text from pg_type t join pg_namespace n on n.oid = t.typnamespace
      where n.nspname = ${QUEUE_SCHEMA} and t.typtype in ('e', 'd') and t.typowner <> ${APP_ROLE}::regrole
    union all
    select 'function', p.oid::regprocedure::text from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = ${QUEUE_SCHEMA} and p.proowner <> ${APP_ROLE}::regrole`;
  for (const object of owned) await tx.unsafe(`alter ${object.kind} ${object.name} owner to ${APP_ROLE}`);
}
