import { useEffect, useLayoutEffect, useMemo, useRef, type MouseEvent, type PointerEvent } from 'react';

/** How long a finger rests on a picture before it is a press, not a tap: what phones' photo apps use. */
export const LONG_PRESS_MS = 500;
/** A finger that moves further than this is scrolling, not pressing. */
const STILL_PX = 10;

/**
 * A touch held still on an element for half a second: how a phone starts a selection, where nothing hovers and a tap
 * opens. The click the browser may send after the press is swallowed, so the press never also opens the file; the
 * system's long-press menu (save image, open in a new tab) is held back while a press is under way. Mouse and pen
 * are left alone: they have the checkbox and Shift.
 */
export function useLongPress(onPress: () => void) {
  const latest = useRef(onPress);
  // Kept as each render is put on the page, so a press right after one always acts on the current file.
  useLayoutEffect(() => {
    latest.current = onPress;
  });
  const timer = useRef<number | undefined>(undefined);
  const start = useRef({ x: 0, y: 0 });
  const pressed = useRef(false);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  return useMemo(() => {
    const cancel = () => {
      window.clearTimeout(timer.current);
      timer.current = undefined;
    };
    return {
      onPointerDown(event: PointerEvent) {
        // A new touch: a click left over from an earlier press (some browsers send none) must not eat this one's.
        pressed.current = false;
        if (event.pointerType !== 'touch') return;
        start.current = { x: event.clientX, y: event.clientY };
        cancel();
        timer.current = window.setTimeout(() => {
          timer.current = undefined;
          pressed.current = true;
          navigator.vibrate?.(10);
          latest.current();
        }, LONG_PRESS_MS);
      },
      onPointerMove(event: PointerEvent) {
        if (timer.current === undefined) return;
        if (Math.hypot(event.clientX - start.current.x, event.clientY - start.current.y) > STILL_PX) cancel();
      },
      onPointerUp: cancel,
      // The browser took the touch for a scroll.
      onPointerCancel: cancel,
      onClickCapture(event: MouseEvent) {
        if (!pressed.current) return;
        pressed.current = false;
        event.preventDefault();
        event.stopPropagation();
      },
      onContextMenu(event: MouseEvent) {
        if (timer.current !== undefined || pressed.current) event.preventDefault();
      },
    };
  }, []);
}
