import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { cn } from '../../lib/cn.ts';
import { buttonClasses, type ButtonSize, type ButtonVariant } from './button.tsx';

/** A link to another screen that looks like a Button (with its icon, before the text). */
export function ButtonLink({
  variant = 'primary',
  size = 'md',
  icon,
  fullWidth,
  className,
  children,
  ...link
}: LinkProps & { variant?: ButtonVariant; size?: ButtonSize; icon?: ReactNode; fullWidth?: boolean }) {
  return (
    <Link className={buttonClasses(variant, size, cn(fullWidth && 'w-full', className))} {...link}>
      {icon}
      {children}
    </Link>
  );
}
