/**
 * The disk is full (or SQLite reached its page limit): SQLite rolled the write back, so nothing of
 * the request was saved, and retrying will not help until an administrator frees space.
 */
export function isStorageFull(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const { code } = error;
  return code === 'SQLITE_FULL' || code === 'ENOSPC';
}
