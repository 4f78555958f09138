/**
 * The choice an arrow key moves to in a radio group of `count` choices, from the one at `index` (WAI-ARIA radio group:
 * Right/Down next, Left/Up previous, both wrapping; Home first, End last). Null for any other key.
 */
export function radioKeyTarget(key: string, index: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (index + 1) % count;
    case 'ArrowLeft':
    case 'ArrowUp':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
