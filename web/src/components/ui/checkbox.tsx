import { useId } from 'react';
import { ControlLabel, type BooleanControlProps } from './control-label.tsx';

/** A checkbox with its label and an optional line of explanation under it. */
export function Checkbox({ checked, onChange, label, description, disabled }: BooleanControlProps) {
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
      <ControlLabel controlId={id} label={label} description={description} descriptionId={hintId} />
    </div>
  );
}
