import type { HTMLAttributes, KeyboardEvent } from 'react';
import { moveFocusByKey } from '../../lib/arrow-keys.ts';

/**
 * A `role="radiogroup"` of RadioButtons that the keyboard walks as a screen reader user expects: Tab enters at the
 * checked choice, and the arrow keys (Home, End) check and focus another.
 */
export function RadioGroup({ label, ...props }: Omit<HTMLAttributes<HTMLDivElement>, 'role'> & { label: string }) {
  // Selection follows the focus: the choice moved to is checked at once.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) =>
    moveFocusByKey(event, '[role="radio"]:not(:disabled)', 'both')?.click();
  return <div role="radiogroup" aria-label={label} onKeyDown={onKeyDown} {...props} />;
}
