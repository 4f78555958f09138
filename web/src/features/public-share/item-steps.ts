import { isTyping } from '../../lib/keyboard-target.ts';

/** The item before or after `index` in the grid's order, or null at either end (the viewer does not wrap). */
export function stepTo(index: number, count: number, step: -1 | 1): number | null {
  const next = index + step;
  return next >= 0 && next < count ? next : null;
}

const onPlayer = (target: EventTarget) => target instanceof Element && target.closest('video, audio') !== null;

/**
 * Which way an arrow key moves the viewer: left the item before, right the one after. Not while typing, nor on a
 * player, whose own controls use the arrows to seek and to set the volume.
 */
export function arrowStep(
  event: Pick<KeyboardEvent, 'key' | 'target' | 'altKey' | 'ctrlKey' | 'metaKey'>,
): -1 | 1 | null {
  if (event.altKey || event.ctrlKey || event.metaKey) return null;
  if (event.target && (isTyping(event.target) || onPlayer(event.target))) return null;
  if (event.key === 'ArrowLeft') return -1;
  if (event.key === 'ArrowRight') return 1;
  return null;
}
