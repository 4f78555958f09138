import type { ReactNode } from 'react';
import { X } from 'lucide-react';
import { cn } from '../lib/cn.ts';
import { Alert, type AlertTone } from './ui/alert.tsx';

/** The close button takes the colour of the alert's text. */
const DISMISS_TONE: Record<AlertTone, string> = {
  error: 'text-red-800 dark:text-red-300',
  warning: 'text-amber-800 dark:text-amber-300',
  success: 'text-emerald-800 dark:text-emerald-300',
  info: 'text-sky-800 dark:text-sky-300',
};

/** An `Alert` with a close button in its top right corner. */
export function DismissibleAlert({
  tone,
  title,
  children,
  dismissLabel,
  onDismiss,
  testId,
}: {
  tone: AlertTone;
  title?: string;
  children?: ReactNode;
  dismissLabel: string;
  onDismiss: () => void;
  testId?: string;
}) {
  return (
    <div className="relative" data-testid={testId}>
      <Alert tone={tone} title={title} className="pr-10">
        {children}
      </Alert>
      <button
        type="button"
        onClick={onDismiss}
        aria-label={dismissLabel}
        title={dismissLabel}
        className={cn('absolute top-3 right-3 rounded-md p-1 opacity-70 hover:opacity-100', DISMISS_TONE[tone])}
      >
        <X className="size-4" />
      </button>
    </div>
  );
}
