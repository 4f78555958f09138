import type { ButtonHTMLAttributes } from 'react';
import { cn } from '../../lib/cn.ts';

interface RadioButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'role'> {
  active: boolean;
  /** Classes of the checked and the unchecked look, added to `className`. */
  activeClassName: string;
  inactiveClassName: string;
}

/** One choice of a RadioGroup: a button that is checked while active, and the group's one Tab stop then. */
export function RadioButton({ active, activeClassName, inactiveClassName, className, ...props }: RadioButtonProps) {
  return (
    <button
      type="button"
      role="radio"
      aria-checked={active}
      tabIndex={active ? 0 : -1}
      className={cn(className, active ? activeClassName : inactiveClassName)}
      {...props}
    />
  );
}
