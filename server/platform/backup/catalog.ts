import type postgres from 'postgres';

/** The app's tables live in this schema; drizzle keeps its migration log in `drizzle`, pg-boss its queue in `pgboss`. */
export const APP_SCHEMA = 'public';

export interface TableInfo {
  name: string;
  /** Stored columns in order; generated columns are computed again on restore and never copied. */
  columns: string[];
}

export interface ForeignKey {
  table: string;
  references: string;
}

type Sql = postgres.Sql | postgres.TransactionSql;

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

export function qualified(name: string): string {
  return `${quoteIdent(APP_SCHEMA)}.${quoteIdent(name)}`;
}

/** Every ordinary table of the app's schema with its stored columns, from the catalog (no hand-kept list). */
export async function listTables(sql: Sql): Promise<TableInfo[]> {
  const rows = await sql<{ name: string; columns: string[] }[]>`
    select c.relname as name,
           array_agg(a.attname::text order by a.attnum) filter (where a.attnum is not null) as columns
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    left join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
    where n.nspname = ${APP_SCHEMA} and c.relkind = 'r' and not c.relispartition
    group by c.relname
    order by c.relname`;
  return rows.map((row) => ({ name: row.name, columns: row.columns ?? [] }));
}

export async function listForeignKeys(sql: Sql): Promise<ForeignKey[]> {
  return sql<ForeignKey[]>`
    select distinct c.relname as table, r.relname as references
    from pg_constraint k
    join pg_class c on c.oid = k.conrelid
    join pg_class r on r.oid = k.confrelid
    join pg_namespace n on n.oid = c.relnamespace
    where k.contype = 'f' and n.nspname = ${APP_SCHEMA}`;
}

export async function listSequences(sql: Sql): Promise<string[]> {
  const rows = await sql<{ name: string }[]>`
    select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = ${APP_SCHEMA} and c.relkind = 'S' order by c.relname`;
  return rows.map((row) => row.name);
}

/**
 * Tables ordered so that each comes after the tables it references (a table referencing itself does not count). A
 * cycle cannot be ordered: its tables come last in name order, and the restore relies on replica mode for them.
 */
export function orderForLoading(tables: string[], keys: ForeignKey[]): string[] {
  const pending = new Set(tables);
  const ordered: string[] = [];
  const needs = (table: string) => keys.filter((k) => k.table === table && k.references !== table && pending.has(k.references));
  for (let progress = true; progress;) {
    progress = false;
    for (const table of [...pending].sort()) {
      if (needs(table).length > 0) continue;
      ordered.push(table);
      pending.delete(table);
      progress = true;
    }
  }
  return [...ordered, ...[...pending].sort()];
}
