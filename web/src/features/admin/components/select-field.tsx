import { useId } from 'react';
import { ChevronDown } from 'lucide-react';
import { inputClasses } from '../../../components/ui/field.tsx';
import { cn } from '../../../lib/cn.ts';

/** A labelled select: the list filters (label for screen readers only) and the user form's role and tier. */
export function SelectField<T extends string>({
  label,
  value,
  options,
  onChange,
  hideLabel = false,
  className,
}: {
  label: string;
  value: T;
  options: ReadonlyArray<{ value: T; label: string }>;
  onChange: (value: T) => void;
  hideLabel?: boolean;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label
        htmlFor={id}
        className={cn(hideLabel ? 'sr-only' : 'mb-1.5 block text-sm font-medium text-slate-700 dark:text-slate-300')}
      >
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          value={value}
          onChange={(e) => onChange(e.target.value as T)}
          className={inputClasses(false, 'cursor-pointer appearance-none pr-9')}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-400" />
      </div>
    </div>
  );
}
