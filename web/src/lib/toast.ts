import { toast } from 'sonner';
import { TOAST_DURATION_MS } from '@vaultbox/common/constants.ts';
import { errorMessage } from './api-client.ts';

/** Toasts with their durations (docs/product.md, Limits). */
export const notify = {
  success: (message: string) => toast.success(message, { duration: TOAST_DURATION_MS.success }),
  info: (message: string) => toast.info(message, { duration: TOAST_DURATION_MS.info }),
  warning: (message: string) => toast.warning(message, { duration: TOAST_DURATION_MS.warning }),
  error: (message: string) => toast.error(message, { duration: TOAST_DURATION_MS.error }),
  /** The administration screens' toasts, 5 s whatever their tone. */
  admin: (tone: 'success' | 'error' | 'info', message: string) =>
    toast[tone](message, { duration: TOAST_DURATION_MS.admin }),
  /** Takes a toast away before its time (the id one of the calls above returned). */
  dismiss: (id: string | number): void => void toast.dismiss(id),
};

/** A failure's toast that names what failed, then why: "Failed to recalculate storage: Network error...". */
export const failedBecause = (what: string) => (error: unknown) => `${what}: ${errorMessage(error)}`;

/** A call's outcome callbacks (`mutate(variables, toastOutcome(...))`): the success sentence, or what failed. */
export const toastOutcome = (success: string, failure: (error: unknown) => string = errorMessage) => ({
  onSuccess: () => notify.success(success),
  onError: (error: unknown) => notify.error(failure(error)),
});
