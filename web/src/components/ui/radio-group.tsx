import type { HTMLAttributes, KeyboardEvent } from 'react';
import { arrowKeyTarget } from '../../lib/arrow-keys.ts';

/**
 * A `role="radiogroup"` of RadioButtons that the keyboard walks as a screen reader user expects: Tab enters at the
 * checked choice, and the arrow keys (Home, End) check and focus another.
 */
export function RadioGroup({ label, ...props }: Omit<HTMLAttributes<HTMLDivElement>, 'role'> & { label: string }) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const radios = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="radio"]:not(:disabled)')];
    const index = radios.findIndex((radio) => radio === document.activeElement);
    const target = index < 0 ? null : arrowKeyTarget(event.key, index, radios.length, 'both');
    if (target === null) return;
    event.preventDefault();
    radios[target]?.focus();
    radios[target]?.click();
  };
  return <div role="radiogroup" aria-label={label} onKeyDown={onKeyDown} {...props} />;
}
