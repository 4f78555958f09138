import { toast } from 'sonner';
import { TOAST_DURATION_MS } from '@vaultbox/common/constants.ts';

/** Toasts with the durations of SPEC §9. */
export const notify = {
  success: (message: string) => toast.success(message, { duration: TOAST_DURATION_MS.success }),
  info: (message: string) => toast.info(message, { duration: TOAST_DURATION_MS.info }),
  warning: (message: string) => toast.warning(message, { duration: TOAST_DURATION_MS.warning }),
  error: (message: string) => toast.error(message, { duration: TOAST_DURATION_MS.error }),
  /** The administration screens' toasts, 5 s whatever their tone. */
  admin: (tone: 'success' | 'error' | 'info', message: string) =>
    toast[tone](message, { duration: TOAST_DURATION_MS.admin }),
};
