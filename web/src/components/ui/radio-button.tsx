import type { ButtonHTMLAttributes } from 'react';
import { cn } from '../../lib/cn.ts';

interface RadioButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'role'> {
  active: boolean;
  /** Classes of the checked and the unchecked look, added to `className`. */
  activeClassName: string;
  inactiveClassName: string;
}

/** One choice of a `role="radiogroup"`: a button that is checked while active. */
export function RadioButton({ active, activeClassName, inactiveClassName, className, ...props }: RadioButtonProps) {
  return (
    <button
      type="button"
      role="radio"
      aria-checked={active}
      className={cn(className, active ? activeClassName : inactiveClassName)}
      {...props}
    />
  );
}
