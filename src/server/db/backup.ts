import type { Db } from './connection';

/**
 * An online backup through SQLite's backup API: consistent while the server keeps writing
 * (WAL), unlike copying the file. Restore by stopping the server and putting the copy in place
 * of DATABASE_PATH.
 */
export async function backupDatabase(db: Db, destination: string): Promise<{ pages: number }> {
  const result = await db.$client.backup(destination);
  return { pages: result.totalPages };
}
