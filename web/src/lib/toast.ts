import { useSyncExternalStore } from 'react';
import { TOAST_DURATION_MS } from '@vaultbox/common/constants.ts';
import type * as SonnerModule from 'sonner';
import { errorMessage } from './api-client.ts';
import { whenPageIdle } from './page-idle.ts';

type Sonner = typeof SonnerModule;
type Tone = 'success' | 'info' | 'warning' | 'error';

// sonner loads after the page, once the browser is idle, or with an earlier first toast: it was an eighth of the share
// page's script, and the page's first paint does not need it (docs/performance.md, The share page's script without its
// toasts). Loaded ahead, it is there for the toast that says the connection is lost. sonner keeps toasts made before
// its Toaster subscribes and shows them when it does.
let loading: Promise<Sonner> | undefined;
let loaded: Sonner | undefined;
const listeners = new Set<() => void>();

function loadSonner(): Promise<Sonner> {
  loading ??= import('sonner').then(
    (sonner) => {
      loaded = sonner;
      for (const listener of listeners) listener();
      return sonner;
    },
    (error: unknown) => {
      loading = undefined; // the next toast asks again
      throw error;
    },
  );
  return loading;
}

/** Loads sonner once the page has loaded and the browser is idle (app/providers.tsx). */
export function loadToastsWhenIdle(): () => void {
  return whenPageIdle(() => void loadSonner().catch(() => undefined));
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** sonner once a toast has loaded it, for the Toaster (app/providers.tsx); undefined until then. */
export const useLoadedSonner = (): Sonner | undefined => useSyncExternalStore(subscribe, () => loaded);

let lastId = 0;
/** Our own id, known before sonner has loaded, so that a toast can be dismissed at once. */
function show(tone: Tone, message: string, duration: number): string {
  const id = `toast-${++lastId}`;
  loadSonner().then(
    ({ toast }) => toast[tone](message, { id, duration }),
    () => undefined, // its file did not load (offline, or a release replaced it): no toast
  );
  return id;
}

/** Toasts with their durations (docs/product.md, Limits). */
export const notify = {
  success: (message: string) => show('success', message, TOAST_DURATION_MS.success),
  info: (message: string) => show('info', message, TOAST_DURATION_MS.info),
  warning: (message: string) => show('warning', message, TOAST_DURATION_MS.warning),
  error: (message: string) => show('error', message, TOAST_DURATION_MS.error),
  /** The administration screens' toasts, 5 s whatever their tone. */
  admin: (tone: 'success' | 'error' | 'info', message: string) => show(tone, message, TOAST_DURATION_MS.admin),
  /** Takes a toast away before its time (the id one of the calls above returned). */
  dismiss: (id: string): void =>
    void loadSonner().then(
      ({ toast }) => toast.dismiss(id),
      () => undefined,
    ),
};

/** A failure's toast that names what failed, then why: "Failed to recalculate storage: Network error...". */
export const failedBecause = (what: string) => (error: unknown) => `${what}: ${errorMessage(error)}`;

/** A call's outcome callbacks (`mutate(variables, toastOutcome(...))`): the success sentence, or what failed. */
export const toastOutcome = (success: string, failure: (error: unknown) => string = errorMessage) => ({
  onSuccess: () => notify.success(success),
  onError: (error: unknown) => notify.error(failure(error)),
});
