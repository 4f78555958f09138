import { useId } from 'react';

interface CheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  description?: string;
  disabled?: boolean;
}

/** A checkbox with its label and an optional line of explanation under it. */
export function Checkbox({ checked, onChange, label, description, disabled }: CheckboxProps) {
  const id = useId();
  const hintId = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
        aria-describedby={description ? hintId : undefined}
        className="mt-0.5 size-4 shrink-0 rounded border-slate-300 accent-indigo-600 disabled:opacity-50 dark:border-slate-600"
      />
      <div>
        <label htmlFor={id} className="text-sm font-medium text-slate-800 dark:text-slate-200">
          {label}
        </label>
        {description ? (
          <p id={hintId} className="text-xs text-slate-500 dark:text-slate-400">
            {description}
          </p>
        ) : null}
      </div>
    </div>
  );
}
