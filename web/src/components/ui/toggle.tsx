import { useId } from 'react';
import { cn } from '../../lib/cn.ts';
import { ControlLabel, type BooleanControlProps } from './control-label.tsx';

/** An on/off switch with its label. */
export function Toggle({ checked, onChange, label, description, disabled }: BooleanControlProps) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-4">
      <ControlLabel controlId={id} label={label} description={description} />
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        disabled={disabled}
        onClick={() => onChange(!checked)}
        className={cn(
          'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors disabled:opacity-50',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500',
          checked ? 'bg-indigo-600' : 'bg-slate-300 dark:bg-slate-700',
        )}
      >
        <span
          className={cn(
            'inline-block size-5 rounded-full bg-white shadow transition-transform',
            checked ? 'translate-x-5' : 'translate-x-0.5',
          )}
        />
      </button>
    </div>
  );
}
