/** Which arrow keys walk a widget: a row of tabs only Left/Right, a menu only Up/Down, a radio group both. */
export type ArrowAxis = 'horizontal' | 'vertical' | 'both';

const FORWARD: Record<ArrowAxis, string[]> = {
  horizontal: ['ArrowRight'],
  vertical: ['ArrowDown'],
  both: ['ArrowRight', 'ArrowDown'],
};
const BACKWARD: Record<ArrowAxis, string[]> = {
  horizontal: ['ArrowLeft'],
  vertical: ['ArrowUp'],
  both: ['ArrowLeft', 'ArrowUp'],
};

/**
 * The item a key moves to among `count` items of a radio group, tab list or menu, from the one at `index` (WAI-ARIA
 * patterns): the arrows of its axis step and wrap at both ends, Home goes to the first, End to the last. Null for
 * any other key, which the widget then leaves to the browser.
 */
export function arrowKeyTarget(key: string, index: number, count: number, axis: ArrowAxis): number | null {
  if (count === 0) return null;
  if (FORWARD[axis].includes(key)) return (index + 1) % count;
  if (BACKWARD[axis].includes(key)) return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/** The part of a key event that moving the focus needs (React's and the DOM's both fit). */
interface ArrowKeyEvent {
  key: string;
  currentTarget: Element;
  preventDefault: () => void;
}

/**
 * Moves the focus among the elements matching `selector` inside the element listening (a radio group, a tab list, a
 * menu), from the one focused, as `arrowKeyTarget` says. Returns the element now focused, or null when the key is not
 * the widget's (then left to the browser).
 */
export function moveFocusByKey(event: ArrowKeyEvent, selector: string, axis: ArrowAxis): HTMLElement | null {
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>(selector)];
  const index = items.findIndex((item) => item === document.activeElement);
  const target = index < 0 ? null : arrowKeyTarget(event.key, index, items.length, axis);
  const next = target === null ? undefined : items[target];
  if (!next) return null;
  event.preventDefault();
  next.focus();
  return next;
}
