/**
 * SQLite could not take the write in time: another connection (a backup, a second process, a
 * long read) holds the lock past the busy timeout. Nothing is wrong with the request; a retry
 * a moment later succeeds.
 */
export function isDatabaseBusy(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const { code } = error;
  return typeof code === 'string' && /^SQLITE_(BUSY|LOCKED)/.test(code);
}
