import { z } from 'zod';

/** The last nightly backup: its KST day, when it finished, where it is and its size. */
export const zLastBackup = z.object({
  day: z.string(),
  at: z.string(),
  file: z.string(),
  bytes: z.number().int(),
});
export type LastBackup = z.infer<typeof zLastBackup>;

/** GET /admin/backups: where the nightly backups go, how long they are kept, and the last one. */
export const zBackupStatus = z.object({
  /** Null where this server makes no backups (a test's app). */
  directory: z.string().nullable(),
  keepDays: z.number().int(),
  last: zLastBackup.nullable(),
});
export type BackupStatus = z.infer<typeof zBackupStatus>;
