import { prepareAppRole } from './app-role';
import { connectDatabase, runMigrations, type Database } from './database';

type PoolOptions = Parameters<typeof connectDatabase>[1];

/**
 * Migrates the database at `ownerUrl` as its owner and opens the app's pool. On the embedded server (`appRoleDataDir`
 * given) the pool logs in as the app's own role, which is not a superuser, and the owner's connection is closed once
 * migrated; with DATABASE_URL the operator's URL serves both.
 */
export async function openMigratedDatabase(ownerUrl: string, appRoleDataDir: string | undefined, options?: PoolOptions): Promise<Database> {
  if (!appRoleDataDir) {
    const database = connectDatabase(ownerUrl, options);
    try {
      await runMigrations(database);
    } catch (error) {
      await database.close();
      throw error;
    }
    return database;
  }
  const owner = connectDatabase(ownerUrl, { max: 1 });
  try {
    await runMigrations(owner);
  } finally {
    await owner.close();
  }
  return connectDatabase(await prepareAppRole(ownerUrl, appRoleDataDir), options);
}
