const RELOADED_AT_KEY = 'reloaded-for-new-release-at';

/**
 * Code loads on demand (a screen's chunk, a language's texts). A tab opened before a new release asks for files the
 * release replaced: it loads the page again, new files and all, at most once a minute, so a broken file cannot loop.
 */
export function reloadOnStaleChunk(): void {
  window.addEventListener('vite:preloadError', (event) => {
    try {
      if (Date.now() - Number(sessionStorage.getItem(RELOADED_AT_KEY) ?? 0) < 60_000) return;
      sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()));
    } catch {
      // No storage (a frame whose storage the browser blocks): nothing would stop a loop, so no reload.
      return;
    }
    event.preventDefault();
    window.location.reload();
  });
}
