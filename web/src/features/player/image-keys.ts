import type { Point } from './image-view.ts';

/** Screen pixels one press of an arrow key moves a zoomed picture; Shift moves it four times as far. */
export const PAN_KEY_STEP = 40;

export type ImageKeyAction = { pan: Point } | 'zoomIn' | 'zoomOut' | 'reset';

export interface ImageKeyPress {
  key: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  /** The picture sticks out of the stage, so it can move. */
  pannable: boolean;
}

const PAN_DIRECTIONS: Record<string, Point> = {
  ArrowLeft: { x: 1, y: 0 },
  ArrowRight: { x: -1, y: 0 },
  ArrowUp: { x: 0, y: 1 },
  ArrowDown: { x: 0, y: -1 },
};

/**
 * The keys of the focused picture: + and - zoom, 0 resets, and the arrows look further that way across a zoomed
 * picture (it moves the other way, as a map does). On a picture that fits, the arrows are left to the player (previous
 * and next). None with Ctrl, Meta or Alt: the browser's own zoom stays its own.
 */
export function imageKeyAction(press: ImageKeyPress): ImageKeyAction | null {
  if (press.ctrlKey || press.metaKey || press.altKey) return null;
  const direction = PAN_DIRECTIONS[press.key];
  if (direction) {
    if (!press.pannable) return null;
    const step = press.shiftKey ? PAN_KEY_STEP * 4 : PAN_KEY_STEP;
    return { pan: { x: direction.x * step + 0, y: direction.y * step + 0 } };
  }
  if (press.key === '+' || press.key === '=') return 'zoomIn';
  if (press.key === '-') return 'zoomOut';
  if (press.key === '0') return 'reset';
  return null;
}
