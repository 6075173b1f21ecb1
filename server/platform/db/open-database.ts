import { prepareAppRole } from './app-role';
import { connectDatabase, runMigrations, type Database } from './database';

type PoolOptions = Parameters<typeof connectDatabase>[1];

/**
 * Migrates the database at `ownerUrl` as its owner and opens the app's pool. On the embedded server (`appRoleDataDir`
 * given) the pool logs in as the app's own role, which is not a superuser; with DATABASE_URL the operator's URL serves
 * both. Migrations run on a connection of their own, closed once migrated, without the pool's statement bounds.
 */
export async function openMigratedDatabase(ownerUrl: string, appRoleDataDir: string | undefined, options?: PoolOptions): Promise<Database> {
  const owner = connectDatabase(ownerUrl, { max: 1 });
  try {
    await runMigrations(owner);
  } finally {
    await owner.close();
  }
  return connectDatabase(appRoleDataDir ? await prepareAppRole(ownerUrl, appRoleDataDir) : ownerUrl, options);
}
