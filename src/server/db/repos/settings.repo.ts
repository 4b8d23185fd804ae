import { eq } from 'drizzle-orm';
import type { Db } from '../connection';
import { settings } from '../schema';

/** Server-wide settings, one JSON value per key. */
export const settingsRepo = {
  load<T>(db: Db, key: string): T | undefined {
    const row = db.select().from(settings).where(eq(settings.key, key)).get();
    return row ? (JSON.parse(row.value) as T) : undefined;
  },

  save(db: Db, key: string, data: unknown) {
    const value = JSON.stringify(data);
    db.insert(settings)
      .values({ key, value })
      .onConflictDoUpdate({ target: settings.key, set: { value } })
      .run();
  },
};
