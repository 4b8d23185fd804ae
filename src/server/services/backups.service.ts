import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { addDays, kstDate, kstInstant } from '../../shared/domain/market/calendar';
import type { LastBackup } from '../../shared/schemas/backups';
import { createBackgroundHealth, type BackgroundHealth } from '../background-health';
import type { Clock } from '../clock';
import { backupDatabase } from '../db/backup';
import type { Db } from '../db/connection';
import { settingsRepo } from '../db/repos/settings.repo';

const LAST_BACKUP_KEY = 'backup.last';
const CHECK_EVERY_MS = 10 * 60_000;
// A school night: after the last evening homework, before the first morning lesson.
const BACKUP_HOUR_KST = 2;
const FILE = /^stockclass-(\d{4}-\d{2}-\d{2})\.db$/;

const fileOf = (day: string) => `stockclass-${day}.db`;

/**
 * The nightly online backup (ADR 0037): once a KST day, from 02:00 (or at the first check after a
 * night the server was off), a consistent copy through SQLite's backup API under `directory`,
 * named by its day; copies older than `keepDays` days are removed. A failure is retried through
 * the background-health record, which the admin sees in /api/admin/health and 시장 설정.
 */
export function createBackupService(deps: {
  db: Db;
  clock: Clock;
  directory: string;
  keepDays: number;
  background?: BackgroundHealth;
}) {
  const { db, clock, directory, keepDays } = deps;
  const background = deps.background ?? createBackgroundHealth();
  let timer: ReturnType<typeof setInterval> | undefined;
  let running: Promise<LastBackup | null> | null = null;

  const last = () => settingsRepo.load<LastBackup>(db, LAST_BACKUP_KEY) ?? null;

  /** The KST day whose backup is due now, or null when tonight's is done or not yet due. */
  function dueDay(): string | null {
    const now = clock.now();
    const today = kstDate(now);
    const day =
      now.getTime() >= kstInstant(today, BACKUP_HOUR_KST * 60) ? today : addDays(today, -1);
    const done = last();
    return done && done.day >= day ? null : day;
  }

  function prune(today: string) {
    const oldest = addDays(today, -(keepDays - 1));
    for (const name of readdirSync(directory)) {
      const day = FILE.exec(name)?.[1];
      if (day && day < oldest) rmSync(join(directory, name), { force: true });
    }
  }

  async function backUp(day: string): Promise<LastBackup> {
    mkdirSync(directory, { recursive: true });
    const path = join(directory, fileOf(day));
    await backupDatabase(db, path);
    const record: LastBackup = {
      day,
      at: clock.now().toISOString(),
      file: path,
      bytes: statSync(path).size,
    };
    settingsRepo.save(db, LAST_BACKUP_KEY, record);
    prune(day);
    return record;
  }

  /** Backs up if tonight's copy is due and none is running; answers the new record or null. */
  function runIfDue(): Promise<LastBackup | null> {
    if (running) return running;
    if (background.retryIn('backups') > 0) return Promise.resolve(null);
    const day = dueDay();
    if (!day) return Promise.resolve(null);
    running = backUp(day)
      .then((record) => {
        background.recover('backups');
        return record;
      })
      .catch((error: unknown) => {
        background.report('backups', error);
        return null;
      })
      .finally(() => {
        running = null;
      });
    return running;
  }

  return {
    runIfDue,
    status: () => ({ directory, keepDays, last: last() }),
    start() {
      void runIfDue();
      timer = setInterval(() => void runIfDue(), CHECK_EVERY_MS);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
    },
  };
}

export type BackupService = ReturnType<typeof createBackupService>;
