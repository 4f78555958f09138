/** A finger must travel this far sideways, clearly more than up or down, and quickly, to count as a swipe. */
const MIN_DISTANCE_PX = 60;
const MAX_DURATION_MS = 800;
const HORIZONTAL_RATIO = 1.5;

/** A horizontal swipe on a touch screen: to the left shows the next file, to the right the previous one. */
export function swipeDirection(dx: number, dy: number, durationMs: number): 'previous' | 'next' | null {
  if (durationMs > MAX_DURATION_MS) return null;
  if (Math.abs(dx) < MIN_DISTANCE_PX || Math.abs(dx) < Math.abs(dy) * HORIZONTAL_RATIO) return null;
  return dx < 0 ? 'next' : 'previous';
}
