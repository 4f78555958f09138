import { useRef, type PointerEvent } from 'react';
import { swipeDirection } from './swipe.ts';

// A swipe that starts on a control (the seek bar, a button) is that control's.
const CONTROLS = 'input, button, a, select, textarea, [role="slider"]';

/**
 * Pointer handlers for a horizontal swipe with one finger (touch only; a mouse drags). A second finger (a pinch) or
 * the browser taking over the gesture (a scroll) cancels it. The image viewer stops the events of a gesture it uses
 * itself (panning a zoomed picture), so those never reach here.
 */
export function useSwipe(onSwipe: (direction: 'previous' | 'next') => void) {
  const start = useRef<{ id: number; x: number; y: number; at: number } | null>(null);
  const cancel = () => {
    start.current = null;
  };
  return {
    onPointerDown: (event: PointerEvent) => {
      // A finger that joins a gesture is never the primary one: a second finger means a pinch, not a swipe.
      if (!event.isPrimary) return cancel();
      cancel();
      if (event.pointerType !== 'touch' || (event.target as Element).closest(CONTROLS)) return;
      start.current = { id: event.pointerId, x: event.clientX, y: event.clientY, at: event.timeStamp };
    },
    onPointerUp: (event: PointerEvent) => {
      const from = start.current;
      if (!from || from.id !== event.pointerId) return;
      cancel();
      const direction = swipeDirection(event.clientX - from.x, event.clientY - from.y, event.timeStamp - from.at);
      if (direction) onSwipe(direction);
    },
    onPointerCancel: cancel,
  };
}
