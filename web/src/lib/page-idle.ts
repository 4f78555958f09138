/**
 * Runs `run` once the page has loaded and the browser is idle (at most `idleTimeoutMs` after the load event), so that
 * what the first paint does not need (a toasts library, the first system check) does not share the line or the main
 * thread with it. Safari has no requestIdleCallback: a second after the load event instead. Returns the cancel.
 */
export function whenPageIdle(run: () => void, idleTimeoutMs = 5_000): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  const whenIdle = () => {
    if ('requestIdleCallback' in window) idle = window.requestIdleCallback(run, { timeout: idleTimeoutMs });
    else timer = setTimeout(run, Math.min(1_000, idleTimeoutMs));
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  return () => {
    window.removeEventListener('load', whenIdle);
    clearTimeout(timer);
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
}
