import type { ButtonHTMLAttributes } from 'react';

type IconButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'aria-label' | 'title'> & {
  label: string;
};

/** A button showing only an icon: its label is both the accessible name and the tooltip. */
export function IconButton({ label, children, ...rest }: IconButtonProps) {
  return (
    <button type="button" aria-label={label} title={label} {...rest}>
      {children}
    </button>
  );
}
