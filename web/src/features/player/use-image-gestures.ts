import { useEffect, useRef, useState, type PointerEvent, type RefObject } from 'react';
import { wheelZoomFactor, type Point } from './image-view.ts';
import type { ImageViewControls } from './use-image-view.ts';

const LINE_PX = 16;
const PAGE_PX = 400;

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);
const middle = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

/**
 * Mouse wheel and pinch zoom about the cursor or the fingers, and dragging a picture that sticks out of the stage.
 * A gesture used here (a drag of a zoomed picture, any two-finger pinch) stops its pointer events, so the player's
 * swipe to the next file only sees the ones left alone.
 */
export function useImageGestures(stage: RefObject<HTMLElement | null>, controls: ImageViewControls) {
  const latest = useRef(controls);
  useEffect(() => {
    latest.current = controls;
  });
  const pointers = useRef(new Map<number, Point>());
  const claimed = useRef(false);
  const [gesturing, setGesturing] = useState(false);

  // React listens to wheel passively; only a listener of our own may keep the page from scrolling.
  useEffect(() => {
    const el = stage.current;
    if (!el) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const unit = event.deltaMode === 1 ? LINE_PX : event.deltaMode === 2 ? PAGE_PX : 1;
      const { zoomBy, pointOf } = latest.current;
      zoomBy(wheelZoomFactor(event.deltaY * unit), pointOf(event.clientX, event.clientY));
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, [stage]);

  const release = (event: PointerEvent) => {
    if (!pointers.current.delete(event.pointerId)) return;
    if (claimed.current) event.stopPropagation();
    if (pointers.current.size === 0) {
      claimed.current = false;
      setGesturing(false);
    }
  };

  return {
    gesturing,
    handlers: {
      onPointerDown: (event: PointerEvent<HTMLElement>) => {
        if (event.pointerType === 'mouse' && event.button !== 0) return;
        pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
        if (pointers.current.size >= 2 || latest.current.pannable()) {
          claimed.current = true;
          setGesturing(true);
          event.currentTarget.setPointerCapture?.(event.pointerId);
        }
        if (claimed.current) event.stopPropagation();
      },
      onPointerMove: (event: PointerEvent) => {
        const before = pointers.current.get(event.pointerId);
        if (!before) return;
        const now = { x: event.clientX, y: event.clientY };
        const other = [...pointers.current].find(([id]) => id !== event.pointerId)?.[1];
        const { zoomBy, pan, pointOf } = latest.current;
        if (other) {
          // Pinch: zoom by how much the fingers spread, about their middle, and follow the middle as it moves.
          const spreadBefore = distance(before, other);
          if (spreadBefore > 0) {
            const centre = middle(now, other);
            zoomBy(distance(now, other) / spreadBefore, pointOf(centre.x, centre.y));
            const previousCentre = middle(before, other);
            pan(centre.x - previousCentre.x, centre.y - previousCentre.y);
          }
        } else if (claimed.current) {
          pan(now.x - before.x, now.y - before.y);
        }
        pointers.current.set(event.pointerId, now);
        if (claimed.current) event.stopPropagation();
      },
      onPointerUp: release,
      onPointerCancel: release,
      onDoubleClick: () => latest.current.fit(),
    },
  };
}
