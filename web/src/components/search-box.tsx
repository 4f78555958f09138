import { Search, X } from 'lucide-react';
import { cn } from '../lib/cn.ts';
import { inputClasses } from './ui/field.tsx';

/**
 * A search box's texts under the keys every list names them by: `<prefix>.searchPlaceholder`, `<prefix>.searchLabel`
 * and `<prefix>.clearSearch`.
 */
export function searchBoxTexts(t: (key: string) => string, prefix: string) {
  return {
    placeholder: t(`${prefix}.searchPlaceholder`),
    label: t(`${prefix}.searchLabel`),
    clearLabel: t(`${prefix}.clearSearch`),
  };
}

/** A search input with a magnifier, and a clear button once something is typed. */
export function SearchBox({
  value,
  onChange,
  placeholder,
  label,
  clearLabel,
  className,
}: {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  label: string;
  clearLabel: string;
  className?: string;
}) {
  return (
    <div className={cn('relative', className)}>
      <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" />
      <input
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
        aria-label={label}
        // Ours is the one clear button: the browser's own would stand beside it.
        className={inputClasses(false, 'pr-10 pl-10 [&::-webkit-search-cancel-button]:hidden')}
      />
      {value ? (
        <button
          type="button"
          onClick={() => onChange('')}
          aria-label={clearLabel}
          className="absolute top-1/2 right-2 -translate-y-1/2 rounded-md p-1 text-slate-400 hover:text-slate-700 dark:hover:text-slate-200"
        >
          <X className="size-4" />
        </button>
      ) : null}
    </div>
  );
}
