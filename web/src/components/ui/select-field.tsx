import { useId, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { FieldLabel, inputClasses } from './field.tsx';

export interface SelectOption<T extends string> {
  value: T;
  label: string;
  /** The language the label is written in, when it is not the page's. */
  lang?: string;
}

/** A labelled select; `hideLabel` keeps the label for screen readers only (list filters). */
export function SelectField<T extends string>({
  label,
  value,
  options,
  onChange,
  hideLabel = false,
  disabled,
  className,
  children,
}: {
  label: string;
  value: T;
  options: ReadonlyArray<SelectOption<T>>;
  onChange: (value: T) => void;
  hideLabel?: boolean;
  disabled?: boolean;
  className?: string;
  /** Shown under the select: a hint or why it is empty. */
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <div className={className}>
      {hideLabel ? (
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
      ) : (
        <FieldLabel htmlFor={id}>{label}</FieldLabel>
      )}
      <div className="relative">
        <select
          id={id}
          value={value}
          disabled={disabled}
          onChange={(e) => onChange(e.target.value as T)}
          className={inputClasses(false, 'cursor-pointer appearance-none pr-9 disabled:cursor-not-allowed')}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value} lang={option.lang}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-400" />
      </div>
      {children}
    </div>
  );
}
