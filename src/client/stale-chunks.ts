const RELOADED_AT = 'staleChunkReloadAt';
const RETRY_AFTER_MS = 10_000;

/**
 * A tab opened before an upgrade asks for page chunks the new build no longer has (404): the
 * new index.html knows the current ones, so the tab reloads, once, and not again within ten
 * seconds, so that a chunk missing for another reason cannot make it reload forever.
 */
export function reloadOnStaleChunks() {
  window.addEventListener('vite:preloadError', (event) => {
    const last = Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
    if (Date.now() - last < RETRY_AFTER_MS) return;
    sessionStorage.setItem(RELOADED_AT, String(Date.now()));
    event.preventDefault();
    window.location.reload();
  });
}
