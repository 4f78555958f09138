/** What a checkbox or a switch takes: its state, its label and an optional line of explanation. */
export interface BooleanControlProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  description?: string;
  disabled?: boolean;
}

/** The label of a checkbox or a switch, with its line of explanation under it. */
export function ControlLabel({
  controlId,
  label,
  description,
  descriptionId,
}: {
  controlId: string;
  label: string;
  description?: string;
  /** For the control's aria-describedby. */
  descriptionId?: string;
}) {
  return (
    <div>
      <label htmlFor={controlId} className="text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      {description ? (
        <p id={descriptionId} className="text-xs text-slate-500 dark:text-slate-400">
          {description}
        </p>
      ) : null}
    </div>
  );
}
