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
